// Exact helpers shared by the solvers: nerdamer evaluation, roots, polynomial coefficients.
import nerdamer from 'nerdamer-prime';
import { texOf } from './present.ts';
import { CannotSolveError } from './types.ts';
import { evalComplex } from './verify.ts';

/** Exact simplified form of an expression, in nerdamer syntax. */
export const exact = (expr: string): string => nerdamer(expr).toString();

export function nerdamerRoots(equation: string, v: string): string[] {
  const out = nerdamer.solve(equation, v).toString();
  return out
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}

export function rootsAnswer(v: string, roots: string[]): { text: string; latex: string } {
  return {
    text: roots.map((r) => `${v} = ${r}`).join(' or '),
    latex: roots.map((r) => `${v} = ${texOf(r)}`).join(' \\text{ or } '),
  };
}

export function sameRoots(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const za = a.map((r) => evalComplex(r));
  const zb = b.map((r) => evalComplex(r));
  if (za.some((z) => !z) || zb.some((z) => !z)) return false;
  return za.every((x) =>
    zb.some((y) => Math.hypot(x!.re - y!.re, x!.im - y!.im) < 1e-9 * (1 + Math.hypot(x!.re, x!.im))),
  );
}

/** Exact coefficients of a polynomial of degree ≤ 2 from f(0), f(1), f(−1). */
export function quadraticCoefficients(f: string, v: string): [string, string, string] {
  const at = (x: string) => exact(nerdamer(f, { [v]: x }).toString());
  const c = at('0');
  const p = at('1');
  const m = at('-1');
  const a = exact(`(${p}+${m})/2-(${c})`);
  const b = exact(`(${p}-(${m}))/2`);
  for (const k of [a, b, c])
    if (!/^-?\d+(\/\d+)?$/.test(k)) throw new CannotSolveError(`non-numeric coefficient ${k}`);
  return [a, b, c];
}

/** a·v² + b·v + c written the way a textbook would: "2*x^2-3*x-2". */
export function standardForm(coefficients: [string, string, string], v: string): string {
  const powers = [`${v}^2`, v, ''];
  let out = '';
  coefficients.forEach((k, i) => {
    if (k === '0') return;
    const neg = k.startsWith('-');
    const mag = neg ? k.slice(1) : k;
    const body =
      powers[i] === ''
        ? mag
        : mag === '1'
          ? powers[i]
          : `${mag.includes('/') ? `(${mag})` : mag}*${powers[i]}`;
    out += neg ? `-${body}` : out ? `+${body}` : body;
  });
  return out || '0';
}

export function isPerfectSquare(n: number): boolean {
  return n >= 0 && Number.isInteger(Math.sqrt(n));
}
