import { describe, expect, it } from 'vitest';
import { readProblem, solveProblem } from './index.ts';
import { readPercentWords } from './percent-words.ts';

const solved = (input: string) => {
  const reading = readProblem(input);
  if (!reading) throw new Error(`not read: ${input}`);
  return { reading, solution: solveProblem(reading) };
};

describe('percent problems in words', () => {
  it('reads each wording into the expression it means', () => {
    expect(readPercentWords('60 increased by 15%')).toBe('60*(1+15/100)');
    expect(readPercentWords('what percent of 240 is 36')).toBe('100*36/240');
    expect(readPercentWords('18 is 45% of what number')).toBe('18/(45/100)');
    expect(readPercentWords('percent change from 40 to 52')).toBe('100*(52-40)/40');
    expect(readPercentWords('percentage decrease from 80 to 60')).toBe('100*(80-60)/80');
    expect(readPercentWords('increase 1,200 by 5 per cent')).toBe('1200*(1+5/100)');
    expect(readPercentWords('60 increased by 15')).toBeNull();
    expect(readPercentWords('what percent of x is 3')).toBeNull();
  });

  it('"of" after a percent is a product, not the letters o and f', () => {
    const { reading, solution } = solved('20% of 150 + 150');
    expect(reading.expression).toBe('(20/100)*150+150');
    expect(solution.final_answer.text).toBe('180');
  });

  it('answers "what percent" questions in percent, with steps a student reads', () => {
    const { solution } = solved('36 is what percent of 240?');
    expect(solution.final_answer).toEqual({ text: '15', latex: '15\\%' });
    expect(solution.steps.map((s) => s.hint)).toEqual([
      'Divide the part by the whole',
      'Write it as a percent',
    ]);
    expect(solution.validation.ok).toBe(true);
    const third = solved('3 is what percent of 9').solution;
    expect(third.steps.at(-1)!.explanation).toBe('Multiply by 100: 1/3 × 100 = 100/3% (about 33.33%).');
  });

  it('explains an increase, a decrease and a missing whole step by step', () => {
    expect(solved('80 decreased by 25%').solution.steps.map((s) => s.explanation)).toEqual([
      '25% of 80 is 25/100 × 80 = 20.',
      '80 − 20 = 60.',
    ]);
    const whole = solved('45% of what number is 18').solution;
    expect(whole.final_answer.text).toBe('40');
    expect(whole.steps.at(-1)).toMatchObject({
      hint: 'Divide both sides by 45/100',
      explanation: 'n = 18 ÷ (45/100) = 40.',
    });
    const change = solved('percent change from 40 to 52').solution;
    expect(change.final_answer.latex).toBe('30\\%');
    expect(change.steps).toHaveLength(3);
  });
});
