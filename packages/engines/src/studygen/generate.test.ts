import { describe, expect, it } from 'vitest';
import { generateFlashcards, generateQuiz } from './generate.ts';
import { expectValidCards, expectValidQuiz, fixturePacks, readNote } from './test-helpers.ts';
import { NotEnoughMaterialError } from './validate.ts';

const packs = fixturePacks();

describe('material selection', () => {
  it('uses matching study packs for a topic', () => {
    const quiz = generateQuiz({ topic: 'Photosynthesis', difficulty: 'medium', count: 10, packs, seed: 1 });
    expect(quiz.source).toBe('local:studypack');
    expectValidQuiz(quiz.questions, 10);
    for (const q of quiz.questions)
      expect(q.source).toMatchObject({ kind: 'pack', ref: 'biology/photosynthesis' });
  });

  it('falls back to WordNet when no pack matches', () => {
    const quiz = generateQuiz({ topic: 'volcanoes', difficulty: 'medium', count: 5, packs, seed: 1 });
    expect(quiz.source).toBe('local:wordnet');
    expectValidQuiz(quiz.questions, 5);
    for (const q of quiz.questions) expect(q.source.ref).toMatch(/^WordNet 3\.1 noun \d{8} /);
  });

  it('uses ONLY the notes when source text is given, even if a pack matches the topic', () => {
    const text = readNote('water-cycle');
    const quiz = generateQuiz({
      topic: 'photosynthesis',
      difficulty: 'easy',
      count: 8,
      sourceText: text,
      sourceRef: 'water-cycle.pdf',
      packs,
      seed: 3,
    });
    expect(quiz.source).toBe('local:notes');
    expectValidQuiz(quiz.questions, 8);
    for (const q of quiz.questions) {
      expect(q.source.kind).toBe('notes');
      expect(q.source.ref).toBe('water-cycle.pdf');
      // The cited sentence is from the notes, word for word (apart from line wrapping).
      expect(text.replace(/\s+/g, ' ')).toContain(q.source.sentence);
      expect(q.explanation).toBe(`From your notes: "${q.source.sentence}"`);
    }
    const cards = generateFlashcards({
      topic: 'x',
      difficulty: 'easy',
      count: 8,
      sourceText: text,
      packs,
      seed: 3,
    });
    expect(cards.source).toBe('local:notes');
    expect(cards.cards.every((c) => c.source.ref === 'notes')).toBe(true);
  });

  it('uses pack facts with their own distractors and statements', () => {
    const quiz = generateQuiz({ topic: 'ancient rome', difficulty: 'easy', count: 12, packs, seed: 9 });
    const pack = packs.find((p) => p.id === 'ancient-rome')!;
    let facts = 0;
    for (const q of quiz.questions) {
      const fact = pack.facts.find((f) => f.question === q.question);
      if (!fact) continue;
      facts++;
      expect(q.options[q.correct_answer]).toBe(fact.answer);
      expect(q.source.sentence).toBe(fact.statement);
      for (const o of q.options) expect([fact.answer, ...fact.distractors]).toContain(o);
    }
    expect(facts).toBeGreaterThanOrEqual(2);
  });
});

