// Fresh practice problems for a math drill: each one is built backwards from a neat answer (integer
// roots, reduced fractions, whole-number percentages), typed the way a student would type it, so the
// math engine's checkWork can grade the student's answer line against the problem.
import type { MathTaskType } from '@studybot/contract';

export interface GeneratedMathProblem {
  /** What the student reads and what the checker gets as line 1, typed the way a student types (plain text, e.g. "3x + 5 = 20" or "x^2 - 5x + 6 = 0" or "2/3 + 1/4"). */
  text: string;
  /** The same problem as LaTeX for display. */
  latex: string;
  /** A correct final answer written the way a student would type it as their last line of working, e.g. "x = 5", "x = 2 or x = 3", "11/12", "(x+2)(x-3)", "6x + 2". */
  answer: string;
}

type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
/** A whole number in lo..hi (lo ≥ 1), with a random sign. */
const signedInt = (rng: Rng, lo: number, hi: number) => (rng() < 0.5 ? -1 : 1) * int(rng, lo, hi);

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/**
 * Terms joined as a student writes them: "3x^2 - x + 5", never "+ -3", "1x" or "0x". Each term is
 * [coefficient, letters]; letters '' is a constant.
 */
function sum(terms: [number, string][]): string {
  let out = '';
  for (const [c, body] of terms) {
    if (c === 0) continue;
    const size = Math.abs(c);
    const shown = body && size === 1 ? body : `${size}${body}`;
    if (!out) out = c < 0 ? `-${shown}` : shown;
    else out += c < 0 ? ` - ${shown}` : ` + ${shown}`;
  }
  return out || '0';
}

/** A polynomial in x from its coefficients, index = power. */
function poly(coeffs: number[]): string {
  const terms: [number, string][] = [];
  for (let p = coeffs.length - 1; p >= 0; p--)
    terms.push([coeffs[p] ?? 0, p === 0 ? '' : p === 1 ? 'x' : `x^${p}`]);
  return sum(terms);
}

/** (ax + b)(cx + d) multiplied out, as coefficients by power. */
const times = (a: number, b: number, c: number, d: number) => [b * d, a * d + b * c, a * c];

/** ax + b in brackets: "(x - 3)", "(2x + 5)". */
const bracket = (a: number, b: number) =>
  `(${sum([
    [a, 'x'],
    [b, ''],
  ])})`;

/** The generator's own plain text as LaTeX: fractions, ×, ≤/≥, %. */
function tex(text: string): string {
  return text
    .replace(/(\d+)\/(\d+)/g, '\\frac{$1}{$2}')
    .replace(/ \* /g, ' \\times ')
    .replace(/<=/g, '\\le')
    .replace(/>=/g, '\\ge')
    .replace(/%/g, '\\%');
}

type Maker = (rng: Rng) => GeneratedMathProblem;

const plain = (text: string, answer: string): GeneratedMathProblem => ({ text, latex: tex(text), answer });

/** "expand …", "factor …", "simplify …": the command word is plain text in the LaTeX. */
const command = (verb: string, math: string, answer: string): GeneratedMathProblem => ({
  text: `${verb} ${math}`,
  latex: `\\text{${verb} } ${tex(math)}`,
  answer,
});

function arithmetic(rng: Rng): GeneratedMathProblem {
  const a = int(rng, 2, 20);
  const b = int(rng, 2, 9);
  const c = int(rng, 2, 9);
  const d = int(rng, 2, 12);
  switch (int(rng, 0, 4)) {
    case 0:
      return plain(`${a} + ${b} * ${c}`, `${a + b * c}`);
    case 1:
      return plain(`${b} * ${c} - ${a}`, `${b * c - a}`);
    case 2:
      return plain(`(${a} + ${b}) * ${c} - ${d}`, `${(a + b) * c - d}`);
    case 3: {
      const e = d === c ? d + 1 : d;
      return plain(`${a} - ${b} * (${c} - ${e})`, `${a - b * (c - e)}`);
    }
    default:
      return plain(`${c}^2 + ${a} - ${b} * ${d}`, `${c * c + a - b * d}`);
  }
}

/** A proper fraction in lowest terms with denominator 2..12. */
function fraction(rng: Rng): [number, number] {
  const den = int(rng, 2, 12);
  let num = int(rng, 1, den - 1);
  while (gcd(num, den) !== 1) num = int(rng, 1, den - 1);
  return [num, den];
}

function fractions(rng: Rng): GeneratedMathProblem {
  const [a, b] = fraction(rng);
  const [c, d] = fraction(rng);
  // No division: the engine reads "2/3 ÷ 4/9" left to right, as ((2/3)/4)/9.
  const op = pick(rng, ['+', '-', '*'] as const);
  let num = op === '+' ? a * d + c * b : op === '-' ? a * d - c * b : a * c;
  let den = b * d;
  // A zero difference (3/7 - 3/7) makes a dull drill.
  if (num === 0) return fractions(rng);
  const g = gcd(num, den);
  num /= g;
  den /= g;
  return plain(`${a}/${b} ${op} ${c}/${d}`, den === 1 ? `${num}` : `${num}/${den}`);
}

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80, 90, 120, 150] as const;

