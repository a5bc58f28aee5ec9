import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';

/** A tool of the Create Hub that is not available yet. */
export function ComingSoon({ tool, description }: { tool: string; description: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center">
      <div aria-hidden="true" className="mb-3 rounded-full bg-amber-50 p-3 text-amber-700">
        <Construction className="size-7" />
      </div>
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">{tool}</p>
      <h2 className="mt-1 text-xl font-semibold text-slate-900">Coming Soon</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{description}</p>
      <p className="mt-4 text-sm text-slate-600">Meanwhile, you can make a quiz or flashcards.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/create?tab=quiz" className={buttonClasses('secondary', 'sm')}>
          Make a quiz
        </Link>
        <Link to="/create?tab=flashcards" className={buttonClasses('secondary', 'sm')}>
          Make flashcards
        </Link>
      </div>
    </div>
  );
}
