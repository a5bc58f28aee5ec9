import { describe, expect, it } from 'vitest';
import { cleanInputs, normalizeOutput, outputDifference } from './compare.ts';

describe('output comparison', () => {
  it('ignores trailing spaces and trailing blank lines only', () => {
    expect(normalizeOutput('a  \nb\n\n\n')).toEqual(['a', 'b']);
    expect(outputDifference('Hi Ada\n', 'Hi Ada   \n\n')).toBeNull();
    expect(outputDifference('Hi Ada', ' Hi Ada')).toContain('Line 1');
    expect(outputDifference('a\nb', 'a')).toContain('Line 2 is missing');
    expect(outputDifference('a', 'a\nb')).toContain('Line 2 is extra');
  });

  it('drops blank input lines', () => {
    expect(cleanInputs(['Ada', '', '  ', '3'])).toEqual(['Ada', '3']);
    expect(cleanInputs(undefined)).toEqual([]);
  });
});
