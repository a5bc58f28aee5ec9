// Answers in the form a teacher writes them: the final answer's LaTeX, its (still machine-readable)
// text, and the one place both come from.
import { describe, expect, it } from 'vitest';
import { readProblem, revalidate, solveProblem } from './index.ts';
import { texOf, tidyText, writtenTex } from './present.ts';
import { PHRASINGS, PROBLEMS } from './problem-set.ts';
import { solve } from './testing.ts';

describe('final answers in a teacher’s form', () => {
  const cases: [string, string, string][] = [
    ['y = x^(1/3), find dy/dx', 'x^(-2/3)/3', '\\frac{1}{3}x^{-2/3}'],
    ['d/dx x^4 - 3x^2 + 2', '4*x^3-6*x', '4x^{3} - 6x'],
    ['find the derivative of ln(3x)', '1/x', '\\frac{1}{x}'],
    ['d/dx sqrt(3x+1)', '3/(2*sqrt(3*x+1))', '\\frac{3}{2\\sqrt{3x + 1}}'],
    ['d/dx tan(x)', 'sec(x)^2', '\\sec^{2} x'],
    ['derivative of x^2 e^x', '2*x*e^x+x^2*e^x', '2xe^{x} + x^{2}e^{x}'],
    ['\\int \\sqrt{x}\\,dx', '2*x^(3/2)/3 + C', '\\frac{2}{3}x^{3/2} + C'],
    ['integrate 1/x dx', 'log(abs(x)) + C', '\\ln\\left|x\\right| + C'],
    ['\\int \\frac{1}{x^{2}}\\,dx', '-1/x + C', '-\\frac{1}{x} + C'],
    ['integrate e^(3x) dx', 'e^(3*x)/3 + C', '\\frac{1}{3}e^{3x} + C'],
    ['integrate 1/(1+x^2) from 0 to 1 dx', 'pi/4', '\\frac{\\pi}{4}'],
    ['\\int_0^1 e^x\\,dx', 'e-1', 'e - 1'],
    ['e^x = 7', 'x = log(7)', 'x = \\ln 7'],
    ['solve e^(2x) = 9', 'x = log(3)', 'x = \\ln 3'],
    ['2^(x+3) = 5', 'x = log(5)/log(2)-3', 'x = \\log_{2} 5 - 3'],
    ['\\ln(x+1)=2', 'x = e^2-1', 'x = e^{2} - 1'],
    [
      'x^2 + x + 1 = 0',
      'x = -1/2+sqrt(3)/2*i or x = -1/2-sqrt(3)/2*i',
      'x = -\\frac{1}{2} + \\frac{\\sqrt{3}}{2}i \\text{ or } x = -\\frac{1}{2} - \\frac{\\sqrt{3}}{2}i',
    ],
    ['x^2 - 3 = 0', 'x = sqrt(3) or x = -sqrt(3)', 'x = \\sqrt{3} \\text{ or } x = -\\sqrt{3}'],
    ['\\frac{2x}{4x^{2}}', '1/(2*x)', '\\frac{1}{2x}'],
    ['simplify 4a - 2b + 3a + 5b', '7*a+3*b', '7a + 3b'],
    ['expand (a+b)(a-b)', 'a^2-b^2', 'a^{2} - b^{2}'],
    ['factor 2x^2 + 5x - 3', '(2*x-1)*(x+3)', '\\left(2x - 1\\right)\\left(x + 3\\right)'],
    ['lim x->0 (1 - cos(x))/x^2', '1/2', '\\frac{1}{2}'],
    ['what percent of 240 is 36', '15', '15\\%'],
    ['x^2 - 5x + 6 >= 0', 'x <= 2 or x >= 3', '(-\\infty, 2] \\cup [3, \\infty)'],
  ];
  it.each(cases)('%s → %s', (input, text, latex) => {
    const { reading, solution } = solve(input);
    expect(solution.final_answer).toEqual({ text, latex });
    expect(solution.validation.ok, solution.validation.notes.join('; ')).toBe(true);
    // The tidy text is still an answer the solver re-checks from scratch.
    expect(revalidate(reading, solution).ok).toBe(true);
  });

  it('writes the last step and the checks with the tidy answer too', () => {
    const { solution } = solve('y = x^(1/3), find dy/dx');
    expect(solution.steps.at(-1)!.explanation).toContain('= x^(-2/3)/3');
    const roots = solve('x^2 + x + 1 = 0').solution;
    expect(roots.steps.at(-1)).toMatchObject({
      explanation: roots.final_answer.text,
      latex: roots.final_answer.latex,
    });
    expect(roots.validation.notes[0]).toBe('Substituting x = -1/2+sqrt(3)/2*i makes both sides equal.');
  });

  it('has no un-simplified or ugly forms anywhere in the problem set', () => {
    for (const problem of [...PROBLEMS, ...PHRASINGS]) {
      const reading = readProblem(problem.input);
      if (!reading) continue;
      const { text, latex } = solveProblem(reading).final_answer;
      expect(latex, problem.input).not.toMatch(
        /\\log(?!_)|\^\{1\}|\\cdot\s*[a-z\\(]|\\mathrm|\+ -|- -|\\frac\{\\frac/,
      );
      expect(text, problem.input).not.toMatch(
        /\^1\b|\^\(1\)|(^|[^\d.])1\*|\*1\b|\+-|--|\(1\/\d+\)\*[a-z]|\d\.\d{6,}/,
      );
    }
  });
});

describe('the one place answers become LaTeX and text', () => {
  it('tidies an expression without changing its value', () => {
    const cases: [string, string, string][] = [
      ['(1/3)*x^(-2/3)', 'x^(-2/3)/3', '\\frac{1}{3}x^{-2/3}'],
      ['-x^(-1)', '-1/x', '-\\frac{1}{x}'],
      ['x^(1/2)', 'sqrt(x)', '\\sqrt{x}'],
      ['x^(1/3)', 'x^(1/3)', '\\sqrt[3]{x}'],
      ['x^1*(x^2-9)', 'x*(x^2-9)', 'x\\left(x^{2} - 9\\right)'],
      ['1*x+0', 'x', 'x'],
      ['-1+e', 'e-1', 'e - 1'],
      ['2+6*x', '6*x+2', '6x + 2'],
      ['-b^2+a^2', 'a^2-b^2', 'a^{2} - b^{2}'],
      ['2*sin(x)*x+cos(x)*x^2', '2*x*sin(x)+x^2*cos(x)', '2x\\sin x + x^{2}\\cos x'],
      ['(2*x+x^2)*e^x', 'e^x*(x^2+2*x)', 'e^{x}\\left(x^{2} + 2x\\right)'],
      ['log(9)/2', 'log(3)', '\\ln 3'],
      ['log(2)^(-1)*log(8)', '3', '3'],
      ['(log(5)-3*log(2))/log(2)', 'log(5)/log(2)-3', '\\log_{2} 5 - 3'],
      ['((1/3)*x+1/3)/(x-1)', '(x+1)/(3*(x-1))', '\\frac{x + 1}{3\\left(x - 1\\right)}'],
      ['(1/2)*(x-2)*(x+2)', '(1/2)*(x-2)*(x+2)', '\\frac{1}{2}\\left(x - 2\\right)\\left(x + 2\\right)'],
      ['sin(x)^2', 'sin(x)^2', '\\sin^{2} x'],
      ['log(abs(x))', 'log(abs(x))', '\\ln\\left|x\\right|'],
      ['atan(x)', 'atan(x)', '\\arctan x'],
      ['x - -3', 'x+3', 'x + 3'],
      ['1.1673039782614', '1.1673039782614', '1.1673039782614'],
    ];
    for (const [raw, text, latex] of cases) {
      expect(tidyText(raw), raw).toBe(text);
      expect(texOf(raw), raw).toBe(latex);
    }
  });

  it('shows the problem as written, only dropping brackets the reader added', () => {
    expect(readProblem('2x+3=11')!.latex).toBe('2x + 3 = 11');
    expect(readProblem('log_2(x) + log_2(x-2) = 3')!.latex).toBe(
      '\\log_{2} x + \\log_{2}\\left(x - 2\\right) = 3',
    );
    expect(readProblem('x^2 - 7x + 12 >= 0')!.latex).toBe('x^{2} - 7x + 12 \\ge 0');
    expect(writtenTex('2+6*x')).toBe('2 + 6x');
    expect(writtenTex('-1/2+x')).toBe('-\\frac{1}{2} + x');
  });

  it('falls back to the CAS for what it cannot read, still writing ln for the natural log', () => {
    expect(texOf('log(x')).not.toMatch(/\\log(?!_)/);
    expect(tidyText('not math )(')).toBe('not math )(');
  });
});
