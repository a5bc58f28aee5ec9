// Solvers for indefinite and definite integrals. Our own rule walker (linearity, power rule, standard
// table, u-substitution, integration by parts) writes the steps; nerdamer integrates the pieces the
// walker cannot; every antiderivative is checked by differentiating back, and every definite integral
// against adaptive Simpson quadrature.
import { type MathNode, parse, SymbolNode } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import {
  adaptiveSimpson,
  functionOf,
  guardExponents,
  isPolynomial,
  operatorOf,
  realFunction,
  requireOnlyVariable,
  simplestValue,
} from './calculus.ts';
import { derivativeOf } from './derivative.ts';
import { exact } from './polynomial.ts';
import { texOf } from './present.ts';
import { dependsOn, isSymbol, unwrap } from './tree.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';
import { checkDerivative, evalComplex } from './verify.ts';

const MAX_DEPTH = 8;
const MAX_PARTS_ROUNDS = 4;
/** Integer powers above this make parts or the CAS too slow (x^60·e^x needs 60 rounds of parts). */
const MAX_POWER = 40;

interface Walk {
  steps: Step[];
  depth: number;
}

const tidy = (expr: string): string => nerdamer(expr).toString();
const integralTex = (f: string, v: string) => `\\int ${texOf(f)}\\,d${v}`;
const nodeText = (node: MathNode) => tidy(unwrap(node).toString());

/** Numerically equal at a few points (used to match the standard table and to test substitutions). */
function sameFunction(f: string, g: string, v: string, points = [0.31, 0.62, 0.93, 1.37]): boolean {
  const ff = realFunction(f, v);
  const gg = realFunction(g, v);
  if (!ff || !gg) return false;
  let compared = 0;
  for (const x of points) {
    const a = ff(x);
    const b = gg(x);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (Math.abs(a - b) > 1e-9 * (1 + Math.abs(a))) return false;
    compared++;
  }
  return compared >= 3;
}

// ---------------------------------------------------------------- rules

/** The exponent n when node is v^n (v, v^n, sqrt(v), 1/v, 1/v^n), else null. */
function powerOfVariable(node: MathNode, v: string): string | null {
  const n = unwrap(node);
  if (isSymbol(n, v)) return '1';
  const op = operatorOf(n);
  const fn = functionOf(n);
  if (fn?.name === 'sqrt' && isSymbol(fn.args[0]!, v)) return '1/2';
  if (op?.fn === 'pow' && isSymbol(op.args[0]!, v) && !dependsOn(op.args[1]!, v))
    return exact(op.args[1]!.toString());
  if (op?.fn === 'divide' && !dependsOn(op.args[0]!, v) && exact(op.args[0]!.toString()) === '1') {
    const inner = powerOfVariable(op.args[1]!, v);
    return inner === null ? null : exact(`-(${inner})`);
  }
  return null;
}

function powerRule(node: MathNode, v: string, walk: Walk): string | null {
  const n = powerOfVariable(node, v);
  if (n === null) return null;
  if (n === '-1') {
    walk.steps.push({
      hint: 'Power rule for n = −1 (logarithm)',
      explanation: `The power rule does not apply to 1/${v}; instead ∫ 1/${v} d${v} = ln|${v}|.`,
      latex: `\\int \\frac{1}{${v}}\\,d${v} = \\ln\\left|${v}\\right|`,
    });
    return `log(abs(${v}))`;
  }
  const F = tidy(`${v}^(${n}+1)/(${n}+1)`);
  walk.steps.push({
    hint: 'Power rule',
    explanation: `∫ ${v}^n d${v} = ${v}^(n+1)/(n+1) with n = ${n}: ∫ ${nodeText(node)} d${v} = ${F}.`,
    latex: `${integralTex(nodeText(node), v)} = ${texOf(F)}`,
  });
  return F;
}

interface TableEntry {
  name: string;
  f: (v: string) => string;
  F: (v: string) => string;
}

