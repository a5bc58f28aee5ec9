import { BadgeCheck, type LucideIcon, Quote, Server, WifiOff } from 'lucide-react';
import { container } from './styles';

interface Standout {
  title: string;
  description: string;
  icon: LucideIcon;
}

const STANDOUTS: readonly Standout[] = [
  {
    title: 'Works offline, no API keys',
    icon: WifiOff,
    description:
      'Every tool runs on built-in engines from the first start. Connecting an AI provider later is optional, never required.',
  },
  {
    title: 'Yours to host',
    icon: Server,
    description:
      'StudyBot is open source. Run it on a laptop, a school server or the cloud, and your students’ work stays where you put it.',
  },
  {
    title: 'Shows its sources',
    icon: Quote,
    description:
      'Each answer says what produced it, and study material is built from your own notes and bundled references instead of invented facts.',
  },
  {
    title: 'Verified math answers',
    icon: BadgeCheck,
    description:
      'Solutions are checked by putting the answer back into the problem, and shaky readings of a photo are flagged for you to confirm.',
  },
];

export function Standouts() {
  return (
    <section aria-labelledby="standouts-heading" className="bg-slate-900 py-16 text-white sm:py-24">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="standouts-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Built to be trusted
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            A study tool should help you learn, not hand you confident guesses. Here is what makes StudyBot
            different.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STANDOUTS.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-500/20 text-indigo-200">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-300">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
