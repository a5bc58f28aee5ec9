import type { MathCheckResponse, MathSolveResponse } from '@studybot/contract';

/** `2x+3=11` solved and verified (x = 4), as POST /api/generate/math-tutor answers it. */
export function makeSolve(overrides: Partial<MathSolveResponse> = {}): MathSolveResponse {
  return {
    mode: 'solve',
    project_id: 'math-1',
    problem_text: '2x+3=11',
    latex: '2 \\cdot x + 3 = 11',
    display_latex: '2x + 3 = 11',
    task_type: 'linear_equation',
    assumptions: [],
    read_from: 'typed',
    needs_confirmation: false,
    solution: {
      steps: [
        {
          hint: 'Subtract 3 from both sides',
          explanation: '2x + 3 - 3 = 11 - 3',
          latex: '2x = 8',
        },
        { hint: 'Divide both sides by 2', explanation: '2x / 2 = 8 / 2', latex: 'x = \\frac{8}{2}' },
        { hint: 'Simplify', explanation: '8 / 2 = 4' },
      ],
      final_answer: { text: 'x = 4', latex: 'x = 4' },
    },
    source: 'studybot+nerdamer',
    confidence: 0.95,
    validation: { ok: true, notes: ['Substituting x = 4 makes both sides equal.'] },
    ...overrides,
  };
}

/** `2x+3=11` worked as 2x=14, x=7: the first step after the problem is wrong. */
export function makeCheck(overrides: Partial<MathCheckResponse> = {}): MathCheckResponse {
  return {
    mode: 'check',
    task_type: 'linear_equation',
    lines: [
      { text: '2x+3=11', latex: '2x+3=11', status: 'start' },
      {
        text: '2x=14',
        latex: '2x=14',
        status: 'wrong',
        mistake: 'sign_error',
        hint: 'Moving +3 to the other side makes it -3: 11 - 3 = 8.',
      },
      { text: 'x=7', latex: 'x=7', status: 'unchecked' },
    ],
    first_error: 1,
    finished: false,
    summary: 'Your first step adds 3 instead of subtracting it.',
    ...overrides,
  };
}
