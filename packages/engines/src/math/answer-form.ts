// The final answer in the form a teacher writes it, for every solver at once: each expression in the
// answer's text is tidied (present.ts) and its LaTeX rebuilt from the tidy text. The text stays in the
// answer format of types.ts, so a tidied answer must pass the same re-check as the original.
import { texOf, tidyText } from './present.ts';
import type { Check, Reading, Solution, TaskType } from './types.ts';

const WORDS = new Set(['no solution', 'all real numbers', 'infinitely many solutions', 'does not exist']);

const EQUATIONS = new Set<TaskType>([
  'linear_equation',
  'quadratic_equation',
  'polynomial_equation',
  'exponential_equation',
]);

interface Form {
  text: string;
  /** null: keep the solver's LaTeX (inequalities are shown in interval notation). */
  latex: string | null;
  /** Each expression that changed, as it was and as it is now. */
  changes: [string, string][];
}

/** Tidies one expression of an answer, noting the change. */
function tidier(changes: [string, string][]) {
  return (expr: string): string => {
    const neat = tidyText(expr);
    if (neat !== expr) changes.push([expr, neat]);
    return neat;
  };
}

/** "x = r1 or x = r2" and "x = 3, y = 2": each value tidied. */
function assignments(text: string, separator: string, texSeparator: string): Form {
  const changes: [string, string][] = [];
  const neat = tidier(changes);
  const parts = text.split(separator).map((part) => {
    const m = /^([a-z])\s*=\s*(.+)$/.exec(part.trim());
    return m ? { v: m[1]!, value: neat(m[2]!) } : null;
  });
  if (parts.some((p) => p === null)) return { text, latex: null, changes: [] };
  return {
    text: parts.map((p) => `${p!.v} = ${p!.value}`).join(separator),
    latex: parts.map((p) => `${p!.v} = ${texOf(p!.value)}`).join(texSeparator),
    changes,
  };
}

/** "-2 <= x < 1-sqrt(2)/2 or x > 3": every bound tidied; the interval LaTeX stays the solver's. */
function inequality(text: string): Form {
  const changes: [string, string][] = [];
  const neat = tidier(changes);
  const tidied = text
    .split(' or ')
    .map((part) =>
      part
        .split(/\s+(<=|>=|<|>|=)\s+/)
        .map((piece, i) => (i % 2 === 1 ? ` ${piece} ` : /^[a-z]$/.test(piece) ? piece : neat(piece)))
        .join(''),
    )
    .join(' or ');
  return { text: tidied, latex: null, changes };
}

function form(task: TaskType, text: string): Form {
  if (WORDS.has(text) || /^-?Infinity$/.test(text)) return { text, latex: null, changes: [] };
  if (EQUATIONS.has(task)) return assignments(text, ' or ', ' \\text{ or } ');
  if (task === 'system_of_equations') return assignments(text, ', ', ',\\; ');
  if (task === 'linear_inequality' || task === 'quadratic_inequality') return inequality(text);
  const changes: [string, string][] = [];
  const neat = tidier(changes);
  if (task === 'indefinite_integral' && text.endsWith(' + C')) {
    const f = neat(text.slice(0, -' + C'.length));
    return { text: `${f} + C`, latex: `${texOf(f)} + C`, changes };
  }
  const value = neat(text);
  return { text: value, latex: texOf(value), changes };
}

/** Replace each changed expression where it stands alone in a sentence (not inside a longer one). */
function rewrite(sentence: string, changes: [string, string][]): string {
  let out = sentence;
  for (const [was, now] of changes) {
    if (was.length < 3) continue;
    const escaped = was.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\w.^*/+-])${escaped}(?![\\w.(^*/])`, 'g'), now);
  }
  return out;
}

/**
 * The solution with its final answer in tidy form. `recheck` re-checks an answer text from scratch; a
 * tidy text that fails it (when the original passed) is not used.
 */
export function presentAnswer(
  reading: Reading,
  solution: Solution,
  recheck: (text: string) => Check,
): Solution {
  const old = solution.final_answer;
  const neat = form(reading.task_type, old.text);
  const textChanged = neat.text !== old.text;
  if (textChanged && solution.validation.ok && !recheck(neat.text).ok) return solution;
  // A percent answer's LaTeX ends with a percent sign that its text does not have.
  const latex = neat.latex === null ? old.latex : old.latex.endsWith('\\%') ? `${neat.latex}\\%` : neat.latex;
  const answer = { text: neat.text, latex };
  const steps = solution.steps.map((step) => ({
    ...step,
    explanation: rewrite(step.explanation, neat.changes),
    ...(step.latex === old.latex ? { latex: answer.latex } : {}),
  }));
  const notes = solution.validation.notes.map((note) => rewrite(note, neat.changes));
  return { ...solution, steps, final_answer: answer, validation: { ...solution.validation, notes } };
}
