import { describe, expect, it } from 'vitest';
import { generateFlashcards, generateQuiz, type QuizResult } from './generate.ts';
import type { StudyPack } from './pack.ts';
import { DEFAULT_PACKS_DIR, loadStudyPacks } from './packs.ts';
import { closeForms, type PackPart, routeTopic, topicReadings } from './routing.ts';
import { fixturePacks } from './test-helpers.ts';
import { NotEnoughMaterialError } from './validate.ts';

const real = loadStudyPacks(DEFAULT_PACKS_DIR);
const byId = (id: string) => {
  const pack = real.find((p) => p.id === id);
  if (!pack) throw new Error(`no pack ${id}`);
  return pack;
};

/*
 * The routing table: topics against the real packs in content/study-packs, with what each must get.
 *   whole(ids)        — exactly these packs, every item;
 *   part(about, ids)  — only these packs, each a strict part in which every fact and term matches all
 *                       of `about` (in its own text, or for a term, in its category);
 *   NONE              — no pack: the generator falls back to WordNet (or the notes).
 */
type Expected = { whole: string[] } | { part: string[]; about: RegExp[] } | 'none';
const whole = (...ids: string[]): Expected => ({ whole: ids });
const subject = (name: string): Expected => whole(...real.filter((p) => p.subject === name).map((p) => p.id));
const part = (about: RegExp | RegExp[], ...ids: string[]): Expected => ({
  part: ids,
  about: Array.isArray(about) ? about : [about],
});
const NONE = 'none';

const PLATE = 'geography-plate-tectonics-and-earthquakes';
const CELL = 'biology-cell-structure';
const WW1 = 'history-world-war-one';
const ROME = 'history-ancient-rome';

const TABLE: [string, Expected][] = [
  // The topic names the pack: all of it.
  ['photosynthesis', whole('biology-photosynthesis')],
  ['Photosynthesis quiz', whole('biology-photosynthesis')],
  ['introduction to photosynthesis', whole('biology-photosynthesis')],
  ['photosynthesis in plants', whole('biology-photosynthesis')],
  ['the French Revolution', whole('history-french-revolution')],
  ['causes of the French Revolution', whole('history-french-revolution')],
  ['the French Revolution 1789', whole('history-french-revolution')],
  ['plate tectonics', whole(PLATE)],
  ['tectonic plates', whole(PLATE)],
  ['cell structure', whole(CELL)],
  ['structure of the cell', whole(CELL)],
  ['cells', whole(CELL)],
  ['World War I', whole(WW1)],
  ['World War One', whole(WW1)],
  ['WW1', whole(WW1)],
  ['the First World War', whole(WW1)],
  ['causes of World War I', whole(WW1)],
  ['WWII', whole('history-world-war-two')],
  ['the Second World War', whole('history-world-war-two')],
  ['the Cold War', whole('history-cold-war')],
  // Another name for the whole pack.
  ['the Great War', whole(WW1)],
  ['the War of Independence', whole('history-american-revolution')],
  ['electric circuits', whole('physics-electricity-and-circuits')],
  ["Newton's laws", whole('physics-newtons-laws-and-motion')],
  ['GDP', whole('economics-gdp-and-macroeconomics')],
  ['gross domestic product', whole('economics-gdp-and-macroeconomics')],
  ['Ancient Rome', whole(ROME)],
  ['the Renaissance', whole('history-the-renaissance')],
  // The "Y" of an "X and Y" title names the pack too, unless the pack files terms under Y (below).
  ['optics', whole('physics-light-and-optics')],
  ['statistics', whole('math-probability-and-statistics')],
  ['genetics', whole('biology-dna-and-genetics')],
  ['the solar system', whole('physics-gravity-and-the-solar-system')],
  ['biology', subject('biology')],
  ['computer science', subject('computer-science')],

  // The topic is one keyword or term of a near pack: only the part about it.
  ['volcano', part(/volcan/i, PLATE)],
  ['volcanoes', part(/volcan/i, PLATE)],
  ['Quiz me on volcanoes', part(/volcan/i, PLATE)],
  ['earthquakes', part(/earthquake/i, PLATE)],
  ['volcanoes and earthquakes', part(/volcan|earthquake/i, PLATE)],
  ['mitochondria', part(/mitochondri/i, CELL)],
  ['mitochondrion', part(/mitochondri/i, CELL)],
  ['tell me about mitochondria', part(/mitochondri/i, CELL)],
  ['organelles', part(/organelle/i, CELL)],
  ['cell organelles', part(/organelle/i, CELL)],
  ['the cell membrane', part([/cell/i, /membrane/i], CELL)],
  ['nucleus', part(/nucle/i, 'chemistry-atomic-structure', CELL)],
  ['chlorophyll', part(/chlorophyll/i, 'biology-photosynthesis')],
  ['the Calvin cycle', part(/calvin cycle/i, 'biology-photosynthesis')],
  ['the water cycle', part([/water/i, /cycle/i], 'geography-rivers-and-the-water-cycle')],
  ['inflation', part(/inflation/i, 'economics-money-banking-and-inflation')],
  ['sound', part(/sound/i, 'physics-waves-and-sound')],
  ['the brain', part(/brain/i, 'biology-nervous-system')],
  ['neurons', part(/neuron/i, 'biology-nervous-system')],
  ['the Treaty of Versailles', part([/treaty/i, /versailles/i], WW1)],
  ['WW1 trenches', part(/trench/i, WW1)],
  ['the Roman Empire', part([/roman/i, /empire/i], ROME)],
  ['Egyptian pyramids', part(/pyramid/i, 'history-ancient-egypt')],
  ["Shakespeare's Hamlet", part(/hamlet/i, 'literature-shakespeare')],
  ['mitosis and meiosis', part(/mitosis|meiosis/i, 'biology-dna-and-genetics')],
  ['binary trees', part(/tree/i, 'computer-science-data-structures')],
  ['trees in computer science', part(/tree/i, 'computer-science-data-structures')],
  ['hypotenuse', part(/hypotenuse/i, 'math-trigonometry-basics', 'math-geometry-angles-triangles-circles')],

  // Near misses: a shared word is not enough, so no pack.
  ['the Roman Catholic Church', NONE],
  ['Roman Catholic Church', NONE],
  ['Roman law', NONE],
  ['the Harlem Renaissance', NONE],
  ['Cold War spies', NONE],
  ['cell phone', NONE],
  ['light bulb', NONE],
  ['energy drinks', NONE],
  ['volcanic eruptions', NONE],
  ['revolution', NONE],
  // An everyday word that is also a pack's keyword is read in its everyday sense.
  ['trees', NONE],
  ['musical instrument', NONE],
  ['bird', NONE],
  ['qwxzzy blorfington', NONE],
];

