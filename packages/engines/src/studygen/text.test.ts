import { describe, expect, it } from 'vitest';
import {
  blankOut,
  containsText,
  containsWord,
  contentWords,
  givesAway,
  hintsAt,
  norm,
  singular,
} from './text.ts';

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

  it('tells when a question gives its answer away', () => {
    expect(givesAway('A circuit that is part of a computer', 'Computer circuit')).toBe(true);
    expect(givesAway('What does "bird\'s foot" mean?', 'The foot of a bird')).toBe(true);
    expect(
      givesAway('A tube in which an electric discharge takes place through a gas', 'Gas-discharge tube'),
    ).toBe(true);
    expect(givesAway('A boat with two parallel hulls', 'Catamaran')).toBe(false);
    expect(hintsAt('A boat for carrying mail', 'Mailboat', 'boat')).toBe(true);
    expect(hintsAt('A bird that twitters', 'twitterer', 'bird')).toBe(true);
    expect(hintsAt('Small boat used by harbor police', 'Scow', 'boat')).toBe(false);
  });
});
