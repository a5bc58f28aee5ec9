import type { WritingSuggestion } from '@studybot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrammarChecker } from './grammar.ts';
import { applySafeFixes, improveText } from './improve.ts';
import { WritingWorkers } from './index.ts';

/** One sentence per kind of error, the words that are wrong, and the fix the checker must offer. */
const ERRORS: ReadonlyArray<{ kind: string; text: string; wrong: string; fix: string }> = [
  {
    kind: 'their / they’re',
    text: 'Their going to the library after school.',
    wrong: 'Their',
    fix: "They're",
  },
  { kind: 'their / there', text: 'Their are many reasons for this.', wrong: 'Their', fix: 'There' },
  { kind: 'its / it’s', text: 'Its a beautiful day for a walk.', wrong: 'Its', fix: "It's" },
  { kind: 'it’s / its', text: "The dog wagged it's tail.", wrong: "it's", fix: 'its' },
  { kind: 'repeated word', text: 'This is a a simple test.', wrong: 'a a', fix: 'a' },
  { kind: 'a / an', text: 'He bought a apple at the market.', wrong: 'a', fix: 'an' },
  { kind: 'subject–verb agreement', text: 'I has finished my homework.', wrong: 'has', fix: 'have' },
  { kind: 'past participle', text: 'He should have went home.', wrong: 'went', fix: 'gone' },
  { kind: 'could of', text: 'I could of finished earlier.', wrong: 'could of', fix: 'could have' },
  {
    kind: 'double comparative',
    text: 'She is more taller than her brother.',
    wrong: 'more taller',
    fix: 'taller',
  },
  { kind: 'alot', text: 'The team is winning alot of games.', wrong: 'alot', fix: 'a lot' },
  { kind: 'affect / effect', text: 'The affect of the drug was strong.', wrong: 'affect', fix: 'effect' },
  { kind: 'lower-case I', text: 'i think the answer is correct.', wrong: 'i', fix: 'I' },
  { kind: 'space before a comma', text: 'The cell divides , and then it grows.', wrong: ' ', fix: '' },
  { kind: 'double space', text: 'This sentence has an  extra space.', wrong: '  ', fix: ' ' },
  { kind: 'missing apostrophe', text: 'She dont know the answer.', wrong: 'dont', fix: "don't" },
  {
    kind: 'misspelling: dropped letter',
    text: 'We visited the libary yesterday.',
    wrong: 'libary',
    fix: 'library',
  },
  {
    kind: 'misspelling: single for double',
    text: 'The experiment will begin tomorow morning.',
    wrong: 'tomorow',
    fix: 'tomorrow',
  },
  {
    kind: 'misspelling: wrong vowel',
    text: 'We need to definately finish this.',
    wrong: 'definately',
    fix: 'definitely',
  },
  {
    kind: 'misspelling: i before e',
    text: 'The reaction was recieved well.',
    wrong: 'recieved',
    fix: 'received',
  },
];

/** Correct sentences from school subjects, science words included: the checker leaves them alone. */
const CORRECT = [
  'The mitochondria is the powerhouse of the cell.',
  'Photosynthesis turns light into chemical energy in the chloroplasts.',
  'The quadratic formula gives both roots of the equation.',
  'Shakespeare wrote many of his plays in iambic pentameter.',
  'Meiosis produces four cells, each with half the chromosomes.',
  'The French Revolution began in 1789.',
  'Water boils at one hundred degrees Celsius at sea level.',
  'Newton described three laws of motion.',
  'The hypotenuse is the longest side of a right triangle.',
  'Covalent bonds form when atoms share electrons.',
  'The protagonist learns to trust her friends by the end of the novel.',
  'Supply and demand set the price of most goods.',
  'The Amazon rainforest produces a large share of the oxygen on land.',
  'A derivative measures how fast a function changes.',
  'Tectonic plates move a few centimeters each year.',
  'She finished her essay before the deadline.',
  'The students measured the temperature every ten minutes.',
  'Isotopes of an element have different numbers of neutrons.',
  'The poem uses alliteration to create rhythm.',
  'Our class visited the museum on Friday.',
];