function percent(rng: Rng): GeneratedMathProblem {
  const p = pick(rng, PERCENTS);
  // Any multiple of this base makes p% of it a whole number.
  const step = 100 / gcd(p, 100);
  const whole = step * int(rng, Math.max(1, Math.ceil(20 / step)), Math.max(2, Math.floor(400 / step)));
  return {
    text: `${p}% of ${whole}`,
    latex: `${p}\\% \\text{ of } ${whole}`,
    answer: `${(p * whole) / 100}`,
  };
}

function linearEquation(rng: Rng): GeneratedMathProblem {
  const x = signedInt(rng, 1, 9);
  const a = signedInt(rng, 2, 9);
  const b = signedInt(rng, 1, 15);
  const answer = `x = ${x}`;
  switch (int(rng, 0, 3)) {
    case 0:
      return plain(
        `${sum([
          [a, 'x'],
          [b, ''],
        ])} = ${a * x + b}`,
        answer,
      );
    case 1: {
      const p = int(rng, 2, 9);
      const q = int(rng, 2, 9);
      const [left, right] = p === q ? [p + 1, q] : [p, q];
      return plain(
        `${sum([
          [left, 'x'],
          [b, ''],
        ])} = ${sum([
          [right, 'x'],
          [(left - right) * x + b, ''],
        ])}`,
        answer,
      );
    }
    case 2: {
      const k = int(rng, 2, 6);
      return plain(`${k}${bracket(1, b)} = ${k * (x + b)}`, answer);
    }
    default: {
      const c = int(rng, 2, 20);
      const m = int(rng, 2, 9);
      return plain(`${c} - ${m}x = ${c - m * x}`, answer);
    }
  }
}

function expand(rng: Rng): GeneratedMathProblem {
  const p = signedInt(rng, 1, 9);
  const q = signedInt(rng, 1, 9);
  switch (int(rng, 0, 3)) {
    case 0:
      return command('expand', `${bracket(1, p)}${bracket(1, q)}`, poly(times(1, p, 1, q)));
    case 1: {
      const a = int(rng, 2, 5);
      return command('expand', `${bracket(a, p)}${bracket(1, q)}`, poly(times(a, p, 1, q)));
    }
    case 2:
      return command('expand', `${bracket(1, p)}^2`, poly(times(1, p, 1, p)));
    default: {
      const k = signedInt(rng, 2, 6);
      return command('expand', `${k}x${bracket(1, p)}`, poly(times(k, 0, 1, p)));
    }
  }
}

function factor(rng: Rng): GeneratedMathProblem {
  const p = signedInt(rng, 1, 9);
  let q = signedInt(rng, 1, 9);
  if (q === p) q = -p;
  switch (int(rng, 0, 3)) {
    case 0:
    case 1:
      return command('factor', poly(times(1, p, 1, q)), `${bracket(1, p)}${bracket(1, q)}`);
    case 2: {
      const k = int(rng, 2, 5);
      const expanded = times(1, p, 1, q).map((c) => k * c);
      return command('factor', poly(expanded), `${k}${bracket(1, p)}${bracket(1, q)}`);
    }
    default:
      return command('factor', poly(times(1, p, 1, p)), `${bracket(1, p)}^2`);
  }
}

function quadraticEquation(rng: Rng): GeneratedMathProblem {
  const r = signedInt(rng, 1, 9);
  let s = signedInt(rng, 1, 9);
  if (s === r) s = -r;
  const [lo, hi] = r < s ? [r, s] : [s, r];
  const answer = `x = ${lo} or x = ${hi}`;
  const monic = times(1, -r, 1, -s);
  switch (int(rng, 0, 3)) {
    case 0:
    case 1:
      return plain(`${poly(monic)} = 0`, answer);
    case 2: {
      const k = int(rng, 2, 3);
      return plain(`${poly(monic.map((c) => k * c))} = 0`, answer);
    }
    default:
      // x^2 = (r + s)x - rs
      return plain(`x^2 = ${poly([-monic[0]!, -monic[1]!])}`, answer);
  }
}

/**
 * Like terms to collect. The two coefficients of the answer share no factor: the checker compares the
 * number of terms with the CAS's simplest form, which writes 5x + 15 as 5(x + 3).
 */
