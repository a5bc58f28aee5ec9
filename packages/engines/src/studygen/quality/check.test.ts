import { describe, expect, it } from 'vitest';
import type { Flashcard, QuizQuestion, SourceKind } from '../validate.ts';
import { checkItem, checkSet, type RuleName } from './check.ts';

/** Each rule: one item it must flag and one it must leave alone. */

const NOTES_CLOZE = 'Which word or phrase completes this sentence from your notes';

function question(
  text: string,
  answer: string,
  distractors: string[],
  sentence: string,
  kind: SourceKind = 'notes',
): QuizQuestion {
  return {
    question: text,
    options: [answer, ...distractors],
    correct_answer: 0,
    explanation: `From your notes: "${sentence}"`,
    source: { kind, ref: kind === 'pack' ? 'physics/physics-test' : 'notes', sentence },
  };
}

/** A notes cloze whose cited sentence is the blanked sentence filled with the answer. */
const cloze = (blanked: string, answer: string, distractors: string[], asked = 'word or phrase') =>
  question(
    `${NOTES_CLOZE.replace('word or phrase', asked)}: "${blanked}"`,
    answer,
    distractors,
    blanked.replace('___', answer),
  );

const card = (front: string, back: string, sentence: string, category?: string): Flashcard => ({
  front,
  back,
  ...(category ? { category } : {}),
  source: { kind: 'notes', ref: 'notes', sentence },
});

const rulesOf = (item: QuizQuestion | Flashcard): RuleName[] => checkItem(item).map((d) => d.rule);

function expectRule(rule: RuleName, flagged: QuizQuestion | Flashcard, clean: QuizQuestion | Flashcard) {
  expect(rulesOf(flagged)).toContain(rule);
  expect(rulesOf(clean)).not.toContain(rule);
}