const spans = (text: string, suggestions: WritingSuggestion[]) =>
  suggestions.map((s) => ({ found: text.slice(s.start, s.end), type: s.type, replacement: s.replacement }));

describe('writing: improve (grammar, spelling, style)', () => {
  const grammar = new GrammarChecker();
  beforeAll(() => grammar.setup(), 120_000);

  it(`catches ${ERRORS.length} kinds of error, each with its span and fix`, async () => {
    expect(new Set(ERRORS.map((e) => e.kind)).size).toBeGreaterThanOrEqual(20);
    for (const { kind, text, wrong, fix } of ERRORS) {
      const { suggestions } = await improveText(text, grammar);
      expect(spans(text, suggestions), kind).toContainEqual(
        expect.objectContaining({ found: wrong, replacement: fix }),
      );
    }
  });

  it('leaves correct sentences alone, subject words included', async () => {
    for (const text of CORRECT) {
      const { improved_text, suggestions } = await improveText(text, grammar);
      const flagged = spans(text, suggestions).filter((s) => s.type === 'spelling' || s.type === 'grammar');
      expect(flagged, text).toEqual([]);
      expect(improved_text).toBe(text);
    }
  });

  it('applies only the safe fixes, and keeps every span in the text as sent', async () => {
    const text = 'i has a apple. We visited the libary. Kwame Nkrumah led Ghana.';
    const { improved_text, suggestions } = await improveText(text, grammar);
    expect(improved_text).toBe('I have an apple. We visited the library. Kwame Nkrumah led Ghana.');
    for (const s of suggestions) expect(s.end).toBeGreaterThan(s.start);
    // A name the dictionary does not know is suggested at most, never changed.
    expect(improved_text).toContain('Kwame Nkrumah');
  });

  it('flags passive voice, hard sentences and vague words as style, with no automatic fix', async () => {
    const text =
      'The ball was thrown by the boy. It seems the results are quite good. ' +
      'The extraordinarily convoluted, multifaceted, interdisciplinary methodological considerations ' +
      'notwithstanding, contemporaneous investigations consistently demonstrate substantially ' +
      'heterogeneous outcomes across numerous independently administered longitudinal evaluations.';
    const found = spans(text, (await improveText(text, grammar)).suggestions);
    expect(found).toContainEqual({ found: 'thrown', type: 'style', replacement: null });
    expect(found).toContainEqual({ found: 'quite', type: 'clarity', replacement: null });
    expect(found).toContainEqual({ found: 'seems', type: 'clarity', replacement: null });
    expect(found.filter((f) => f.type === 'readability')).toHaveLength(1);
  });

  it('keeps spans right after characters outside the basic plane', async () => {
    const text = '🧪 We visited the libary.';
    const { suggestions } = await improveText(text, grammar);
    expect(spans(text, suggestions)).toContainEqual(expect.objectContaining({ found: 'libary' }));
  });
});

describe('applySafeFixes', () => {
  const fix = (start: number, end: number, replacement: string, safe = true) => ({
    type: 'grammar' as const,
    message: '',
    start,
    end,
    replacement,
    safe,
  });

  it('applies fixes from the end, skips unsafe ones and any that overlaps a fix already made', () => {
    const text = 'abcdefghij';
    // W is unsafe; Z (5–8) is applied; Y (4–6) overlaps it and is skipped; X (0–2) is applied.
    expect(
      applySafeFixes(text, [fix(0, 2, 'X'), fix(4, 6, 'Y'), fix(5, 8, 'Z'), fix(8, 9, 'W', false)]),
    ).toBe('XcdeZij');
  });
});

describe('WritingWorkers', () => {
  const workers = new WritingWorkers({ size: 1 });
  afterAll(() => workers.close());

  it('improves text off the main thread', async () => {
    const answer = await workers.improve('We visited the libary.');
    expect(answer.improved_text).toBe('We visited the library.');
    expect(answer.suggestions).toContainEqual(
      expect.objectContaining({ type: 'spelling', start: 15, end: 21, replacement: 'library' }),
    );
  }, 120_000);
});
