// The problems of the photo test set: every task type, inline and stacked, each with its expected answer
// in the typed problem set's format (judged by the same matchAnswer) and its layout on paper.
import type { Expected } from '../../math/problem-set-match.ts';
import type { TaskType } from '../../math/types.ts';
import {
  ddx,
  frac,
  integral,
  type LayoutKind,
  layoutKind,
  lim,
  type MathNode,
  type Part,
  paren,
  row,
  sqrt,
  sub,
  sup,
  system,
  toPlain,
} from './tree.ts';

export interface PhotoProblem {
  id: string;
  task_type: TaskType;
  expect: Expected;
  math: MathNode;
  /** A command written before the math, e.g. "Factor:" (above it or in front, as the scene decides). */
  instruction?: string;
  /** What a student would type for the photo: the instruction and the math in plain text. */
  text: string;
  layout: LayoutKind;
}

const value = (v: string): Expected => ({ kind: 'value', value: v });
const roots = (...r: string[]): Expected => ({ kind: 'roots', variable: 'x', roots: r });
const rootsIn = (variable: string, ...r: string[]): Expected => ({ kind: 'roots', variable, roots: r });
const solved = (values: Record<string, string>): Expected => ({ kind: 'system', values });
const expr = (equals: string, form?: 'expanded' | 'factored'): Expected =>
  form ? { kind: 'expression', equals, form } : { kind: 'expression', equals };
const antiderivative = (of: string): Expected => ({ kind: 'antiderivative', of });
const holds = (predicate: string): Expected => ({ kind: 'inequality', holds: predicate });
const limit = (v: string): Expected => ({ kind: 'limit', value: v });

type Item = [Part, Expected] | [Part, Expected, string];

function group(task_type: TaskType, items: Item[]): PhotoProblem[] {
  return items.map(([part, expect, instruction], i) => {
    const math = row(part);
    const plain = toPlain(math);
    return {
      id: `${task_type}-${i + 1}`,
      task_type,
      expect,
      math,
      ...(instruction ? { instruction } : {}),
      text: instruction ? `${instruction} ${plain}` : plain,
      layout: layoutKind(math),
    };
  });
}

const x2 = sup('x', '2');
const x3 = sup('x', '3');