const textOf = (item: { question: string; answer: string; statement: string }) =>
  `${item.question} ${item.answer} ${item.statement}`;
const matchesAll = (text: string, about: RegExp[]) => about.every((re) => re.test(text));

function expectPart(got: PackPart, about: RegExp[], topic: string): void {
  const label = `${topic} → ${got.pack.id}`;
  expect(got.whole, label).toBe(false);
  expect(got.facts.length + got.terms.length, label).toBeGreaterThan(0);
  expect(got.facts.length + got.terms.length, label).toBeLessThan(
    got.pack.facts.length + got.pack.terms.length,
  );
  for (const fact of got.facts)
    expect(matchesAll(textOf(fact), about), `${label}: ${fact.question}`).toBe(true);
  for (const term of got.terms) {
    const onTopic =
      matchesAll(`${term.term} ${term.definition}`, about) || matchesAll(term.category ?? '', about);
    expect(onTopic, `${label}: ${term.term}`).toBe(true);
  }
}

describe(`topic routing table (${TABLE.length} topics, real packs)`, () => {
  it.each(TABLE)('%s', (topic, expected) => {
    const got = routeTopic(real, topic);
    if (expected === NONE) {
      expect(got.map((p) => p.pack.id)).toEqual([]);
      return;
    }
    if ('whole' in expected) {
      expect(got.map((p) => p.pack.id).sort()).toEqual([...expected.whole].sort());
      for (const p of got) {
        expect(p.whole).toBe(true);
        expect(p.facts).toEqual(p.pack.facts);
        expect(p.terms).toEqual(p.pack.terms);
      }
      return;
    }
    expect(got.map((p) => p.pack.id).sort()).toEqual([...expected.part].sort());
    for (const p of got) expectPart(p, expected.about, topic);
  });

  it('takes every item of the part that mentions the topic, and the terms filed under it', () => {
    const pack = byId(PLATE);
    const [volcano] = routeTopic(real, 'volcano');
    expect(volcano!.facts).toEqual(pack.facts.filter((f) => /volcan/i.test(textOf(f))));
    expect(volcano!.terms.map((t) => t.term)).toEqual(['Magma', 'Lava']);
    expect(routeTopic(real, 'volcanoes')).toEqual(routeTopic(real, 'volcano'));
    const [mito] = routeTopic(real, 'mitochondria');
    const cell = byId(CELL);
    expect(mito!.facts).toEqual(cell.facts.filter((f) => /mitochondri/i.test(textOf(f))));
    expect(mito!.terms.map((t) => t.term)).toEqual(['Mitochondrion']);
  });
});

/** The source sentences a quiz on a part may cite: facts and terms matching `about`, or terms in `category`. */
function partSentences(pack: StudyPack, about: RegExp, category?: string): Set<string> {
  return new Set([
    ...pack.facts.filter((f) => about.test(textOf(f))).map((f) => f.statement),
    ...pack.terms
      .filter((t) => about.test(`${t.term} ${t.definition}`) || (category && t.category === category))
      .map((t) => t.term),
  ]);
}

const cites = (allowed: Set<string>, sentence: string) =>
  allowed.has(sentence) || allowed.has(sentence.slice(0, sentence.indexOf(':')));

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

