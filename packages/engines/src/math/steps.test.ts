// Step titles and notes as a teacher words them, over the whole problem set and for the moves that are
// easy to word badly (adding a negative number, dividing by a fraction written n/1).

import { parse } from 'mathjs';
import type { MathstepsStep } from 'mathsteps';
import { describe, expect, it } from 'vitest';
import { readProblem, solveProblem } from './index.ts';
import { PHRASINGS, PROBLEMS } from './problem-set.ts';
import { equationStepTitle } from './steps.ts';
import { hints, solve } from './testing.ts';

/** A mathsteps step whose new right side is `right` (what the title reads the number from). */
const moved = (changeType: string, right: string) =>
  ({
    changeType,
    substeps: [],
    newEquation: { rightNode: parse(right), comparator: '=', ascii: () => '', latex: () => '' },
  }) as unknown as MathstepsStep;

describe('step titles', () => {
  it('says adding a negative number as subtracting it, and the other way round', () => {
    expect(equationStepTitle(moved('ADD_TO_BOTH_SIDES', '5 + -2'))).toBe('Subtract 2 from both sides');
    expect(equationStepTitle(moved('SUBTRACT_FROM_BOTH_SIDES', '5 - -3'))).toBe('Add 3 to both sides');
    expect(equationStepTitle(moved('ADD_TO_BOTH_SIDES', '5 + 2'))).toBe('Add 2 to both sides');
    expect(equationStepTitle(moved('DIVIDE_FROM_BOTH_SIDES', '8 / -2'))).toBe('Divide both sides by −2');
    expect(equationStepTitle(moved('MULTIPLY_TO_BOTH_SIDES', '2 * (12/1)'))).toBe(
      'Multiply both sides by 12',
    );
    expect(equationStepTitle(moved('SUBTRACT_FROM_BOTH_SIDES', '11 - 2 x'))).toBe(
      'Subtract 2x from both sides',
    );
    expect(equationStepTitle({ changeType: 'RESOLVE_DOUBLE_MINUS', substeps: [] })).toBe(
      'Subtracting a negative is adding',
    );
  });

  it('words the moves of real problems naturally', () => {
    expect(hints(solve('x + (-3) = 5').solution)).toContain('Add 3 to both sides');
    expect(hints(solve('x - 3 = -5').solution)).toContain('Add 3 to both sides');
    expect(hints(solve('\\frac{x}{3}-\\frac{x}{4}=2').solution)).toContain('Multiply both sides by 12');
    expect(hints(solve('-3x = 12').solution)).toContain('Divide both sides by −3');
    expect(hints(solve('simplify 2(x+3) - x').solution)).toContain('Combine like terms');
  });

  it('shows a double minus as a teacher writes it', () => {
    const { solution } = solve('-5 + 12 - 3*(-2)');
    const step = solution.steps.find((s) => s.hint === 'Subtracting a negative is adding')!;
    expect(step.explanation).toBe('7 - (-6) → 7 + 6');
    expect(step.latex).toBe('7 + 6');
    expect(solution.steps.map((s) => s.latex).join(' ')).toContain('7 - \\left(-6\\right)');
  });

  it('never says "Subtract −3", "Add −2", "Divide from" or n/1 anywhere in the problem set', () => {
    for (const problem of [...PROBLEMS, ...PHRASINGS]) {
      const reading = readProblem(problem.input);
      if (!reading) continue;
      const solution = solveProblem(reading);
      for (const step of solution.steps) {
        expect(step.hint, problem.input).not.toMatch(/(Add|Subtract) [−-]|Divide from|\b\d+\/1\b|_/);
        expect(step.explanation, problem.input).not.toMatch(/\+ -|\+-|--\d|\\frac|\\cdot|residual/);
        if (step.latex) expect(step.latex, problem.input).not.toMatch(/\+ ?-|\\mathrm|\\log(?!_)|\{x\}\^/);
      }
      for (const note of solution.validation.notes)
        expect(note, problem.input).not.toMatch(/residual|\de[+-]\d|\d\.\d*0{6,}\d|\d\.\d*9{6,}\d/);
    }
  });
});