/** The wordings of pack term questions (from-packs.ts), by difficulty. */
const PACK_STEMS = {
  meaning: /^(What does "|What is the meaning of "|How is ")/,
  term: /^(Which term means: |What is the term for this: |Which term matches this definition: )/,
  close: /^Which term( \(.+\))? (is described here|fits this description): /,
};

describe('difficulty', () => {
  const kinds = (topic: string, difficulty: 'easy' | 'medium' | 'hard', sourceText?: string) =>
    generateQuiz({ topic, difficulty, count: 5, packs, seed: 5, sourceText }).questions.map(
      (q) => q.question,
    );

  it('changes what is asked from a pack', () => {
    const easy = kinds('photosynthesis', 'easy');
    const medium = kinds('photosynthesis', 'medium');
    const hard = kinds('photosynthesis', 'hard');
    const pack = packs.find((p) => p.id === 'photosynthesis')!;
    const level = (q: string) => pack.facts.find((f) => f.question === q)?.difficulty;
    expect(easy.every((q) => PACK_STEMS.meaning.test(q) || level(q) === 'easy')).toBe(true);
    expect(medium.every((q) => PACK_STEMS.term.test(q) || level(q) === 'medium')).toBe(true);
    expect(hard.every((q) => PACK_STEMS.close.test(q) || level(q) === 'hard')).toBe(true);
  });

  it('words pack term questions in more than one way, the same way for the same term', () => {
    const asked = [1, 5, 9].flatMap((seed) =>
      ['photosynthesis', 'ancient rome'].flatMap((topic) =>
        generateQuiz({ topic, difficulty: 'medium', count: 15, packs, seed })
          .questions.map((q) => q.question)
          .filter((q) => PACK_STEMS.term.test(q)),
      ),
    );
    const opening = (q: string) => q.slice(0, q.indexOf(': "'));
    expect(new Set(asked.map(opening)).size).toBe(3);
    const byDefinition = new Map<string, Set<string>>();
    for (const q of asked) {
      const definition = q.slice(q.indexOf(': "'));
      byDefinition.set(definition, (byDefinition.get(definition) ?? new Set()).add(opening(q)));
    }
    for (const openings of byDefinition.values()) expect(openings.size).toBe(1);
  });

  it('changes what is asked from WordNet', () => {
    const meaning = /^(What does "|What is the meaning of "|Which of these describes ")/;
    const described =
      /^(Which kind of [\w ]+ is this: |Which [\w ]+ fits this description: |What is this kind of [\w ]+ called: )/;
    const kindOf =
      /^(Which kind of musical instrument is "|".+" is a kind of which of these\?|Which of these is a kind of )/;
    const easy = kinds('musical instrument', 'easy');
    expect(easy.every((q) => meaning.test(q))).toBe(true);
    const medium = kinds('musical instrument', 'medium');
    expect(medium.some((q) => described.test(q))).toBe(true);
    expect(medium.every((q) => described.test(q) || meaning.test(q))).toBe(true);
    const hard = kinds('musical instrument', 'hard');
    expect(hard.some((q) => meaning.test(q))).toBe(false);
    expect(hard.every((q) => kindOf.test(q) || described.test(q))).toBe(true);
    // Asked as a student would ask, not as a dictionary lookup.
    expect([...easy, ...medium, ...hard].some((q) => /wordnet/i.test(q))).toBe(false);
  });

  it('changes what is asked from notes', () => {
    const text = readNote('french-revolution');
    const easy = kinds('revolution', 'easy', text);
    const medium = kinds('revolution', 'medium', text);
    const hard = kinds('revolution', 'hard', text);
    const fact = /^Which (name|year|date) /;
    expect(medium.every((q) => fact.test(q) || /^(Which term|What do your notes call this)/.test(q))).toBe(
      true,
    );
    // These notes have four easy items that stand alone (no "It…", "this ___" or "an ___" giveaway):
    // the fifth question comes from the next tier.
    expect(easy.filter((q) => fact.test(q)).length).toBeLessThanOrEqual(1);
    expect(hard.some((q) => fact.test(q))).toBe(false);
    expect(new Set(easy).size + new Set(hard).size).toBe(new Set([...easy, ...hard]).size);
  });
});

describe('not enough material', () => {
  it('rejects a gibberish topic', () => {
    const attempt = () =>
      generateQuiz({ topic: 'qwxzzy blorfington', difficulty: 'easy', count: 5, packs, seed: 1 });
    expect(attempt).toThrow(NotEnoughMaterialError);
    expect(attempt).toThrow(
      'There is no material to make questions on "qwxzzy blorfington". Try a related topic, or add your notes.',
    );
    expect(() => generateFlashcards({ topic: 'zzzqqq', difficulty: 'easy', count: 5, packs })).toThrow(
      NotEnoughMaterialError,
    );
  });

  it('says how many questions a short note allows', () => {
    const sourceText = 'The mitochondrion is the organelle that releases energy from food in the cell.';
    let error: unknown;
    try {
      generateQuiz({ topic: 'cells', difficulty: 'easy', count: 10, sourceText, packs, seed: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotEnoughMaterialError);
    const e = error as NotEnoughMaterialError;
    expect(e.requested).toBe(10);
    expect(e.available).toBeLessThan(10);
    expect(e.message).toMatch(
      /^There is (only enough material for \d+ questions?|no material to make questions) on "cells"/,
    );
  });

  it('reports the exact number available, which then succeeds', () => {
    let available = -1;
    try {
      generateQuiz({ topic: 'photosynthesis', difficulty: 'hard', count: 100, packs, seed: 1 });
    } catch (e) {
      available = (e as NotEnoughMaterialError).available;
      expect((e as Error).message).toBe(
        `There is only enough material for ${available} questions on "photosynthesis". Ask for ${available} or fewer, or add your notes.`,
      );
    }
    expect(available).toBeGreaterThan(10);
    expectValidQuiz(
      generateQuiz({ topic: 'photosynthesis', difficulty: 'hard', count: available, packs, seed: 1 })
        .questions,
      available,
    );
  });

  it('leaves out an item the quality checker finds a defect in, and counts only what is left', () => {
    const [pack] = packs.filter((p) => p.id === 'photosynthesis');
    expect(pack).toBeDefined();
    const fact = pack!.facts[0]!;
    // The answer written into its own question: a give-away the checker flags.
    const flawed = { ...fact, question: `${fact.question.replace(/\?$/, '')} (${fact.answer})?` };
    const withFlaw = [{ ...pack!, facts: [flawed, ...pack!.facts.slice(1)] }];
    const count = (p: typeof packs) => {
      try {
        return generateQuiz({ topic: 'photosynthesis', difficulty: 'hard', count: 100, packs: p, seed: 1 })
          .questions.length;
      } catch (e) {
        return (e as NotEnoughMaterialError).available;
      }
    };
    expect(count(withFlaw)).toBe(count([pack!]) - 1);
    const quiz = generateQuiz({
      topic: 'photosynthesis',
      difficulty: 'hard',
      count: count(withFlaw),
      packs: withFlaw,
      seed: 1,
    });
    expect(quiz.questions.map((q) => q.question)).not.toContain(flawed.question);
  });

  it('validates count and difficulty', () => {
    expect(() => generateQuiz({ topic: 'photosynthesis', difficulty: 'easy', count: 0, packs })).toThrow(
      RangeError,
    );
    expect(() => generateQuiz({ topic: 'photosynthesis', difficulty: 'easy', count: 2.5, packs })).toThrow(
      RangeError,
    );
    // @ts-expect-error — a bad difficulty from untyped input
    expect(() => generateQuiz({ topic: 'photosynthesis', difficulty: 'extreme', count: 2, packs })).toThrow(
      RangeError,
    );
  });
});

describe('determinism', () => {
  it('gives the same quiz and cards for the same seed', () => {
    const input = { topic: 'photosynthesis', difficulty: 'medium' as const, count: 8, packs, seed: 1234 };
    expect(generateQuiz(input)).toEqual(generateQuiz(input));
    expect(generateFlashcards(input)).toEqual(generateFlashcards(input));
    const notes = { ...input, sourceText: readNote('heart') };
    expect(generateQuiz(notes)).toEqual(generateQuiz(notes));
    const wordnet = { ...input, topic: 'bird' };
    expect(generateQuiz(wordnet)).toEqual(generateQuiz(wordnet));
  });

  it('varies with the seed and moves the correct option around', () => {
    const a = generateQuiz({ topic: 'photosynthesis', difficulty: 'medium', count: 10, packs, seed: 1 });
    const b = generateQuiz({ topic: 'photosynthesis', difficulty: 'medium', count: 10, packs, seed: 2 });
    expect(a).not.toEqual(b);
    expect(new Set(a.questions.map((q) => q.correct_answer)).size).toBeGreaterThan(1);
  });
});

describe('flashcards', () => {
  it('makes term cards with categories from a pack', () => {
    const { cards, source } = generateFlashcards({
      topic: 'photosynthesis',
      difficulty: 'easy',
      count: 10,
      packs,
      seed: 1,
    });
    expect(source).toBe('local:studypack');
    expectValidCards(cards, 10);
    const pack = packs.find((p) => p.id === 'photosynthesis')!;
    for (const c of cards) {
      const term = pack.terms.find((t) => t.term === c.front)!;
      expect(term).toBeDefined();
      expect(c.category).toBe(term.category);
    }
  });

  it('reverses the cards when hard', () => {
    const { cards } = generateFlashcards({
      topic: 'photosynthesis',
      difficulty: 'hard',
      count: 4,
      packs,
      seed: 1,
    });
    const pack = packs.find((p) => p.id === 'photosynthesis')!;
    const hardFacts = new Set(pack.facts.filter((f) => f.difficulty === 'hard').map((f) => f.question));
    for (const c of cards)
      expect(hardFacts.has(c.front) || pack.terms.some((t) => t.term === c.back)).toBe(true);
  });
});