describe('quizzes on near topics use only the part about the topic', () => {
  it('"volcano": only volcano questions, at every difficulty', () => {
    const allowed = partSentences(byId(PLATE), /volcan/i, 'Volcanoes');
    for (const difficulty of DIFFICULTIES) {
      const quiz = generateQuiz({ topic: 'volcano', difficulty, count: 5, packs: real, seed: 1 });
      expect(quiz.source).toBe('local:studypack');
      expect(quiz.questions).toHaveLength(5);
      for (const q of quiz.questions) {
        expect(q.source.ref).toBe(`geography/${PLATE}`);
        expect(cites(allowed, q.source.sentence), q.question).toBe(true);
      }
      const cards = generateFlashcards({ topic: 'volcanoes', difficulty, count: 5, packs: real, seed: 1 });
      for (const c of cards.cards) expect(cites(allowed, c.source.sentence), c.front).toBe(true);
    }
  });

  it('"volcano": asking for more than the part holds is an honest shortage, not plate tectonics', () => {
    const attempt = () =>
      generateQuiz({ topic: 'volcano', difficulty: 'medium', count: 6, packs: real, seed: 1 });
    expect(attempt).toThrow(NotEnoughMaterialError);
    expect(attempt).toThrow(
      'There is only enough material for 5 questions on "volcano". Ask for 5 or fewer, or add your notes.',
    );
  });

  it('"mitochondria": only mitochondria questions, or an honest shortage', () => {
    for (const difficulty of DIFFICULTIES) {
      const quiz = generateQuiz({ topic: 'mitochondria', difficulty, count: 3, packs: real, seed: 1 });
      expect(quiz.source).toBe('local:studypack');
      for (const q of quiz.questions) {
        expect(q.source.ref).toBe(`biology/${CELL}`);
        expect(q.source.sentence, q.question).toMatch(/mitochondri/i);
      }
    }
    let error: unknown;
    try {
      generateQuiz({ topic: 'mitochondria', difficulty: 'easy', count: 5, packs: real, seed: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotEnoughMaterialError);
    expect((error as NotEnoughMaterialError).available).toBe(3);
  });

  it('"the Roman Catholic Church" never draws on Ancient Rome', () => {
    let quiz: QuizResult | undefined;
    try {
      quiz = generateQuiz({
        topic: 'the Roman Catholic Church',
        difficulty: 'easy',
        count: 3,
        packs: real,
        seed: 1,
      });
    } catch (e) {
      expect(e).toBeInstanceOf(NotEnoughMaterialError);
    }
    if (quiz) {
      expect(quiz.source).toBe('local:wordnet');
      for (const q of quiz.questions) expect(q.source.ref).not.toContain(ROME);
    }
  });

  it('a whole pack still gives all of itself', () => {
    const quiz = generateQuiz({
      topic: 'plate tectonics',
      difficulty: 'medium',
      count: 12,
      packs: real,
      seed: 1,
    });
    expect(new Set(quiz.questions.map((q) => q.source.ref))).toEqual(new Set([`geography/${PLATE}`]));
    expect(quiz.questions.some((q) => !/volcan|earthquake/i.test(q.source.sentence))).toBe(true);
  });
});

describe('routing rules (fixture packs)', () => {
  const packs = fixturePacks();
  const route = (topic: string) =>
    routeTopic(packs, topic).map((p) => `${p.pack.id}${p.whole ? '' : ' (part)'}`);

  it('uses a whole pack for its title or first keyword, a part for another keyword or term', () => {
    expect(route('photosynthesis')).toEqual(['photosynthesis']);
    expect(route('Photosynthesis quiz')).toEqual(['photosynthesis']);
    expect(route('ancient rome')).toEqual(['ancient-rome']);
    expect(route('chloroplasts')).toEqual(['photosynthesis (part)']);
    expect(route('the Calvin cycle')).toEqual(['photosynthesis (part)']);
    expect(route('Roman Empire')).toEqual(['ancient-rome (part)']);
    expect(route('aqueducts')).toEqual(['ancient-rome (part)']);
  });

  it('routes nothing that no pack is about', () => {
    expect(route('volcano')).toEqual([]);
    expect(route('plant cell division in mitosis')).toEqual([]);
    expect(route('the Roman Catholic Church')).toEqual([]);
    expect(route('')).toEqual([]);
  });

  it('reads a topic without its leading aspect, its qualifiers or a year', () => {
    expect(topicReadings('causes of World War I')).toEqual([
      ['cause', 'world', 'war', '1'],
      ['world', 'war', '1'],
    ]);
    expect(topicReadings('photosynthesis in plants')).toEqual([
      ['photosynthesis', 'plant'],
      ['photosynthesis'],
    ]);
    expect(topicReadings('The French Revolution 1789')).toEqual([
      ['french', 'revolution', '1789'],
      ['french', 'revolution'],
    ]);
  });

  it('treats close forms of a word as the same word, and nothing looser', () => {
    expect(closeForms('volcano', 'volcanic')).toBe(true);
    expect(closeForms('volcano', 'volcanoes')).toBe(true);
    expect(closeForms('mitochondria', 'mitochondrion')).toBe(true);
    expect(closeForms('earth', 'earthquake')).toBe(false);
    expect(closeForms('light', 'lightning')).toBe(false);
    expect(closeForms('war', 'ward')).toBe(false);
  });
});
