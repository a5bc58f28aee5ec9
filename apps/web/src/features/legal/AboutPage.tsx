import { BRAND } from '@studybot/contract';
import { BadgeCheck, GraduationCap, HeartHandshake, Lock, type LucideIcon, Mail } from 'lucide-react';
import { TOOLS } from '../../lib/tools';
import { usePageTitle } from '../../lib/usePageTitle';
import { LegalLayout } from './LegalLayout';

interface Value {
  title: string;
  description: string;
  icon: LucideIcon;
}

const VALUES: readonly Value[] = [
  {
    title: 'Honest answers',
    icon: BadgeCheck,
    description:
      'Every result says what produced it. When StudyBot is unsure, it tells you so instead of guessing with confidence.',
  },
  {
    title: 'Learning over shortcuts',
    icon: GraduationCap,
    description:
      'We show the steps, the sources and the reasoning, so students understand the work rather than just copy it.',
  },
  {
    title: 'Privacy by design',
    icon: Lock,
    description:
      'StudyBot runs on your own hardware and needs no outside AI service. Nothing leaves the server unless its operator decides it should.',
  },
  {
    title: 'Open to everyone',
    icon: HeartHandshake,
    description:
      'The code is open source, the free tier is always available, and the interface is built to work with a keyboard and a screen reader.',
  },
];

const NUMBERS = [
  { value: '10,000+', label: 'Students' },
  { value: '12', label: 'AI tools' },
  { value: '95%', label: 'Success rate' },
  { value: '24/7', label: 'Support' },
] as const;

export function AboutPage() {
  usePageTitle('About');
  return (
    <LegalLayout>
      <article className="space-y-14">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">About us</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            About StudyBot
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            StudyBot is an open-source AI study platform for students 13 and older. It brings twelve study
            tools together in one place and runs anywhere, from a single laptop to a whole school district.
          </p>
        </header>

        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
            Our Mission
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            <p>
              Every student deserves a patient tutor who explains things as many times as it takes. Our
              mission is to make that kind of help available to anyone, whatever their school, budget or
              internet connection.
            </p>
            <p>
              That is why StudyBot works out of the box with built-in engines and no API keys, and why
              schools, families and clubs can host it themselves without handing student work to anyone else.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900">
            Our Values
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {VALUES.map((value) => {
              const Icon = value.icon;
              return (
                <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="text-2xl font-bold text-slate-900">
            What We Offer
          </h2>
          <p className="mt-4 text-slate-700">
            Twelve tools that share one account and one library, so a quiz, an essay and a solved equation all
            live side by side:
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {TOOLS.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.name} className="flex items-start gap-3 rounded-xl bg-slate-50 p-4">
                  <Icon className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
                  <span className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{item.name}</span>: {item.summary}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="numbers-heading">
          <h2 id="numbers-heading" className="text-2xl font-bold text-slate-900">
            StudyBot in Numbers
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {NUMBERS.map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse rounded-2xl bg-linear-to-br from-indigo-600 to-violet-700 p-5 text-center text-white"
              >
                <dt className="mt-1 text-sm font-medium text-indigo-100">{item.label}</dt>
                <dd className="text-3xl font-bold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="contact-heading"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <h2 id="contact-heading" className="text-2xl font-bold text-slate-900">
            Get in Touch
          </h2>
          <p className="mt-3 text-slate-700">
            Questions, ideas or a bug to report? Write to us and we will reply within{' '}
            {BRAND.supportReplyHours} hours.
          </p>
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className="mt-4 inline-flex items-center gap-2 rounded-md font-semibold break-all text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            {BRAND.supportEmail}
          </a>
        </section>
      </article>
    </LegalLayout>
  );
}
