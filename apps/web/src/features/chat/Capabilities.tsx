import {
  BookMarked,
  BookOpen,
  Calculator,
  Image,
  ListChecks,
  type LucideIcon,
  Search,
  ShieldCheck,
  Sparkles,
  Volume2,
} from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/ui/Card';

/** What the agent can do (its tools, in the student's words). */
export const CAPABILITIES: ReadonlyArray<{ text: string; icon: LucideIcon }> = [
  { text: 'Answer from your notes and the study packs, with sources', icon: BookOpen },
  { text: 'Solve math problems step by step', icon: Calculator },
  { text: 'Make quizzes and flashcards, saved to your library', icon: ListChecks },
  { text: 'Draw diagrams, graphs and timelines', icon: Image },
  { text: 'Read text aloud', icon: Volume2 },
  { text: 'Search your library', icon: Search },
  { text: 'Check writing for plagiarism, grammar and style', icon: ShieldCheck },
  { text: 'Find sources to cite', icon: BookMarked },
];

export function Capabilities() {
  const id = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-5 text-indigo-600" />
          What I Can Do
        </h2>
        <ul className="space-y-2 text-sm text-slate-700">
          {CAPABILITIES.map(({ text, icon: Icon }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