const TABLE: TableEntry[] = [
  { name: 'e^x', f: (v) => `e^${v}`, F: (v) => `e^${v}` },
  { name: 'sin', f: (v) => `sin(${v})`, F: (v) => `-cos(${v})` },
  { name: 'cos', f: (v) => `cos(${v})`, F: (v) => `sin(${v})` },
  { name: 'sec²', f: (v) => `sec(${v})^2`, F: (v) => `tan(${v})` },
  { name: 'csc²', f: (v) => `csc(${v})^2`, F: (v) => `-cot(${v})` },
  { name: 'sec·tan', f: (v) => `sec(${v})*tan(${v})`, F: (v) => `sec(${v})` },
  { name: 'csc·cot', f: (v) => `csc(${v})*cot(${v})`, F: (v) => `-csc(${v})` },
  { name: 'tan', f: (v) => `tan(${v})`, F: (v) => `-log(abs(cos(${v})))` },
  { name: 'cot', f: (v) => `cot(${v})`, F: (v) => `log(abs(sin(${v})))` },
  { name: '1/(1+x²)', f: (v) => `1/(1+${v}^2)`, F: (v) => `atan(${v})` },
  { name: '1/√(1−x²)', f: (v) => `1/sqrt(1-${v}^2)`, F: (v) => `asin(${v})` },
];

function standardIntegral(node: MathNode, v: string, walk: Walk): string | null {
  const text = unwrap(node).toString();
  const op = operatorOf(node);
  if (op?.fn === 'pow' && !dependsOn(op.args[0]!, v) && isSymbol(op.args[1]!, v)) {
    const a = nodeText(op.args[0]!);
    if (a !== 'e') {
      const F = `${a}^${v}/log(${a})`;
      walk.steps.push({
        hint: 'Standard integral: a^x',
        explanation: `∫ a^${v} d${v} = a^${v}/ln(a) with a = ${a}.`,
        latex: `${integralTex(text, v)} = ${texOf(F)}`,
      });
      return F;
    }
  }
  const entry = TABLE.find((e) => sameFunction(text, e.f(v), v));
  if (!entry) return null;
  const F = entry.F(v);
  walk.steps.push({
    hint: `Standard integral: ${entry.name}`,
    explanation: `From the table of integrals: ∫ ${entry.f(v)} d${v} = ${F}.`,
    latex: `${integralTex(entry.f(v), v)} = ${texOf(F)}`,
  });
  return F;
}

/** Inner functions worth trying as u: function arguments, bases and exponents of powers, denominators. */
function innerCandidates(node: MathNode, v: string): MathNode[] {
  const found = new Map<string, MathNode>();
  const add = (n: MathNode) => {
    const m = unwrap(n);
    if (dependsOn(m, v) && !isSymbol(m, v)) found.set(m.toString(), m);
  };
  node.traverse((n) => {
    const fn = functionOf(n);
    if (fn && n.type === 'FunctionNode') {
      add(n);
      for (const a of fn.args) add(a);
    }
    const op = n.type === 'OperatorNode' ? operatorOf(n) : null;
    if (op?.fn === 'pow') {
      add(op.args[0]!);
      add(op.args[1]!);
      if (!dependsOn(op.args[1]!, v)) add(n);
    }
    if (op?.fn === 'divide') add(op.args[1]!);
  });
  found.delete(unwrap(node).toString());
  return [...found.values()];
}

/** Replace every copy of the subtree `inner` by the symbol u. */
function replaceInner(node: MathNode, inner: MathNode, u: string): MathNode {
  const target = inner.toString();
  return node.transform((n) => (unwrap(n).toString() === target ? new SymbolNode(u) : n));
}

function substitution(node: MathNode, v: string, walk: Walk): string | null {
  const u = v === 'u' ? 'w' : 'u';
  for (const inner of innerCandidates(node, v)) {
    const g = nodeText(inner);
    const dg = derivativeOf(g, v);
    if (dg === '0') continue;
    const replaced = replaceInner(node, inner, u);
    let rest: string;
    try {
      rest = tidy(`(${replaced.toString()})/(${dg})`);
    } catch {
      continue;
    }
    if (nerdamer(rest).variables().includes(v) || !rest.includes(u)) continue;
    // The algebra above is textual; confirm rest(g(x))·g'(x) really is the integrand before using it.
    const back = `(${nerdamer(rest, { [u]: `(${g})` }).toString()})*(${dg})`;
    if (!sameFunction(back, unwrap(node).toString(), v)) continue;
    walk.steps.push({
      hint: 'u-substitution',
      explanation: `The integrand is f(g(${v}))·g'(${v}) up to a constant: let ${u} = ${g}, so d${u} = ${dg} d${v}, and ∫ ${nodeText(node)} d${v} = ∫ ${rest} d${u}.`,
      latex: `${u} = ${texOf(g)},\\quad d${u} = ${texOf(dg)}\\,d${v},\\quad ${integralTex(nodeText(node), v)} = ${integralTex(rest, u)}`,
    });
    const Fu = integrate(parse(rest), u, { steps: walk.steps, depth: walk.depth + 1 });
    const F = tidy(nerdamer(Fu, { [u]: `(${g})` }).toString());
    walk.steps.push({
      hint: 'Substitute back',
      explanation: `Replace ${u} by ${g}: ${F}.`,
      latex: texOf(F),
    });
    return F;
  }
  return null;
}

