// Independent checks with mathjs: roots substituted back (complex-aware), derivatives against a central
// difference, values re-evaluated. A failed check is reported, never hidden.
import { type Complex, complex, evaluate } from 'mathjs';
import { createRandom, type Random } from '../studygen/random.ts';
import type { Check } from './types.ts';

export type { Check };

/** A mathjs result as a finite complex number, or null. */
export function toComplex(value: unknown): Complex | null {
  if (typeof value === 'number') return Number.isFinite(value) ? complex(value, 0) : null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) return value as Complex;
  if (value && typeof value === 'object' && 'valueOf' in value) {
    const n = Number((value as { valueOf(): unknown }).valueOf());
    return Number.isFinite(n) ? complex(n, 0) : null;
  }
  return null;
}

export function evalComplex(expr: string, scope: Record<string, unknown> = {}): Complex | null {
  try {
    return toComplex(evaluate(expr, { ...scope }));
  } catch {
    return null;
  }
}

const magnitude = (z: Complex) => Math.hypot(z.re, z.im);

/** Substitute each root into lhs − rhs; the residual must vanish. */
export function checkRoots(equation: string, variable: string, roots: string[]): Check {
  const [lhs, rhs] = equation.split('=');
  const notes: string[] = [];
  let ok = roots.length > 0;
  if (!ok) notes.push('no roots to check');
  for (const root of roots) {
    const value = evalComplex(root);
    if (!value) {
      ok = false;
      notes.push(`could not evaluate root ${root}`);
      continue;
    }
    const l = evalComplex(lhs!, { [variable]: value });
    const r = evalComplex(rhs ?? '0', { [variable]: value });
    if (!l || !r) {
      ok = false;
      notes.push(`could not substitute ${variable} = ${root}`);
      continue;
    }
    const residual = magnitude(complex(l.re - r.re, l.im - r.im));
    const scale = 1 + magnitude(l) + magnitude(r);
    if (residual <= 1e-9 * scale) notes.push(`Substituting ${variable} = ${root} makes both sides equal.`);
    else {
      ok = false;
      notes.push(
        `Substituting ${variable} = ${root} does NOT make both sides equal: they differ by ${Number(residual.toPrecision(3))}.`,
      );
    }
  }
  return { ok, notes };
}

/**
 * Compare the claimed derivative with a central difference of f at several pseudo-random points.
 * Seeded by default, so the same problem is always checked at the same points.
 */
export function checkDerivative(
  f: string,
  variable: string,
  derivative: string,
  random: Random = createRandom(2026),
): Check {
  const notes: string[] = [];
  let checked = 0;
  let ok = true;
  for (let attempt = 0; attempt < 40 && checked < 5; attempt++) {
    // Positive points first (logs, roots), then anywhere in [−3, 3] for functions defined elsewhere.
    const x = attempt < 20 ? 0.3 + random() * 2.2 : -3 + random() * 6;
    const h = 1e-5;
    const fp = evalComplex(f, { [variable]: x + h });
    const fm = evalComplex(f, { [variable]: x - h });
    const d = evalComplex(derivative, { [variable]: x });
    if (!fp || !fm || !d || Math.abs(fp.im) > 1e-12 || Math.abs(fm.im) > 1e-12) continue;
    const numeric = (fp.re - fm.re) / (2 * h);
    checked++;
    const err = Math.abs(numeric - d.re) + Math.abs(d.im);
    if (err > 1e-4 * (1 + Math.abs(numeric))) {
      ok = false;
      notes.push(
        `at ${variable} = ${x.toFixed(4)}: claimed ${d.re.toPrecision(8)}, central difference ${numeric.toPrecision(8)}`,
      );
    }
  }
  if (checked < 3) return { ok: false, notes: [...notes, `only ${checked} usable sample points`] };
  if (ok) notes.push(`matches a central difference at ${checked} random points`);
  return { ok, notes };
}

/** A computed number without floating-point noise: 4.800000000000001 → 4.8. */
const shown = (x: number) => Number(x.toPrecision(12));

/** Re-evaluate the original expression and compare with the answer. */
export function checkValue(expr: string, answer: string): Check {
  const a = evalComplex(expr);
  const b = evalComplex(answer);
  if (!a || !b) return { ok: false, notes: [`could not evaluate ${!a ? expr : answer}`] };
  const diff = magnitude(complex(a.re - b.re, a.im - b.im));
  if (diff <= 1e-9 * (1 + magnitude(a)))
    return { ok: true, notes: [`re-evaluated ${expr} = ${shown(a.re)} with mathjs`] };
  return { ok: false, notes: [`mathjs evaluates ${expr} to ${shown(a.re)}, but the answer is ${answer}`] };
}