describe('item rules', () => {
  it('merged-sentences: two sentences in one cloze, but not initials or abbreviations', () => {
    expectRule(
      'merged-sentences',
      cloze('They differ in size. Producers make their own ___ from light.', 'food', [
        'soil',
        'water',
        'heat',
      ]),
      cloze('J. J. Thomson discovered the ___ in 1897, e.g. in cathode rays.', 'electron', [
        'proton',
        'neutron',
        'nucleus',
      ]),
    );
  });

  it('merged-heading: a heading run into the sentence', () => {
    const clean = cloze('The Reign of Terror was a ___ of mass executions.', 'period', [
      'coup',
      'treaty',
      'law',
    ]);
    expectRule(
      'merged-heading',
      cloze('Key features: The ___ is the turning point of the parabola.', 'vertex', [
        'root',
        'axis',
        'curve',
      ]),
      clean,
    );
    expect(
      rulesOf(
        cloze('Causes of the War By 1914 the ___ had split into two camps.', 'great powers', [
          'navies',
          'colonies',
          'empires',
        ]),
      ),
    ).toContain('merged-heading');
    expect(
      rulesOf(
        cloze('Photosynthesis Photosynthesis is the ___ by which plants make glucose.', 'process', [
          'pigment',
          'leaf',
          'gas',
        ]),
      ),
    ).toContain('merged-heading');
    expect(
      rulesOf(cloze('J. J. Thomson proposed the plum pudding ___.', 'model', ['atom', 'nucleus', 'shell'])),
    ).not.toContain('merged-heading');
  });

  it('unresolved-pronoun: a cloze that opens with a pronoun or says "this ___"', () => {
    const clean = cloze('Water boils at 100 degrees in an open ___.', 'pan', ['kettle', 'lake', 'field']);
    expectRule(
      'unresolved-pronoun',
      cloze('It does not need ___ to grow.', 'sunlight', ['soil', 'water', 'wind']),
      clean,
    );
    expect(
      rulesOf(cloze('Historians often treat this ___ as the end.', 'coup', ['war', 'treaty', 'law'])),
    ).toContain('unresolved-pronoun');
    expect(
      rulesOf(cloze('It is important to ___ the data first.', 'check', ['lose', 'sell', 'hide'])),
    ).not.toContain('unresolved-pronoun');
  });

  it('article-cue: "an ___" that only some options fit', () => {
    expectRule(
      'article-cue',
      cloze('An atom is the smallest particle of an ___ in a reaction.', 'element', [
        'proton',
        'electron',
        'carbon',
      ]),
      cloze('An atom is the smallest particle of an ___ in a reaction.', 'element', [
        'ion',
        'isotope',
        'atom',
      ]),
    );
    expect(
      rulesOf(card('A ___ has a positive charge.', 'electron', 'A electron has a positive charge.')),
    ).toContain('article-cue');
  });

  it('capitalisation-cue: the answer is the only capitalised option', () => {
    expectRule(
      'capitalisation-cue',
      cloze('The ___ clashed over colonies in Africa.', 'European empires', [
        'great powers',
        'alliances',
        'navies',
      ]),
      cloze('The ___ clashed over colonies in Africa.', 'European empires', [
        'Great Powers',
        'Allied armies',
        'navies',
      ]),
    );
  });

  it('number-agreement: "these ___ are" against singular options', () => {
    expectRule(
      'number-agreement',
      cloze('Geologists say these ___ are hard and resistant.', 'rocks', ['mineral', 'crystals', 'magma']),
      cloze('Geologists say these ___ are hard and resistant.', 'rocks', ['minerals', 'crystals', 'fossils']),
    );
    expect(
      rulesOf(cloze('In the gut a ___ is a tiny projection.', 'villi', ['enzyme', 'acid', 'organ'])),
    ).toContain('number-agreement');
    expect(
      rulesOf(cloze('The walls of ___ are thin.', 'capillaries', ['heart', 'vein', 'lungs'])),
    ).not.toContain('number-agreement');
  });

  it('question-word-mismatch: "Which date" answered by "By 1914", a length of time that is a span of years', () => {
    expectRule(
      'question-word-mismatch',
      cloze(
        '___ the great powers had split into two camps.',
        'By 1914',
        ['28 June 1914', 'May 1789', '3 March 1918'],
        'date',
      ),
      cloze(
        'The archduke was shot on ___ in Sarajevo.',
        '28 June 1914',
        ['28 July 1914', 'May 1789', '3 March 1918'],
        'date',
      ),
    );
    expect(
      rulesOf(
        card(
          'The Terror lasted ___.',
          'from 1793 to 1794',
          'The Terror lasted from 1793 to 1794.',
          'Length of time',
        ),
      ),
    ).toContain('question-word-mismatch');
    expect(
      rulesOf(
        card('The Terror lasted ___.', 'ten months', 'The Terror lasted ten months.', 'Length of time'),
      ),
    ).not.toContain('question-word-mismatch');
    expect(
      rulesOf(cloze('The war began in ___.', 'Franz Ferdinand', ['Serbia', 'Russia', 'Vienna'], 'year')),
    ).toContain('question-word-mismatch');
  });

  it('distractor-kind-mismatch: a year among names, a number among words', () => {
    expectRule(
      'distractor-kind-mismatch',
      cloze('Magma that cools slowly forms ___.', 'granite', ['basalt', '45', 'marble']),
      cloze('Magma that cools slowly forms ___.', 'granite', ['basalt', 'slate', 'marble']),
    );
    expect(
      rulesOf(cloze('The war began in ___.', '1914', ['1918', 'Franz Ferdinand', '1939'], 'year')),
    ).toContain('distractor-kind-mismatch');
    expect(
      rulesOf(
        question(
          'How many bonds does a water molecule have?',
          'two',
          ['none', 'one', 'three'],
          'A water molecule has two bonds.',
          'pack',
        ),
      ),
    ).not.toContain('distractor-kind-mismatch');
  });

  it('distractor-not-wrong: a broader or narrower term of the answer, or a definition true of the term', () => {
    expectRule(
      'distractor-not-wrong',
      cloze('Weathering breaks exposed ___ into fragments.', 'rock', ['shale', 'cycle', 'surface']),
      cloze('Weathering breaks exposed ___ into fragments.', 'rock', ['violin', 'democracy', 'surface']),
    );
    const frost = question(
      'What is meant by "frost"?',
      'Ice crystals forming a white deposit (especially on objects outside)',
      [
        'Water frozen in the solid state',
        'Small pellet of ice that falls during a hailstorm',
        'A long narrow cliff',
      ],
      'frost: ice crystals forming a white deposit (especially on objects outside).',
      'wordnet',
    );
    expect(rulesOf(frost)).toContain('distractor-not-wrong');
    // Pack distractors are authored: WordNet's "speed = velocity" must not flag them.
    const pack = question(
      'Which term means: "The distance travelled per unit of time, with no direction"?',
      'Speed',
      ['Velocity', 'Inertia', 'Force'],
      'Speed: The distance travelled per unit of time, with no direction.',
      'pack',
    );
    expect(rulesOf(pack)).not.toContain('distractor-not-wrong');
  });

  it('wordnet-phrasing: "In WordNet, what is meant by …"', () => {
    const sentence = 'ice: water frozen in the solid state.';
    const options: [string, string[]] = [
      'Water frozen in the solid state',
      ['A long cliff', 'A deep lake', 'A warm wind'],
    ];
    expectRule(
      'wordnet-phrasing',
      question('In WordNet, what is meant by "ice"?', ...options, sentence, 'wordnet'),
      question('What is meant by "ice"?', ...options, sentence, 'wordnet'),
    );
  });

  it('answer-in-question: the answer already in the question, unless every option is', () => {
    expectRule(
      'answer-in-question',
      cloze('King Louis XVI called the Estates-General, an assembly of the three ___.', 'estates', [
        'rights',
        'crowds',
        'wars',
      ]),
      cloze('King Louis XVI called an assembly of the three ___.', 'estates', ['rights', 'crowds', 'wars']),
    );
    expect(
      rulesOf(
        card('A boat used by harbor police.', 'Police boat', 'police boat: a boat used by harbor police.'),
      ),
    ).toContain('answer-in-question');
    const cherry = question(
      'What is meant by "wild cherry"?',
      'The fruit of the wild cherry tree',
      ['The fruit of the chokecherry tree', 'Edible fruit of the May apple plant', 'A small hard nut'],
      'wild cherry: the fruit of the wild cherry tree.',
      'wordnet',
    );
    expect(rulesOf(cherry)).toContain('answer-in-question');
    const trig = question(
      'What is tan θ equal to in terms of sin θ and cos θ?',
      'sin θ ÷ cos θ',
      ['sin θ × cos θ', 'cos θ ÷ sin θ', 'sin θ + cos θ'],
      'tan θ = sin θ ÷ cos θ.',
      'pack',
    );
    expect(rulesOf(trig)).not.toContain('answer-in-question');
  });

  it('blank-in-formula: a blank that is part of a formula', () => {
    expectRule(
      'blank-in-formula',
      cloze('Completing the square rewrites x^___ + bx + c.', '2', ['3', '1', '5'], 'number'),
      cloze('The roots of the equation are 1 and ___.', '5', ['3', '2', '4'], 'number'),
    );
  });

  it('beyond-source: an answer or a year that the cited sentence lacks', () => {
    const supported = question(
      'Why did Louis XVI call the Estates-General in 1789?',
      'the government was close to bankruptcy',
      ['to crown his son', 'to build a palace', 'to end the war'],
      'In 1789 Louis XVI called the Estates-General because the government was close to bankruptcy.',
      'pack',
    );
    const yearAdded = {
      ...supported,
      source: {
        ...supported.source,
        sentence: 'Louis XVI called the Estates-General because the government was close to bankruptcy.',
      },
    };
    expectRule('beyond-source', yearAdded, supported);
    const answerMissing = {
      ...supported,
      source: { ...supported.source, sentence: 'In 1789 Louis XVI called the Estates-General.' },
    };
    expect(rulesOf(answerMissing)).toContain('beyond-source');
  });

  it('a clean item has no defects', () => {
    const item = question(
      'Who proposed the theory of continental drift in 1912?',
      'Alfred Wegener',
      ['Charles Darwin', 'Charles Richter', 'James Hutton'],
      'Alfred Wegener proposed the theory of continental drift in 1912.',
      'pack',
    );
    expect(checkItem(item)).toEqual([]);
  });
});

describe('set rules', () => {
  const a = cloze('Magma that cools slowly forms ___.', 'granite', ['basalt', 'slate', 'marble']);
  const b = cloze('Lava that cools quickly forms ___.', 'basalt', ['granite', 'slate', 'marble']);

  it('duplicate-item: the same prompt, or the same sentence asked again', () => {
    const sameSentence = cloze('___ that cools slowly forms granite.', 'magma', ['river', 'violin', 'cloud']);
    sameSentence.source.sentence = a.source.sentence;
    const report = checkSet([a, b, a, sameSentence]);
    expect(report.items.map((d) => d.map((x) => x.rule))).toEqual([
      [],
      [],
      ['duplicate-item'],
      ['duplicate-item'],
    ]);
    expect(checkSet([a, b]).items.flat()).toEqual([]);
  });

  it('count-mismatch: a set of another size than asked for', () => {
    expect(checkSet([a, b], 8).set.map((d) => d.rule)).toEqual(['count-mismatch']);
    expect(checkSet([a, b], 2).set).toEqual([]);
  });
});
