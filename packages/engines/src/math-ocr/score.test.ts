import { describe, expect, it } from 'vitest';
import { readProblem } from '../math/read.ts';
import { guessedTask, scoreCandidate } from './score.ts';

const score = (text: string) => scoreCandidate({ text, edits: 0, droppedLines: 0 }, 0.95);

describe('candidate plausibility', () => {
  it('doubts a "Solve" whose equation or inequality sign was not read', () => {
    const lost = score('Solve for x: 2(x-3)x+4');
    const whole = score('Solve for x: 2(x-3)=x+4');
    expect(lost.reading).not.toBeNull();
    // Below the confirm threshold (0.8): the student is asked before anything is solved.
    expect(lost.score).toBeLessThan(0.8);
    expect(whole.score).toBeGreaterThan(0.8);
    expect(score('Solve 3x - 2 < 7').score).toBeGreaterThan(0.8);
  });

  it('is as sure of a linear absolute-value inequality as of a plain one', () => {
    expect(score('|2x+1|<=7').score).toBe(score('2x+1<=7').score);
  });

  it('doubts a power of 1, which no page writes ("5^(2x^1)=125" for 5^(2x − 1))', () => {
    expect(score('5^(2x^1)=125').score).toBeLessThan(0.8);
    expect(score('5^(2x-1)=125').score).toBeGreaterThan(0.8);
  });

  it('doubts an inequality sign in an expression to factor, expand or simplify', () => {
    expect(score('Factor x>+8').score).toBeLessThan(0.8);
    expect(score('Factor x^3+8').score).toBeGreaterThan(0.8);
  });

  it('doubts a times sign straight before a sign, how a lost power reads ("x*-4x+1=0")', () => {
    expect(score('x*-4x+1=0').score).toBeLessThan(0.8);
    expect(score('x^2-4x+1=0').score).toBeGreaterThan(0.8);
  });
});

describe('guessedTask', () => {
  const guessed = (text: string) => guessedTask(text, readProblem(text)!);

  it('flags a bare expression in a variable with no instruction', () => {
    expect(guessed('3x^2-12x')).toBe(true);
    expect(guessed('x^2+5x+6')).toBe(true);
  });

  it('leaves equations, instructions, calculus and arithmetic alone', () => {
    expect(guessed('3x^2=12x')).toBe(false);
    expect(guessed('Factor x^2+5x+6')).toBe(false);
    expect(guessed('Simplify 2x+3x')).toBe(false);
    expect(guessed('d/dx x^2')).toBe(false);
    expect(guessed('2*sqrt(64)-9')).toBe(false);
    expect(guessed('x>3')).toBe(false);
  });
});
