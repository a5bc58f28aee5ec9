// Check mode: the student writes the problem, then their own working one step per line. Each line is
// tested against the last line that checked out — same solution set for equations and inequalities,
// same value for expressions, the right derivative or antiderivative for calculus — and the first
// wrong line gets a diagnosis (diagnose.ts). Everything is decided numerically or with the CAS; a line
// we cannot decide is said to be unchecked, never guessed.
import { type Ending, ending } from './check-ending.ts';
import { escapeLatex, MAX_LINE_CHARS, readWorkLine, type WorkLine } from './check-lines.ts';
import { ALL, type Context } from './check-statements.ts';
import type { Kind, Plan } from './check-targets.ts';
import { targetFor } from './check-targets.ts';
import type { Scope } from './check-values.ts';
import { type Diagnosis, diagnose, type Mistake } from './diagnose.ts';
import { readProblem } from './read.ts';
import { letterNames } from './tree.ts';
import type { Reading, TaskType } from './types.ts';

export type { Mistake };
export type LineStatus = 'start' | 'correct' | 'wrong' | 'unreadable' | 'unchecked';

/** One line as judged; maps 1:1 onto the contract's MathCheckLine. */
export interface CheckedLine {
  text: string;
  latex: string;
  status: LineStatus;
  mistake?: Mistake;
  hint?: string;
}

/** The whole check; the contract's MathCheckResponse without `mode`. */
export interface WorkCheck {
  task_type: TaskType;
  lines: CheckedLine[];
  first_error: number | null;
  finished: boolean;
  summary: string;
}

export class CannotCheckError extends Error {
  override name = 'CannotCheckError';
  /** True when the problem line itself could not be read. */
  constructor(
    message: string,
    readonly unreadable = false,
  ) {
    super(message);
  }
}

export const MAX_WORK_LINES = 30;
export { MAX_LINE_CHARS };

const OTHER: Diagnosis = {
  mistake: 'other',
  hint: 'This line is not equivalent to the one before it; check the operation you applied.',
};
const UNVERIFIED_HINT =
  'I could not check this step automatically, so the next line is compared with the last line I could check.';

const TASK_NAMES: Partial<Record<TaskType, string>> = {
  system_of_equations: 'systems of equations',
  limit: 'limits',
};

/** What the problem is and what its first step is checked against; exported for tests. */
export function planFor(reading: Reading): Plan {
  const v = reading.variable ?? 'x';
  const calculus = /^(?:diff|integrate|defint)\((.*)\)$/.exec(reading.expression);
  const args = calculus?.[1]?.split(', ') ?? [];
  const kindByTask: Partial<Record<TaskType, Kind>> = {
    linear_equation: 'equation',
    quadratic_equation: 'equation',
    polynomial_equation: 'equation',
    exponential_equation: 'equation',
    linear_inequality: 'inequality',
    quadratic_inequality: 'inequality',
    arithmetic: 'expression',
    fractions: 'expression',
    percent: 'expression',
    simplify: 'expression',
    expand: 'expression',
    factor: 'expression',
    derivative: 'derivative',
    indefinite_integral: 'antiderivative',
    definite_integral: 'definite',
  };
  const kind = kindByTask[reading.task_type];
  if (!kind)
    throw new CannotCheckError(
      `Checking your own steps is not available for ${TASK_NAMES[reading.task_type] ?? 'this kind of problem'} yet.`,
    );
  const relational = kind === 'equation' || kind === 'inequality';
  const paramNames = letterNames(reading.expression).filter((n) => n !== v && relational);
  // Each other letter gets a fixed value of its own, so cached root sets stay valid across problems.
  const params = Object.fromEntries(
    paramNames.map((n) => [n, 0.5 + 2 * ((n.charCodeAt(0) * 0.6180339887) % 1)]),
  ) as Scope;
  const ctx: Context = { reading, v, params, problem: relational ? reading.expression : ALL };
  if (kind === 'definite') return { kind, ctx, start: args[0]!, bounds: [args[1]!, args[2]!] };
  return { kind, ctx, start: calculus ? args[0]! : reading.expression };
}

// ---------------------------------------------------------------- the check

