import { describe, expect, it } from 'vitest';
import { formatClock, optionLetter } from './format';

describe('optionLetter', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [2, 'C'],
    [3, 'D'],
  ])('%i → %s', (index, letter) => {
    expect(optionLetter(index)).toBe(letter);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
