import { z } from 'zod';

/** Longest typed problem the tutor reads. */
export const MAX_PROBLEM_CHARS = 2000;

/** What the math tutor can be asked (issue 5); every one is read, not all are solved yet. */
export const MATH_TASK_TYPES = [
  'arithmetic',
  'fractions',
  'percent',
  'simplify',
  'expand',
  'factor',
  'linear_equation',
  'quadratic_equation',
  'polynomial_equation',
  'system_of_equations',
  'linear_inequality',
  'quadratic_inequality',
  'exponential_equation',
  'derivative',
  'indefinite_integral',
  'definite_integral',
  'limit',
] as const;
export const MathTaskType = z.enum(MATH_TASK_TYPES);
export type MathTaskType = z.infer<typeof MathTaskType>;

export const MATH_MODES = ['solve', 'check'] as const;
/** The math form's `mode` field: solve the problem, or check the student's working. */
export const MathMode = z.enum(MATH_MODES);
export type MathMode = z.infer<typeof MathMode>;
export const MATH_SOLVE_FAILED = 'Math solving failed. Please try again.';
export const MATH_INPUT_REQUIRED = 'Enter a math problem or attach a photo of one';
export const MATH_NOT_READ =
  'This does not look like a math problem I can read. Try writing it like 2x+3=11 or \\frac{3}{4}+\\frac{1}{6}.';

export const MathStep = z.object({
  hint: z.string(),
  explanation: z.string(),
  latex: z.string().optional(),
});
export type MathStep = z.infer<typeof MathStep>;

export const MathFinalAnswer = z.object({ text: z.string(), latex: z.string() });

export const MATH_READ_FROM = ['typed', 'photo', 'words'] as const;
export type MathReadFrom = (typeof MATH_READ_FROM)[number];

/** A photo read with less certainty than this is shown for the student to confirm or edit before it is solved. */
export const MATH_CONFIRM_BELOW = 0.8;

export const MATH_CONFIRM_NOTE =
  'Not solved yet: check that I read your photo right, then solve it or edit it.';

export const MathAssumption = z.object({ text: z.string(), choice: z.string(), alternative: z.string() });
export type MathAssumption = z.infer<typeof MathAssumption>;

/** POST /api/generate/math-tutor (multipart: user_input or image, mode). */
export const MathSolveResponse = z.object({
  mode: z.literal('solve'),
  project_id: z.string(),
  /** The problem as plain text: what was typed, or what was read from the photo (the text Edit starts from). */
  problem_text: z.string(),
  /** The reading, as LaTeX; display_latex is what the student wrote, rendered. */
  latex: z.string(),
  display_latex: z.string(),
  task_type: MathTaskType,
  /**
   * Beyond the spec: choices the reading made that the student may not have meant (log read as ln),
   * each with the problem written the other way, to solve instead.
   */
  assumptions: z.array(MathAssumption).default([]),
  /** Beyond the spec: where the problem came from; a photo or a word problem is checked as read, and says so. */
  read_from: z.enum(MATH_READ_FROM).default('typed'),
  /**
   * Beyond the spec: a photo read with less certainty than MATH_CONFIRM_BELOW is not solved; the
   * student confirms or edits the reading first (solution and validation are then empty and not ok).
   */
  needs_confirmation: z.boolean().default(false),
  solution: z.object({ steps: z.array(MathStep), final_answer: MathFinalAnswer }),
  /** Which engines produced the steps and answer, e.g. 'studybot+nerdamer'. */
  source: z.string(),
  /** 0–1: reading certainty times verification. */
  confidence: z.number(),
  validation: z.object({ ok: z.boolean(), notes: z.array(z.string()) }),
});
export type MathSolveResponse = z.infer<typeof MathSolveResponse>;

/** Check mode: user_input is the problem on the first line, then one step of working per line. */
export const MATH_CHECK_MAX_LINES = 30;
export const MATH_CHECK_MAX_LINE_CHARS = 300;
export const MATH_CHECK_INPUT_REQUIRED =
  'Enter the problem on the first line and your working below it, one step per line';

/** One line of a student's own working, as judged by check mode. */
export const MATH_LINE_STATUSES = ['start', 'correct', 'wrong', 'unreadable', 'unchecked'] as const;
export const MATH_MISTAKES = ['sign_error', 'dropped_term', 'wrong_rule', 'arithmetic', 'other'] as const;
export const MathCheckLine = z.object({
  /** The line as the student wrote it. */
  text: z.string(),
  latex: z.string(),
  /** 'start' is the problem itself; lines after the first wrong one are 'unchecked'. */
  status: z.enum(MATH_LINE_STATUSES),
  mistake: z.enum(MATH_MISTAKES).optional(),
  /** What went wrong and how to look for it; present on the wrong or unreadable line. */
  hint: z.string().optional(),
});
export type MathCheckLine = z.infer<typeof MathCheckLine>;

/** POST /api/generate/math-tutor with mode 'check': user_input holds the problem, then one line of working per line. */
export const MathCheckResponse = z.object({
  mode: z.literal('check'),
  task_type: MathTaskType,
  lines: z.array(MathCheckLine),
  /** Index into lines of the first wrong or unreadable line; null when every line follows. */
  first_error: z.number().int().nullable(),
  /** True when every line follows and the last line is a solved answer that the CAS confirms. */
  finished: z.boolean(),
  summary: z.string(),
});
export type MathCheckResponse = z.infer<typeof MathCheckResponse>;

/** What POST /api/generate/math-tutor answers: a worked solution, or a check of the student's working. */
export const MathTutorResponse = z.discriminatedUnion('mode', [MathSolveResponse, MathCheckResponse]);
export type MathTutorResponse = z.infer<typeof MathTutorResponse>;