function factorsOf(node: MathNode): MathNode[] {
  const op = operatorOf(node);
  if (op?.fn === 'multiply') return op.args.flatMap(factorsOf);
  return [unwrap(node)];
}

/** e^(…), exp(…), sin(…), cos(…) of a linear argument: the dv of a polynomial·dv product. */
function isPartsPartner(node: MathNode, v: string): boolean {
  const fn = functionOf(node);
  if (fn && ['sin', 'cos', 'exp'].includes(fn.name)) return isLinear(fn.args[0]!, v);
  const op = operatorOf(node);
  return op?.fn === 'pow' && !dependsOn(op.args[0]!, v) && isLinear(op.args[1]!, v);
}

function isLinear(node: MathNode, v: string): boolean {
  if (!isPolynomial(node, v)) return false;
  try {
    return Number(nerdamer(`deg(${node.toString()}, ${v})`).toString()) === 1;
  } catch {
    return false;
  }
}

const isLogOf = (node: MathNode, v: string) => {
  const fn = functionOf(node);
  return fn?.name === 'log' && fn.args.length === 1 && isSymbol(fn.args[0]!, v);
};

function polynomialDegree(node: MathNode, v: string): number {
  return Number(nerdamer(`deg(${node.toString()}, ${v})`).toString());
}

/** Integration by parts for polynomial·(e^x, a^x, sin, cos) and polynomial·ln x (LIATE picks u). */
function byParts(node: MathNode, v: string, walk: Walk): string | null {
  const factors = factorsOf(node);
  let u: MathNode | undefined;
  let dv: string | undefined;
  if (factors.length === 1 && isLogOf(factors[0]!, v)) {
    u = factors[0]!;
    dv = '1';
  } else if (factors.length === 2) {
    const [p, q] = factors as [MathNode, MathNode];
    const pair = (a: MathNode, b: MathNode) =>
      isPolynomial(a, v) && dependsOn(a, v) && (isPartsPartner(b, v) || isLogOf(b, v));
    const [poly, other] = pair(p, q) ? [p, q] : pair(q, p) ? [q, p] : [undefined, undefined];
    if (!poly || !other) return null;
    // Beyond a few rounds the steps stop being instructive; the CAS takes over.
    if (polynomialDegree(poly, v) > MAX_PARTS_ROUNDS) return null;
    [u, dv] = isLogOf(other, v) ? [other, nodeText(poly)] : [poly, nodeText(other)];
  }
  if (!u || !dv) return null;
  const uText = nodeText(u);
  const du = derivativeOf(uText, v);
  const V = integrate(parse(dv), v, { steps: [], depth: walk.depth + 1 });
  const remaining = tidy(`(${V})*(${du})`);
  walk.steps.push({
    hint: 'Integration by parts',
    explanation: `∫ u dv = u·v − ∫ v du with u = ${uText} and dv = ${dv} d${v}: du = ${du} d${v}, v = ${V}. So ∫ ${nodeText(node)} d${v} = (${uText})·(${V}) − ∫ ${remaining} d${v}.`,
    latex: `${integralTex(nodeText(node), v)} = ${texOf(`(${uText})*(${V})`)} - ${integralTex(remaining, v)}`,
  });
  const rest = integrate(parse(remaining), v, { steps: walk.steps, depth: walk.depth + 1 });
  return `(${uText})*(${V})-(${rest})`;
}

