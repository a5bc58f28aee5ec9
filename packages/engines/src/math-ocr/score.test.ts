import { describe, expect, it } from 'vitest';
import { scoreCandidate } from './score.ts';

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
});