const MISTAKE_PHRASES: Record<Mistake, string> = {
  sign_error: 'a sign error',
  dropped_term: 'a dropped term',
  wrong_rule: 'a rule applied the wrong way',
  arithmetic: 'an arithmetic slip',
  other: 'a step that does not follow',
};

function summarize(lines: CheckedLine[], firstError: number | null, end: Ending | null): string {
  // Lines are numbered as the student sees them: the problem, then step 1, step 2…
  if (firstError !== null) {
    const line = lines[firstError]!;
    const before = firstError === 1 ? 'compare it with the problem' : 'the steps before it are correct';
    if (line.status === 'unreadable') return `I could not read step ${firstError}; ${before}.`;
    return `Step ${firstError} has ${MISTAKE_PHRASES[line.mistake ?? 'other']}; ${before}.`;
  }
  const work = lines.length - 1;
  const unverified = lines.findIndex((l) => l.status === 'unchecked');
  if (unverified > 0)
    return `The steps I could check are correct, but I could not verify step ${unverified}.`;
  const all = work === 1 ? 'The 1 step is correct' : `All ${work} steps are correct`;
  if (!end) return `${all} so far; keep going until you reach the answer.`;
  return end.finished ? `${all} and ${end.phrase}.` : `${all} so far; ${end.phrase}.`;
}

interface Verdict {
  status: 'correct' | 'wrong' | 'unchecked';
  diagnosis?: Diagnosis;
}

/** Each step of a line (a = b = c) must follow the one before it. */
function judgeLine(plan: Plan, prev: string | null, line: WorkLine): Verdict {
  let ref = prev;
  for (const step of line.steps) {
    const target = targetFor(plan, ref, step);
    const ok = target ? target.follows(step) : null;
    if (ok === null) return { status: 'unchecked' };
    if (!ok) return { status: 'wrong', diagnosis: diagnose(step, target!) ?? OTHER };
    ref = step;
  }
  return { status: 'correct' };
}

/**
 * Check a student's working: `lines[0]` is the problem, each further line one step. Lines after the
 * first wrong or unreadable one are left unchecked.
 */
export function checkWork(input: string[]): WorkCheck {
  const lines = input
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .slice(0, MAX_WORK_LINES);
  const problem = lines[0];
  const reading = problem && problem.length <= MAX_LINE_CHARS ? readProblem(problem) : null;
  if (!reading) throw new CannotCheckError('the problem could not be read', true);
  const plan = planFor(reading);
  const out: CheckedLine[] = [{ text: problem!, latex: reading.latex, status: 'start' }];
  let prev: string | null = null;
  let prevLine: WorkLine | null = null;
  let firstError: number | null = null;
  for (const raw of lines.slice(1)) {
    if (firstError !== null) {
      const shown = readWorkLine(raw, plan.kind, plan.ctx.v);
      out.push({ text: raw, latex: 'error' in shown ? escapeLatex(raw) : shown.latex, status: 'unchecked' });
      continue;
    }
    const read = readWorkLine(raw, plan.kind, plan.ctx.v);
    if ('error' in read) {
      firstError = out.length;
      out.push({ text: raw, latex: escapeLatex(raw), status: 'unreadable', hint: read.error });
      continue;
    }
    const verdict = judgeLine(plan, prev, read);
    if (verdict.status === 'correct') {
      prev = read.steps.at(-1)!;
      prevLine = read;
      out.push({ text: raw, latex: read.latex, status: 'correct' });
    } else if (verdict.status === 'wrong') {
      firstError = out.length;
      out.push({ text: raw, latex: read.latex, status: 'wrong', ...verdict.diagnosis });
    } else {
      prevLine = null;
      out.push({ text: raw, latex: read.latex, status: 'unchecked', hint: UNVERIFIED_HINT });
    }
  }
  const lastVerified = firstError === null && prevLine !== null && out.at(-1)!.status === 'correct';
  const end = lastVerified ? ending(plan, prevLine!) : null;
  const unverified = out.some((l, i) => i > 0 && l.status === 'unchecked');
  return {
    task_type: reading.task_type,
    lines: out,
    first_error: firstError,
    finished: firstError === null && !unverified && (end?.finished ?? false),
    summary: summarize(out, firstError, end),
  };
}
