import { bestYearlySavingPercent } from '@studybot/contract';
import { ChevronDown } from 'lucide-react';

const FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from Manage Subscription whenever you like. You keep your plan until the end of the period you have paid for, and then your account returns to the Free plan. Nothing more is charged.',
  },
  {
    question: 'Are plan changes prorated?',
    answer:
      'No. A new plan starts as soon as you pay for it, with a fresh billing period. The unused part of the plan you had before is not refunded, so the best time to switch is close to your renewal date.',
  },
  {
    question: 'How does yearly billing work?',
    answer: `You pay once for twelve months and save up to ${bestYearlySavingPercent()}% compared with paying every month. It renews a year after you buy it.`,
  },
  {
    question: 'What are add-on credits?',
    answer:
      "Plagiarism credits and AI essay credits top up your plan. They are used only after your plan's own allowance for the month is used up, so they are never wasted while your plan still covers you.",
  },
  {
    question: 'How do bootcamp passes work?',
    answer:
      'A weekly pass opens every bootcamp week for 7 days; buying another adds 7 more days after the current pass ends. The lifetime pass never ends. Max includes the full bootcamp too.',
  },
];

/** Questions students ask before paying; native disclosure widgets, so keyboard and screen readers work. */
export function BillingFaq() {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {FAQ.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-sm text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