function simplify(rng: Rng): GeneratedMathProblem {
  const a = int(rng, 2, 9);
  const b = signedInt(rng, 1, 9);
  const c = signedInt(rng, 2, 9);
  const d = signedInt(rng, 1, 9);
  let math: string;
  let answer: [number, string][];
  switch (int(rng, 0, 2)) {
    case 0:
      math = sum([
        [a, 'x'],
        [b, ''],
        [c, 'x'],
        [d, ''],
      ]);
      answer = [
        [a + c, 'x'],
        [b + d, ''],
      ];
      break;
    case 1: {
      const k = int(rng, 2, 5);
      const m = signedInt(rng, 2, 5);
      math = `${k}${bracket(1, b)} ${m < 0 ? '-' : '+'} ${Math.abs(m)}${bracket(1, d)}`;
      answer = [
        [k + m, 'x'],
        [k * b + m * d, ''],
      ];
      break;
    }
    default:
      math = sum([
        [a, 'x'],
        [b, 'y'],
        [c, 'x'],
        [d, 'y'],
      ]);
      answer = [
        [a + c, 'x'],
        [b + d, 'y'],
      ];
  }
  const [[p], [q]] = answer as [[number, string], [number, string]];
  if (p === 0 || q === 0 || gcd(p, q) !== 1) return simplify(rng);
  return command('simplify', math, sum(answer));
}

const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

function linearInequality(rng: Rng): GeneratedMathProblem {
  const x = signedInt(rng, 1, 9);
  const op = pick(rng, ['<', '<=', '>', '>='] as const);
  const b = signedInt(rng, 1, 15);
  // With a the net coefficient of x: ax + b op ax₀ + b, so x op x₀, flipped when a < 0.
  const solved = (a: number) => `x ${a < 0 ? FLIP[op] : op} ${x}`;
  if (rng() < 0.6) {
    const a = signedInt(rng, 2, 9);
    return plain(
      `${sum([
        [a, 'x'],
        [b, ''],
      ])} ${op} ${a * x + b}`,
      solved(a),
    );
  }
  const p = int(rng, 2, 9);
  let q = int(rng, 2, 9);
  if (q === p) q = p + 1;
  const right = sum([
    [q, 'x'],
    [(p - q) * x + b, ''],
  ]);
  return plain(
    `${sum([
      [p, 'x'],
      [b, ''],
    ])} ${op} ${right}`,
    solved(p - q),
  );
}

function derivative(rng: Rng): GeneratedMathProblem {
  const degree = int(rng, 2, 4);
  const coeffs = Array.from({ length: degree + 1 }, (_, p) =>
    p === degree ? signedInt(rng, 1, 9) : rng() < 0.3 ? 0 : signedInt(rng, 1, 9),
  );
  const derived = coeffs.slice(1).map((c, i) => c * (i + 1));
  const body = poly(coeffs);
  return {
    text: `d/dx ${body}`,
    latex: `\\frac{d}{dx}\\left(${body}\\right)`,
    answer: poly(derived),
  };
}

/** Coefficients whose antiderivative has whole coefficients: multiples of power + 1. */
function definiteIntegral(rng: Rng): GeneratedMathProblem {
  const degree = int(rng, 1, 3);
  const coeffs = Array.from({ length: degree + 1 }, (_, p) =>
    p === degree || rng() < 0.6 ? (p + 1) * signedInt(rng, 1, p === 3 ? 2 : 3) : 0,
  );
  const lo = int(rng, -3, 2);
  const hi = lo + int(rng, 1, 3);
  const antiderivative = (t: number) => coeffs.reduce((acc, c, p) => acc + (c / (p + 1)) * t ** (p + 1), 0);
  const value = antiderivative(hi) - antiderivative(lo);
  const body = poly(coeffs);
  return {
    text: `integrate ${body} from ${lo} to ${hi} dx`,
    latex: `\\int_{${lo}}^{${hi}} \\left(${body}\\right)\\,dx`,
    answer: `${value}`,
  };
}

const MAKERS: Partial<Record<MathTaskType, Maker>> = {
  arithmetic,
  fractions,
  percent,
  linear_equation: linearEquation,
  expand,
  factor,
  quadratic_equation: quadraticEquation,
  simplify,
  linear_inequality: linearInequality,
  derivative,
  definite_integral: definiteIntegral,
};

/** task types from MATH_TASK_TYPES in @studybot/contract that this generator covers */
export const GENERATED_TASK_TYPES: readonly MathTaskType[] = Object.keys(MAKERS) as MathTaskType[];

/** n distinct problems of that task type; deterministic for a given seed (use a small seeded PRNG, e.g. mulberry32). Returns [] for task types it does not cover. */
export function generateMathProblems(
  taskType: MathTaskType,
  n: number,
  seed: number,
): GeneratedMathProblem[] {
  const make = MAKERS[taskType];
  if (!make) return [];
  const rng = mulberry32(seed);
  const seen = new Set<string>();
  const out: GeneratedMathProblem[] = [];
  // Every maker has hundreds of distinct problems; the cap only guards against a huge n.
  for (let tries = 0; out.length < n && tries < n * 50 + 100; tries++) {
    const problem = make(rng);
    if (seen.has(problem.text)) continue;
    seen.add(problem.text);
    out.push(problem);
  }
  return out;
}
