import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it.each([
    ['expnd', 'expand', 1],
    ['simplify', 'simplify', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('says only "more than the limit" for words further apart in length', () => {
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
