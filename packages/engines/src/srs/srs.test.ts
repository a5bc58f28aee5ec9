import { describe, expect, it } from 'vitest';
import { newSrsState, reviewSrs } from './index.ts';

const day = 86_400_000;

describe('spaced repetition (FSRS)', () => {
  it('starts new cards due now', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(newSrsState(now)).toMatchObject({ due: now.toISOString(), state: 'new', reps: 0, lapses: 0 });
  });

  it('spaces a card further out the better it is remembered', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    const next = (rating: 'again' | 'hard' | 'good' | 'easy') =>
      new Date(reviewSrs(newSrsState(now), rating, now).due).getTime() - now.getTime();
    expect(next('again')).toBeLessThan(next('hard'));
    expect(next('hard')).toBeLessThan(next('good'));
    expect(next('good')).toBeLessThan(next('easy'));
    expect(next('easy')).toBeGreaterThanOrEqual(day);
  });

  it('grows intervals with successful reviews and counts a lapse when forgotten', () => {
    let state = newSrsState(new Date('2026-03-01T09:00:00Z'));
    const intervals: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = new Date(state.due);
      state = reviewSrs(state, 'good', at);
      intervals.push(new Date(state.due).getTime() - at.getTime());
    }
    expect(state.state).toBe('review');
    expect(intervals.at(-1)!).toBeGreaterThan(intervals[1]!);
    const forgotten = reviewSrs(state, 'again', new Date(state.due));
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.state).toBe('relearning');
    expect(new Date(forgotten.due).getTime() - new Date(state.due).getTime()).toBeLessThan(day);
  });
});
