import { describe, expect, it } from 'vitest';
import { optionLetter } from './format';

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