/** ln(u) → ln|u|: the antiderivative of a rational function must also hold where u < 0. */
function absoluteLogs(F: string): string {
  const withAbs = parse(F).transform((n) => {
    const fn = functionOf(n);
    if (n.type !== 'FunctionNode' || fn?.name !== 'log' || fn.args.length !== 1) return n;
    return parse(`log(abs(${fn.args[0]!.toString()}))`);
  });
  return tidy(withAbs.toString());
}

/** The CAS for what no rule above covers; logs of rational integrands get absolute values (ln|…|). */
function casIntegral(node: MathNode, v: string, walk: Walk): string {
  const f = nodeText(node);
  guardExponents(f, MAX_POWER, 'an integral');
  let F: string;
  try {
    F = nerdamer(`integrate(${f}, ${v})`).toString();
  } catch (err) {
    throw new CannotSolveError(`nerdamer could not integrate ${f}: ${(err as Error).message}`);
  }
  if (/integrate|erf|Si\(|Ci\(|Ei\(|\bi\b/.test(F))
    throw new CannotSolveError(`no antiderivative found for ${f} (it may have no elementary antiderivative)`);
  if (!/log|sqrt/.test(f)) F = absoluteLogs(F);
  walk.steps.push({
    hint: 'Integrate with the CAS',
    explanation: `No textbook rule above fits ${f} directly, so the antiderivative comes from the computer algebra system (nerdamer): ${F}. It is checked by differentiating back.`,
    latex: `${integralTex(f, v)} = ${texOf(F)}`,
  });
  return F;
}

/** Split a term into its constant factor and the part that depends on v. */
function constantMultiple(node: MathNode, v: string): { c: string; rest: MathNode } | null {
  const op = operatorOf(node);
  if (op?.fn === 'divide' && !dependsOn(op.args[1]!, v)) {
    const inner = constantMultiple(op.args[0]!, v);
    const c = `(${inner ? inner.c : '1'})/(${op.args[1]!.toString()})`;
    return { c: tidy(c), rest: inner ? inner.rest : op.args[0]! };
  }
  if (op?.fn === 'divide' && !dependsOn(op.args[0]!, v) && exact(op.args[0]!.toString()) !== '1')
    return { c: tidy(op.args[0]!.toString()), rest: parse(`1/(${op.args[1]!.toString()})`) };
  if (op?.fn !== 'multiply') return null;
  const factors = factorsOf(node);
  const constants = factors.filter((f) => !dependsOn(f, v));
  const variable = factors.filter((f) => dependsOn(f, v));
  if (constants.length === 0 || variable.length === 0) return null;
  return {
    c: tidy(constants.map((f) => `(${f.toString()})`).join('*')),
    rest: parse(variable.map((f) => `(${f.toString()})`).join('*')),
  };
}

/** Integrate node with respect to v, pushing a named step for each rule; returns an antiderivative. */
function integrate(raw: MathNode, v: string, walk: Walk): string {
  if (walk.depth > MAX_DEPTH) throw new CannotSolveError('the integral needs too many nested steps');
  const node = unwrap(raw);
  const text = nodeText(node);
  if (!dependsOn(node, v)) {
    walk.steps.push({
      hint: 'Constant rule',
      explanation: `∫ k d${v} = k·${v} for the constant k = ${text}.`,
      latex: `${integralTex(text, v)} = ${texOf(`(${text})*${v}`)}`,
    });
    return `(${text})*${v}`;
  }
  const op = operatorOf(node);
  if (op && (op.fn === 'add' || op.fn === 'subtract')) {
    walk.steps.push({
      hint: 'Sum rule (linearity)',
      explanation: `Integrate ${text} term by term: the integral of a sum or difference is the sum or difference of the integrals.`,
      latex: `${integralTex(text, v)} = ${op.args.map((a) => integralTex(nodeText(a), v)).join(op.fn === 'add' ? ' + ' : ' - ')}`,
    });
    const [a, b] = op.args.map((t) => integrate(t, v, walk)) as [string, string];
    return `(${a})${op.fn === 'add' ? '+' : '-'}(${b})`;
  }
  if (op?.fn === 'unaryMinus') return `-(${integrate(op.args[0]!, v, walk)})`;
  const multiple = constantMultiple(node, v);
  if (multiple) {
    walk.steps.push({
      hint: 'Constant multiple rule',
      explanation: `The constant ${multiple.c} moves outside the integral: ∫ ${text} d${v} = ${multiple.c}·∫ ${nodeText(multiple.rest)} d${v}.`,
      latex: `${integralTex(text, v)} = ${texOf(multiple.c)} ${integralTex(nodeText(multiple.rest), v)}`,
    });
    return `(${multiple.c})*(${integrate(multiple.rest, v, walk)})`;
  }
  return (
    powerRule(node, v, walk) ??
    standardIntegral(node, v, walk) ??
    substitution(node, v, walk) ??
    byParts(node, v, walk) ??
    casIntegral(node, v, walk)
  );
}

// ---------------------------------------------------------------- solvers

function readIndefinite(expression: string): { body: string; v: string } {
  const m = /^integrate\((.*), ([a-z])\)$/.exec(expression);
  if (!m) throw new CannotSolveError(`cannot read the integral ${expression}`);
  return { body: m[1]!, v: m[2]! };
}

function readDefinite(expression: string): { body: string; a: string; b: string; v: string } {
  const m = /^defint\((.*)\)$/.exec(expression);
  const args = m?.[1]?.split(', ') ?? [];
  if (args.length !== 4 || !/^[a-z]$/.test(args[3]!))
    throw new CannotSolveError(`cannot read the definite integral ${expression}`);
  const [body, a, b, v] = args as [string, string, string, string];
  return { body, a, b, v };
}

/** Antiderivative with steps, checked by differentiating back; a failed check falls back to the plain CAS. */
function antiderivative(
  body: string,
  v: string,
): { F: string; steps: Step[]; check: Check; notes: string[] } {
  guardExponents(body, 1000, 'an integral');
  requireOnlyVariable(body, v);
  let node: MathNode;
  try {
    node = parse(body);
  } catch {
    throw new CannotSolveError(`cannot read the integrand ${body}`);
  }
  const notes: string[] = [];
  const walk: Walk = { steps: [], depth: 0 };
  let F: string | undefined;
  try {
    F = tidy(integrate(node, v, walk));
  } catch (err) {
    if (err instanceof CannotSolveError) throw err;
    notes.push(`the rule-by-rule walk failed (${(err as Error).message})`);
  }
  if (F !== undefined) {
    const check = checkDerivative(F, v, body);
    if (check.ok) return { F, steps: walk.steps, check, notes };
    notes.push(
      `the rule-by-rule result ${F} failed the derivative check; trying the CAS on the whole integrand`,
    );
  }
  const fallback: Walk = { steps: [], depth: 0 };
  const G = tidy(casIntegral(node, v, fallback));
  const check = checkDerivative(G, v, body);
  if (!check.ok)
    throw new CannotSolveError(
      `the antiderivative found (${G}) does not differentiate back to ${body}: ${check.notes.join('; ')}`,
    );
  return { F: G, steps: fallback.steps, check, notes };
}

function solveIndefinite(reading: Reading): Solution {
  const { body, v } = readIndefinite(reading.expression);
  const { F, steps, check, notes } = antiderivative(body, v);
  steps.push({
    hint: 'Add the constant of integration',
    explanation: `∫ ${body} d${v} = ${F} + C.`,
    latex: `${integralTex(body, v)} = ${texOf(F)} + C`,
  });
  return {
    task_type: 'indefinite_integral',
    steps,
    final_answer: { text: `${F} + C`, latex: `${texOf(F)} + C` },
    validation: { ok: check.ok, notes: [...notes, `differentiated back: ${check.notes.join('; ')}`] },
    source: 'studybot+nerdamer',
  };
}

function revalidateIndefinite(reading: Reading, answer: string): Check {
  const m = /^integrate\((.*), ([a-z])\)$/.exec(reading.expression);
  if (!m) return { ok: false, notes: [`cannot read the integral ${reading.expression}`] };
  const [, body, v] = m as unknown as [string, string, string];
  const F = answer.replace(/\s*\+\s*C\s*$/, '');
  if (F === answer) return { ok: false, notes: ['the answer is missing the constant of integration + C'] };
  return checkDerivative(F, v, body);
}

function realBound(expr: string): number {
  const z = evalComplex(expr);
  if (!z || Math.abs(z.im) > 1e-12 || !Number.isFinite(z.re))
    throw new CannotSolveError(
      `the bound ${expr} is not a finite real number (improper integrals are not supported)`,
    );
  return z.re;
}

/** Quadrature of the integrand over [a, b], refusing integrands that are undefined or blow up there. */
function quadrature(body: string, v: string, a: number, b: number): { value: number } | { problem: string } {
  const f = realFunction(body, v);
  if (!f) return { problem: `cannot evaluate ${body}` };
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const SAMPLES = 2000;
  for (let i = 0; i <= SAMPLES; i++) {
    const x = lo + ((hi - lo) * i) / SAMPLES;
    if (!Number.isFinite(f(x)))
      return { problem: `the integrand is undefined or infinite at ${v} = ${Number(x.toPrecision(6))}` };
  }
  const q = adaptiveSimpson(f, lo, hi);
  if (!q.converged) return { problem: 'the integrand blows up or oscillates wildly inside the interval' };
  return { value: a < b ? q.value : -q.value };
}

function compareWithQuadrature(value: string, body: string, v: string, a: number, b: number): Check {
  const q = quadrature(body, v, a, b);
  if ('problem' in q) return { ok: false, notes: [`numerical check impossible: ${q.problem}`] };
  const z = evalComplex(value);
  if (!z || Math.abs(z.im) > 1e-12) return { ok: false, notes: [`could not evaluate ${value}`] };
  const diff = Math.abs(z.re - q.value);
  if (diff <= 1e-7 * (1 + Math.abs(q.value)))
    return {
      ok: true,
      notes: [`adaptive Simpson quadrature gives ${Number(q.value.toPrecision(12))}, matching ${value}`],
    };
  return {
    ok: false,
    notes: [
      `adaptive Simpson quadrature gives ${Number(q.value.toPrecision(12))}, but the answer ${value} is ${Number(z.re.toPrecision(12))}`,
    ],
  };
}

function solveDefinite(reading: Reading): Solution {
  const { body, a, b, v } = readDefinite(reading.expression);
  const [lo, hi] = [realBound(a), realBound(b)];
  const q = quadrature(body, v, lo, hi);
  if ('problem' in q)
    throw new CannotSolveError(
      `${q.problem} on [${a}, ${b}], so this is an improper integral (or undefined there); that is not supported`,
    );
  const { F, steps, check, notes } = antiderivative(body, v);
  const Fb = tidy(nerdamer(F, { [v]: `(${b})` }).toString());
  const Fa = tidy(nerdamer(F, { [v]: `(${a})` }).toString());
  const value = simplestValue(exact(`(${Fb})-(${Fa})`));
  steps.push({
    hint: 'Fundamental theorem of calculus',
    explanation: `With the antiderivative F(${v}) = ${F}: ∫ from ${a} to ${b} = F(${b}) − F(${a}) = (${Fb}) − (${Fa}) = ${value}.`,
    latex: `\\int_{${texOf(a)}}^{${texOf(b)}} ${texOf(body)}\\,d${v} = \\Big[${texOf(F)}\\Big]_{${texOf(a)}}^{${texOf(b)}} = ${texOf(value)}`,
  });
  const numeric = compareWithQuadrature(value, body, v, lo, hi);
  if (!numeric.ok)
    throw new CannotSolveError(
      `F(b) − F(a) = ${value} disagrees with numerical integration (${numeric.notes.join('; ')}); the antiderivative may jump inside the interval`,
    );
  return {
    task_type: 'definite_integral',
    steps,
    final_answer: { text: value, latex: texOf(value) },
    validation: {
      ok: check.ok && numeric.ok,
      notes: [...notes, `antiderivative differentiated back: ${check.notes.join('; ')}`, ...numeric.notes],
    },
    source: 'studybot+nerdamer',
  };
}

function revalidateDefinite(reading: Reading, answer: string): Check {
  const { body, a, b, v } = readDefinite(reading.expression);
  try {
    return compareWithQuadrature(answer, body, v, realBound(a), realBound(b));
  } catch (err) {
    return { ok: false, notes: [(err as Error).message] };
  }
}

export const integralSolvers: SolverTable = {
  indefinite_integral: { solve: solveIndefinite, revalidate: revalidateIndefinite },
  definite_integral: { solve: solveDefinite, revalidate: revalidateDefinite },
};