export const PHOTO_PROBLEMS: PhotoProblem[] = [
  ...group('arithmetic', [
    ['7 + 6 × 5', value('37')],
    [row('(8 − 3) × 4 − ', sup('2', '3')), value('12')],
    [row(sup('2', '5'), ' − ', sup('3', '3')), value('5')],
    ['−5 + 12 − 3 × (−2)', value('13')],
    ['3.2 × 1.5', value('4.8')],
    [row(sqrt('81'), ' − 2 × 3'), value('3')],
    [row(sqrt('144'), ' + ', sup('3', '2')), value('21')],
    [row('100 − 4 × ', sup(paren('7 − 2'), '2')), value('0')],
    ['0.75 + 1.6', value('2.35')],
    [row(sqrt('49'), ' + ', sqrt('16')), value('11')],
    [row('2 × ', sqrt('64'), ' − 9'), value('7')],
  ]),
  ...group('fractions', [
    [row(frac('2', '3'), ' + ', frac('3', '8')), value('25/24')],
    [row(frac('5', '6'), ' − ', frac('3', '4')), value('1/12')],
    [row(frac('4', '9'), ' × ', frac('3', '8')), value('1/6')],
    [row(frac('2', '3'), ' ÷ ', frac('4', '9')), value('3/2')],
    ['−2/3 + 1/4', value('-5/12')],
    ['5/12 + 7/18', value('29/36')],
    [row('2 − ', frac('5', '8')), value('11/8')],
    [row(paren(frac('1', '2'), ' + ', frac('1', '3')), ' × ', frac('6', '5')), value('1')],
    [row(frac('7', '8'), ' − ', frac('1', '3')), value('13/24')],
  ]),
  ...group('percent', [
    ['35% of 240', value('84')],
    ['What is 12% of 250?', value('30')],
    ['150% of 48', value('72')],
    ['8.5% of 40', value('3.4')],
    ['62.5% of 96', value('60'), 'Find'],
    ['(1 + 8%) × 350', value('378')],
    ['25% × 64', value('16')],
    ['3% of 1500', value('45')],
    ['36 is what percent of 240?', value('15')],
  ]),
  ...group('simplify', [
    ['3x + 5 − x + 2', expr('2*x+7'), 'Simplify:'],
    ['2(x + 3) − 4x', expr('6-2*x'), 'Simplify:'],
    [frac(row(x2, ' − 9'), 'x − 3'), expr('x+3'), 'Simplify:'],
    [row(x3, ' · ', sup('x', '4')), expr('x^7'), 'Simplify:'],
    [frac(row(x2, ' + 5x + 6'), 'x + 2'), expr('x+3')],
    [frac(row('6', x2, 'y'), '3xy'), expr('2*x'), 'Simplify:'],
    ['5(2x − 1) + 3(x + 4)', expr('13*x+7'), 'Simplify:'],
    [row('3', x2, ' · 2', x3), expr('6*x^5'), 'Simplify:'],
    [frac(row('3', x2, ' + 6x'), '3x'), expr('x+2'), 'Simplify:'],
  ]),
  ...group('expand', [
    ['(x + 3)(x − 5)', expr('x^2-2*x-15', 'expanded'), 'Expand:'],
    [sup(paren('2x − 1'), '2'), expr('4*x^2-4*x+1', 'expanded'), 'Expand:'],
    [sup(paren('x + 2'), '3'), expr('x^3+6*x^2+12*x+8', 'expanded'), 'Expand:'],
    [row('3x(', x2, ' − 2x + 4)'), expr('3*x^3-6*x^2+12*x', 'expanded'), 'Expand:'],
    ['(a + b)(a − b)', expr('a^2-b^2', 'expanded'), 'Expand:'],
    [row('(x − 1)(', x2, ' + x + 1)'), expr('x^3-1', 'expanded'), 'Expand:'],
    ['(2x + 3)(3x − 4)', expr('6*x^2+x-12', 'expanded'), 'Expand:'],
    ['(x + 1)(x + 2)(x + 3)', expr('x^3+6*x^2+11*x+6', 'expanded'), 'Expand:'],
  ]),
  ...group('factor', [
    [row(x2, ' + 7x + 10'), expr('(x+2)*(x+5)', 'factored'), 'Factor:'],
    [row(x2, ' − 49'), expr('(x-7)*(x+7)', 'factored'), 'Factor:'],
    [row('2', x2, ' + 5x − 3'), expr('(2*x-1)*(x+3)', 'factored'), 'Factor:'],
    [row('3', x2, ' − 12'), expr('3*(x-2)*(x+2)', 'factored'), 'Factor:'],
    [row(x3, ' − 4x'), expr('x*(x-2)*(x+2)', 'factored'), 'Factor:'],
    [row(x2, ' − 6x + 9'), expr('(x-3)^2', 'factored'), 'Factor:'],
    ['6x² + 9x', expr('3*x*(2*x+3)', 'factored'), 'Factor:'],
    [row(x3, ' + 8'), expr('(x+2)*(x^2-2*x+4)', 'factored'), 'Factor:'],
  ]),
  ...group('linear_equation', [
    ['3x − 7 = 14', roots('7')],
    ['5(x − 2) = 3x + 6', roots('8')],
    [row(frac('x', '4'), ' + 3 = 5'), roots('8')],
    ['7 − 2x = 15', roots('-4')],
    ['0.5x + 1.2 = 3.7', roots('5')],
    [row(frac('2x + 1', '5'), ' = 3'), roots('7')],
    [row(frac('3', '4'), 'x − 2 = 7'), roots('12')],
    ['2(x − 3) = x + 4', roots('10'), 'Solve for x:'],
    [row(frac('x', '3'), ' − ', frac('x', '4'), ' = 2'), roots('24')],
    ['2t − 9 = 5t + 3', rootsIn('t', '-4')],
  ]),
  ...group('quadratic_equation', [
    [row(x2, ' − 7x + 12 = 0'), roots('3', '4')],
    [row('2', x2, ' + 7x + 3 = 0'), roots('-1/2', '-3')],
    [row(x2, ' + 6x + 13 = 0'), roots('-3+2*i', '-3-2*i')],
    [row(x2, ' − 4x + 1 = 0'), roots('2+sqrt(3)', '2-sqrt(3)')],
    [row('3', x2, ' = 12x'), roots('0', '4')],
    [row(sup(paren('x − 1'), '2'), ' = 9'), roots('4', '-2')],
    [row(frac('1', '2'), x2, ' − 2 = 0'), roots('2', '-2')],
    [row(x2, ' + 2x − 15 = 0'), roots('3', '-5'), 'Solve for x:'],
    ['x² − 10x + 25 = 0', roots('5')],
  ]),
  ...group('polynomial_equation', [
    [row(x3, ' − 2', x2, ' − 5x + 6 = 0'), roots('1', '3', '-2')],
    [row(x3, ' − 9x = 0'), roots('0', '3', '-3')],
    [row(sup('x', '4'), ' − 5', x2, ' + 4 = 0'), roots('1', '-1', '2', '-2')],
    ['(x − 1)(x + 2)(x − 5) = 0', roots('1', '-2', '5')],
    [row('2', x3, ' − 3', x2, ' − 2x = 0'), roots('0', '-1/2', '2')],
    [row(sup('x', '4'), ' − 13', x2, ' + 36 = 0'), roots('2', '-2', '3', '-3')],
    [row(x3, ' + ', x2, ' − 2x = 0'), roots('0', '-2', '1')],
    [row('(', x2, ' − 1)(x + 4) = 0'), roots('1', '-1', '-4')],
    ['x³ − 8 = 0', roots('2', '-1+sqrt(3)*i', '-1-sqrt(3)*i')],
  ]),
  ...group('system_of_equations', [
    [system('x + y = 10', 'x − y = 4'), solved({ x: '7', y: '3' })],
    [system('2x + 3y = 12', 'x − y = 1'), solved({ x: '3', y: '2' })],
    [system('3x − 2y = 4', 'x + 4y = 20'), solved({ x: '4', y: '4' })],
    [system('y = 2x + 1', 'y = −x + 7'), solved({ x: '2', y: '5' })],
    [system('x + 2y = 4', '2x + 4y = 8'), { kind: 'system_infinite' }],
    [system('x + y + z = 6', 'x − y + z = 2', '2x + y − z = 1'), solved({ x: '1', y: '2', z: '3' })],
    ['x + y = 3, x + y = 5', { kind: 'system_none' }],
    [system(row(frac('x', '2'), ' + y = 5'), 'x − y = 1'), solved({ x: '4', y: '3' })],
    [system('3a + 2b = 7', 'a − b = −1'), solved({ a: '1', b: '2' })],
  ]),
  ...group('linear_inequality', [
    ['3x − 4 < 11', holds('x < 5')],
    ['5 − 2x ≥ 1', holds('x <= 2')],
    ['4(x − 1) > 2x + 6', holds('x > 5')],
    ['−3x + 2 ≤ 11', holds('x >= -3')],
    [row(frac('x', '2'), ' − 1 > 3'), holds('x > 8')],
    ['−1 < 2x + 3 ≤ 9', holds('x > -2 and x <= 3')],
    [row(frac('x', '3'), ' + 2 ≤ 5'), holds('x <= 9')],
    [row(frac('1 − x', '2'), ' > 3'), holds('x < -5')],
    ['|2x + 1| ≤ 7', holds('-4 <= x and x <= 3')],
  ]),
  ...group('quadratic_inequality', [
    [row(x2, ' − 9 < 0'), holds('x > -3 and x < 3')],
    [row(x2, ' − 5x + 6 ≥ 0'), holds('x <= 2 or x >= 3')],
    [row(x2, ' + 2x − 8 ≤ 0'), holds('x >= -4 and x <= 2')],
    [row('−', x2, ' + 4x > 0'), holds('x > 0 and x < 4')],
    [row('2', x2, ' − x − 1 > 0'), holds('x < -1/2 or x > 1')],
    [row(x2, ' ≥ 16'), holds('x <= -4 or x >= 4')],
    [row(x2, ' − 6x + 8 < 0'), holds('x > 2 and x < 4')],
    [row(x2, ' + x ≥ 6'), holds('x <= -3 or x >= 2')],
    ['x² + 1 > 0', holds('true')],
  ]),
  ...group('exponential_equation', [
    [row(sup('2', 'x'), ' = 32'), roots('5')],
    [row(sup('3', 'x + 1'), ' = 81'), roots('3')],
    [row(sup('5', '2x − 1'), ' = 125'), roots('2')],
    [row(sup('e', 'x'), ' = 7'), roots('log(7)')],
    [row(sup('4', 'x'), ' = 8'), roots('3/2')],
    [row(sup('2', 'x'), ' = ', frac('1', '8')), roots('-3')],
    ['ln(x) = 3', roots('e^3')],
    [row(sub('log', '2'), '(x) = 5'), roots('32')],
    [row('3', sup('e', 'x'), ' − 5 = 7'), roots('log(4)')],
    [row(sup('10', 'x'), ' = 1000'), roots('3')],
  ]),
  ...group('derivative', [
    [row(ddx(), ' (', sup('x', '4'), ' − 3', x2, ' + 2)'), expr('4*x^3-6*x')],
    [row(ddx(), ' sin(3x)'), expr('3*cos(3*x)')],
    [row(ddx(), ' ln(', x2, ' + 1)'), expr('2*x/(x^2+1)')],
    [row(ddx(), ' ', frac('cos(x)', 'x')), expr('(-x*sin(x)-cos(x))/x^2')],
    [row(ddx(), ' ', sqrt('3x + 1')), expr('3/(2*sqrt(3*x+1))')],
    [row(ddx('t'), ' ', sup(paren(sup('t', '2'), ' + 1'), '3')), expr('6*t*(t^2+1)^2')],
    [row(ddx(), ' ', sqrt(x2, ' + 9')), expr('x/sqrt(x^2+9)')],
    [row(ddx(), ' cos(2x)'), expr('-2*sin(2*x)')],
    [row(ddx(), ' ', frac('5', x2)), expr('-10/x^3')],
  ]),
  ...group('indefinite_integral', [
    [integral(row('3', x2, ' + 2x')), antiderivative('3*x^2+2*x')],
    [integral('cos(2x)'), antiderivative('cos(2*x)')],
    [integral(sup('e', '3x')), antiderivative('e^(3*x)')],
    [integral(frac('1', 'x')), antiderivative('1/x')],
    [integral('x cos(x)'), antiderivative('x*cos(x)')],
    [integral(sqrt('x')), antiderivative('sqrt(x)')],
    [integral(frac('1', x2)), antiderivative('1/x^2')],
    [integral(frac('1', row('1 + ', x2))), antiderivative('1/(1+x^2)')],
    [integral(sup(paren('2x + 1'), '3')), antiderivative('(2*x+1)^3')],
  ]),
  ...group('definite_integral', [
    [integral(x2, ['0', '3']), value('9')],
    [integral('(2x + 1)', ['1', '4']), value('18')],
    [integral('sin(x)', ['0', 'π']), value('2')],
    [integral(sup('e', 'x'), ['0', '1']), value('e-1')],
    [integral(frac('1', 'x'), ['1', 'e']), value('1')],
    [integral(x3, ['−1', '1']), value('0')],
    [integral(sqrt('x'), ['0', '4']), value('16/3')],
    [integral(paren(x2, ' + 1'), ['0', '2']), value('14/3')],
    [integral(frac('1', row('1 + ', x2)), ['0', '1']), value('pi/4')],
  ]),
  ...group('limit', [
    [lim('2', frac(row(x2, ' − 4'), 'x − 2')), limit('4')],
    [lim('0', frac('sin(3x)', 'x')), limit('3')],
    [lim('∞', frac(row('3', x2, ' + 1'), row(x2, ' − 5'))), limit('3')],
    [lim('0', frac(row(sup('e', 'x'), ' − 1'), 'x')), limit('1')],
    [lim('1', frac(row(x3, ' − 1'), 'x − 1')), limit('3')],
    [lim('3', paren('2', x2, ' − 1')), limit('17')],
    [lim('∞', frac('2x + 1', '5x − 3')), limit('2/5')],
    [lim('0', frac('1 − cos(x)', x2)), limit('1/2')],
    ['lim x→0 sin(x)/x', limit('1')],
  ]),
];
