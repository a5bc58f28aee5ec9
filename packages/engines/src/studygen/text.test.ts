import { describe, expect, it } from 'vitest';
import { blankOut, containsText, containsWord, contentWords, norm, singular } from './text.ts';

describe('text helpers', () => {
  it('normalises for comparison', () => {
    expect(norm('  The  Cell ')).toBe('the cell');
    expect(containsText('The Mitochondrion is…', 'mitochondrion')).toBe(true);
    expect(containsText('abc', '  ')).toBe(false);
  });

  it('folds plurals', () => {
    expect(singular('volcanoes')).toBe('volcano');
    expect(singular('bodies')).toBe('body');
    expect(singular('churches')).toBe('church');
    expect(singular('gas')).toBe('gas');
    expect(singular('glass')).toBe('glass');
    expect(singular('photosynthesis')).toBe('photosynthesis');
    expect(contentWords('A quiz about the Planets')).toEqual(['planet']);
  });

  it('matches whole words only, hyphenated words included', () => {
    expect(containsWord('The cell wall', 'cell')).toBe(true);
    expect(containsWord('The cells', 'cell')).toBe(false);
    expect(containsWord('the Estates-General met', 'estates')).toBe(false);
  });

  it('blanks every whole-word occurrence', () => {
    expect(blankOut('The heart pumps; the heart rests. Hearts!', 'heart')).toBe(
      'The ___ pumps; the ___ rests. Hearts!',
    );
    expect(blankOut('Met in 1789.', '1789')).toBe('Met in ___.');
  });
});
