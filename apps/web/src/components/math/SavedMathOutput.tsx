import { Badge } from '../ui/Badge';
import { ConfidenceBadge } from './Confidence';
import { taskLabel } from './labels';
import { FinalAnswer, StepList } from './StepList';
import type { SavedMath } from './savedMath';
import { Tex } from './Tex';
import { ValidationPanel } from './ValidationPanel';

/** A solved problem in the library: the problem, the same step list as the math page, and its check. */
export function SavedMathOutput({ math }: { math: SavedMath }) {
  return (
    <div className="space-y-5">
      <section>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">Problem</h3>
          {math.topic ? <Badge tone="indigo">{taskLabel(math.topic)}</Badge> : null}
          {math.confidence !== null ? <ConfidenceBadge confidence={math.confidence} /> : null}
        </div>
        {math.latex ? (
          <Tex latex={math.latex} block className="mt-2 rounded-lg bg-slate-50 px-3 py-2" />
        ) : (
          <p className="mt-2 font-mono text-slate-800">{math.problemText}</p>
        )}
      </section>
      <section>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">Solution</h3>
          {math.source ? <p className="text-xs text-slate-600">Solved by {math.source}</p> : null}
        </div>
        <StepList steps={math.steps} />
        <FinalAnswer answer={math.finalAnswer} />
      </section>
      {math.validation ? <ValidationPanel validation={math.validation} headingLevel={3} /> : null}
    </div>
  );
}
