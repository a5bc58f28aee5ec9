import type { MathSolveResponse } from '@studybot/contract';
import { taskLabel } from '../../components/math/labels';
import { FinalAnswer, StepList } from '../../components/math/StepList';
import { Tex } from '../../components/math/Tex';
import { ValidationPanel } from '../../components/math/ValidationPanel';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { SavedToLibrary } from '../../components/ui/SavedToLibrary';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { ReadingPanel } from './ReadingPanel';

/** A solved problem: the reading, the parsed expression, the worked solution and its validation. */
export function SolveResult({
  answer,
  onResolve,
}: {
  answer: MathSolveResponse;
  onResolve(text: string): void;
}) {
  const top = useRevealOnMount<HTMLDivElement>();
  // An uncertain photo reading: only the reading, to confirm or edit; nothing was solved or checked.
  if (answer.needs_confirmation)
    return (
      <div ref={top} className="scroll-mt-24 space-y-4">
        <ReadingPanel key={`confirm-${answer.problem_text}`} answer={answer} onResolve={onResolve} />
      </div>
    );
  return (
    <div ref={top} className="scroll-mt-24 space-y-4">
      <SavedToLibrary />
      <ReadingPanel key={answer.project_id} answer={answer} onResolve={onResolve} />

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Parsed Expression</h2>
          <Badge tone="indigo">{taskLabel(answer.task_type)}</Badge>
        </div>
        <Tex latex={answer.latex} block className="mt-3" />
      </Card>

      <Card className="p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Solution</h2>
          <p className="text-xs text-slate-600">Solved by {answer.source}</p>
        </div>
        <StepList steps={answer.solution.steps} />
        <FinalAnswer answer={answer.solution.final_answer} />
      </Card>

      <ValidationPanel validation={answer.validation} />
    </div>
  );
}
