import { MathFinalAnswer, MathSolveResponse, MathStep } from '@studybot/contract';

/** A math_tutor project's output_data (spec part 1 §3, saved math output), as far as it could be read. */
export interface SavedMath {
  topic: string;
  problemText: string;
  latex: string;
  steps: MathStep[];
  finalAnswer: MathSolveResponse['solution']['final_answer'];
  validation: MathSolveResponse['validation'] | null;
  source: string;
  confidence: number | null;
}

/** Reads saved math output; null when it lacks the steps or the final answer. */
export function readSavedMath(data: unknown): SavedMath | null {
  if (typeof data !== 'object' || data === null) return null;
  const saved = data as Record<string, unknown>;
  const steps = MathStep.array().safeParse(saved.steps);
  const finalAnswer = MathFinalAnswer.safeParse(saved.final_answer);
  if (!steps.success || !finalAnswer.success) return null;
  const validation = MathSolveResponse.shape.validation.safeParse(saved.validation);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    topic: text(saved.topic),
    problemText: text(saved.problem_text),
    latex: text(saved.latex),
    steps: steps.data,
    finalAnswer: finalAnswer.data,
    validation: validation.success ? validation.data : null,
    source: text(saved.source),
    confidence: typeof saved.confidence === 'number' ? saved.confidence : null,
  };
}
