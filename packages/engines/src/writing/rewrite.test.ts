import { describe, expect, it } from 'vitest';
import { loadStudyPacks } from '../studygen/packs.ts';
import { expandContraction } from './formal-lexicon.ts';
import { inflectVerb, pluralize } from './inflect.ts';
import {
  meaningProblems,
  REFUSED_ALREADY_FORMAL,
  REFUSED_EMPTY,
  REFUSED_MEANING,
  RewriteRefused,
  rewriteText,
} from './rewrite.ts';

const formal = (text: string) => rewriteText(text, 'formal');
const paraphrase = (text: string) => rewriteText(text, 'paraphrase');

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(RewriteRefused);
    return (e as Error).message;
  }
  throw new Error('expected RewriteRefused');
}

describe('formal rewrite', () => {
  const CASES: ReadonlyArray<[string, string]> = [
    ["I don't think it's a good idea.", 'I do not think it is a good idea.'],
    ["We can't go, and they won't either.", 'We cannot go, and they will not either.'],
    ["I'm sure they're right and we've checked.", 'I am sure they are right and we have checked.'],
    ["It's been a long day, but she's happy.", 'It has been a long day, but she is happy.'],
    [
      "She'd finished before I'd arrived. He'd like to go.",
      'She had finished before I had arrived. He would like to go.',
    ],
    [
      "Kids can't find out the answer because they're gonna get a lot of stuff wrong.",
      'Children cannot discover the answer because they are going to get much material wrong.',
    ],
    [
      'But the results show that a lot of people were wrong.',
      'However, the results show that many people were wrong.',
    ],
    ['So we looked into it and it was OK.', 'Therefore, we investigated it and it was acceptable.'],
    [
      'And the scientists came up with a really big idea.',
      'Furthermore, the scientists devised a truly big idea.',
    ],
    [
      'The experiment was kind of weird, but it got better.',
      'The experiment was somewhat unusual, but it improved.',
    ],
    [
      "It's been a huge problem and we're trying to get rid of it.",
      'It has been an enormous problem and we are attempting to eliminate it.',
    ],
    [
      "They'll get good grades if they try to work hard.",
      'They will obtain good grades if they attempt to work hard.',
    ],
    ['The results were very important (Darwin, 1859).', 'The results were crucial (Darwin, 1859).'],
    ['We collected samples, measurements and so on.', 'We collected samples, measurements and so forth.'],
    ['This is a big difference. It was a big dog.', 'This is a substantial difference. It was a big dog.'],
    [
      'The kids got tired and the teacher found out why.',
      'The children became tired and the teacher discovered why.',
    ],
    ['Prices went up by 5% last year.', 'Prices increased by 5% last year.'],
    ['Maybe the data is kinda wrong.', 'Perhaps the data is somewhat wrong.'],
    ['We talked about the results a lot.', 'We discussed the results a great deal.'],
    ['Lots of students have a bit more time.', 'Many students have slightly more time.'],
    ['Scientists have shown that plants need light.', 'Scientists have demonstrated that plants need light.'],
  ];
  it.each(CASES)('%s', (input, expected) => {
    expect(formal(input).rewritten_text).toBe(expected);
  });

  it('keeps capitalisation of contractions and lexicon words', () => {
    expect(formal("Don't stop. DON'T PANIC. It's Tom's book.").rewritten_text).toBe(
      "Do not stop. DO NOT PANIC. It is Tom's book.",
    );
    expect(formal('A lot of kids came.').rewritten_text).toBe('Many children came.');
    expect(formal('Kids like it.').rewritten_text).toBe('Children like it.');
    expect(formal('It’s fine, isn’t it?').rewritten_text).toBe('It is fine, is it not?');
    expect(formal("Why can't we go?").rewritten_text).toBe('Why can we not go?');
  });

  it('lists its changes', () => {
    const { changes } = formal("I don't think it's OK.");
    expect(changes).toEqual([`"don't" → "do not"`, `"it's" → "it is"`, '"OK" → "acceptable"']);
  });

  it('leaves quotations and citations alone', () => {
    const text = 'He said "don\'t do that" but it\'s fine (Smith et al., 2020).';
    expect(formal(text).rewritten_text).toBe('He said "don\'t do that" but it is fine (Smith et al., 2020).');
  });

  it('uses "get" → "obtain"/"become" only in safe phrases', () => {
    expect(() => formal('They get the point.')).toThrow(RewriteRefused);
    expect(formal('She got the results.').rewritten_text).toBe('She obtained the results.');
    expect(formal('It has got colder.').rewritten_text).toBe('It has become colder.');
  });

  it('leaves the noun uses of "kind of" and sentence-initial "So many"', () => {
    expect(() => formal('Granite is a kind of rock.')).toThrow(RewriteRefused);
    expect(() => formal('So many people came.')).toThrow(RewriteRefused);
  });

  it('refuses formal text with a clear message', () => {
    expect(refusal(() => formal('The theory explains the evidence.'))).toBe(REFUSED_ALREADY_FORMAL);
    expect(REFUSED_ALREADY_FORMAL).toBe('This text is already formal.');
  });

  it('keeps negations when writing out contractions', () => {
    const out = formal("They didn't go and he hasn't seen it. We can't.").rewritten_text;
    expect(out).toBe('They did not go and he has not seen it. We cannot.');
    expect(meaningProblems("They didn't go and he hasn't seen it. We can't.", out)).toEqual([]);
  });
});

describe('paraphrase', () => {
  const EXACT: ReadonlyArray<[string, string]> = [
    ['The big dogs quickly finished their food.', 'The large dogs rapidly completed their food.'],
    ['She chose the largest apples.', 'She selected the biggest apples.'],
    ['We usually select the bigger samples.', 'We typically select the larger samples.'],
    ['He finally chose a car.', 'He eventually selected an automobile.'],
    ['An author wrote an idea.', 'A writer wrote a notion.'],
    [
      'The animals were completely exhausted after the long journey.',
      'The creatures were entirely exhausted after the long journey.',
    ],
    [
      'They built a huge wall because the river often flooded.',
      'Because the river frequently flooded, they constructed an enormous wall.',
    ],
    [
      'Although the task was difficult, the students finished it.',
      'The students completed it, although the task was challenging.',
    ],
    [
      'The team did not finish the project, although they worked hard.',
      'Although they worked hard, the team did not complete the task.',
    ],
    ['I never finish my homework because I am lazy.', 'Because I am lazy, I never complete my homework.'],
    [
      'They calculated that 40% of the animals had died.',
      'They computed that 40% of the creatures had died.',
    ],
    ['The effects were particularly large in Paris.', 'The impacts were especially big in Paris.'],
    [
      'Darwin changed biology because he observed finches.',
      'Because he observed finches, Darwin changed biology.',
    ],
    [
      'Scientists studied the mice because they wanted answers.',
      'Because they wanted answers, scientists studied the mice.',
    ],
    ['The plants died, although they received water.', 'Although they received water, the plants died.'],
  ];
  it.each(EXACT)('%s', (input, expected) => {
    const { rewritten_text } = paraphrase(input);
    expect(rewritten_text).toBe(expected);
    expect(rewritten_text).not.toBe(input);
    expect(meaningProblems(input, rewritten_text)).toEqual([]);
  });

  it('keeps numbers, names, citations and quotations', () => {
    const input =
      'In 2019, Dr Patel counted 12 big nests near Lake Geneva (Patel, 2019). She said "the birds were huge" and quickly left.';
    const out = paraphrase(input).rewritten_text;
    expect(out).not.toBe(input);
    for (const kept of ['2019', 'Dr Patel', '12', 'Lake Geneva', '(Patel, 2019)', '"the birds were huge"'])
      expect(out).toContain(kept);
    expect(out).toContain('large nests');
    expect(meaningProblems(input, out)).toEqual([]);
  });

  it('keeps negation', () => {
    const input = "It isn't a big problem, and the students did not finish the difficult test.";
    const out = paraphrase(input).rewritten_text;
    expect(out).toBe("It isn't a large problem, and the students did not complete the challenging test.");
  });

  it('keeps a capital at the start of a sentence and re-inflects verbs', () => {
    expect(paraphrase('Rapidly rising prices hurt many families.').rewritten_text).toBe(
      'Quickly rising prices hurt many families.',
    );
    expect(paraphrase('The cars were built in Detroit.').rewritten_text).toBe(
      'The automobiles were constructed in Detroit.',
    );
    expect(paraphrase('She is choosing a book.').rewritten_text).toBe('She is selecting a book.');
    expect(paraphrase('He calculates the area.').rewritten_text).toBe('He computes the area.');
  });

  it('does not apply the formal rules', () => {
    const out = paraphrase("I don't like big dogs.").rewritten_text;
    expect(out).toBe("I don't like large dogs.");
  });

  it('leaves "This is because …" and "because of" in place', () => {
    expect(() => paraphrase('This is because the students were tired.')).toThrow(RewriteRefused);
    expect(() => paraphrase('We stayed inside because of the rain.')).toThrow(RewriteRefused);
  });

  it('refuses when nothing can be changed safely', () => {
    expect(refusal(() => paraphrase('Water boils at 100 degrees Celsius.'))).toBe(REFUSED_MEANING);
    expect(refusal(() => paraphrase('"To be or not to be" (Shakespeare, 1603).'))).toBe(REFUSED_MEANING);
    expect(refusal(() => paraphrase('   '))).toBe(REFUSED_EMPTY);
  });
});

describe('meaningProblems', () => {
  it('accepts synonyms, inflections and lexicon entries', () => {
    expect(meaningProblems('The big dogs ran.', 'The large dogs ran.')).toEqual([]);
    expect(meaningProblems("Kids don't like stuff.", 'Children do not like material.')).toEqual([]);
    expect(meaningProblems('They found out a lot.', 'They discovered a great deal.')).toEqual([]);
  });

  it('catches a changed number', () => {
    expect(meaningProblems('The cat ate 3 fish.', 'The cat ate 4 fish.').join(' ')).toMatch(/number “3”/);
    expect(meaningProblems('It is 5 kg.', 'It is 5 g.').join(' ')).toMatch(/number/);
  });

  it('catches a dropped or added negation', () => {
    expect(meaningProblems('Darwin did not agree.', 'Darwin did agree.').join(' ')).toMatch(/negation/);
    expect(meaningProblems("It's true.", "It isn't true.").join(' ')).toMatch(/negation/);
    expect(meaningProblems("It isn't true.", 'It is not true.')).toEqual([]);
    expect(meaningProblems('We cannot go.', "We can't go.")).toEqual([]);
  });

  it('catches a changed name', () => {
    expect(meaningProblems('I met Darwin in London.', 'I met Newton in London.').join(' ')).toMatch(
      /name “Darwin”/,
    );
  });

  it('catches a dropped content word and a word with another meaning', () => {
    expect(meaningProblems('The cat sat on the mat.', 'The cat sat.').join(' ')).toMatch(/“mat”/);
    expect(meaningProblems('The big dog ran.', 'The small dog ran.').join(' ')).toMatch(/“big”/);
  });

  it('catches a changed quotation or citation', () => {
    expect(
      meaningProblems('He said "no way" (Smith, 2001).', 'He said "no chance" (Smith, 2001).'),
    ).not.toEqual([]);
    expect(meaningProblems('It grew (Smith, 2001).', 'It grew (Smith, 2002).').join(' ')).toMatch(/citation/);
  });
});

describe('helpers', () => {
  it('inflects verbs and nouns or says it is unsure', () => {
    expect(inflectVerb('stop', 'past')).toBe('stopped');
    expect(inflectVerb('choose', 'past')).toBe('chose');
    expect(inflectVerb('choose', 'pp')).toBe('chosen');
    expect(inflectVerb('compute', 'ing')).toBe('computing');
    expect(inflectVerb('study', 's')).toBe('studies');
    expect(inflectVerb('develop', 'past')).toBe('developed');
    expect(inflectVerb('prefer', 'past')).toBe('preferred');
    expect(inflectVerb('gallop', 'past')).toBe('galloped');
    expect(pluralize('city')).toBe('cities');
    expect(pluralize('child')).toBe('children');
    expect(pluralize('leaf')).toBe('leaves');
    expect(pluralize('roof')).toBe('roofs');
    expect(pluralize('chief')).toBe('chiefs');
    expect(pluralize('cliff')).toBe('cliffs');
    expect(pluralize('half')).toBe('halves');
    expect(pluralize('shelf')).toBe('shelves');
    expect(pluralize('cargo')).toBeUndefined();
  });

  it('expands contractions by context', () => {
    expect(expandContraction("it's", 'been')).toBe('it has');
    expect(expandContraction("it's", 'based')).toBe('it is');
    expect(expandContraction("I'd", 'wanted')).toBe('i had');
    expect(expandContraction("I'd", 'like')).toBe('i would');
    expect(expandContraction("John's", 'book')).toBeUndefined();
    expect(expandContraction('can’t')).toBe('cannot');
  });
});

describe('speed', () => {
  it('rewrites 300 words in well under 50 ms after warm-up', () => {
    const paragraph =
      'The big dogs quickly finished their food because they were hungry. Although the task was difficult, the students finished it. ' +
      "Kids don't usually like a lot of homework, but they're gonna find out why it matters. The author chose 12 examples (Smith, 2020). ";
    const text = paragraph.repeat(Math.ceil(300 / paragraph.split(/\s+/).length)).trim();
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(300);
    for (const type of ['formal', 'paraphrase'] as const) {
      rewriteText(text, type); // warm-up: loads the model and WordNet indexes
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        rewriteText(text, type);
        times.push(performance.now() - t0);
      }
      expect(Math.min(...times)).toBeLessThan(50);
    }
  });
});

describe('paraphrasing school sentences', () => {
  const statements = loadStudyPacks()
    .flatMap((p) => p.facts.map((f) => f.statement))
    .filter((_, i) => i % 7 === 0);

  it('rewrites a good share of the study packs’ sentences, every one keeping its meaning', () => {
    let rewritten = 0;
    for (const s of statements) {
      try {
        const r = rewriteText(s, 'paraphrase');
        rewritten++;
        expect(meaningProblems(s, r.rewritten_text), s).toEqual([]);
      } catch (error) {
        expect(error).toBeInstanceOf(RewriteRefused);
      }
    }
    expect(rewritten / statements.length).toBeGreaterThan(0.25);
  });

  it('leaves the words of science that have another everyday meaning alone', () => {
    const reacts = rewriteText(
      'When sodium reacts with water it produces hydrogen gas.',
      'paraphrase',
    ).rewritten_text;
    expect(reacts).toContain('reacts with water');
    expect(() => rewriteText('An algorithm is a set of steps to solve a problem.', 'paraphrase')).toThrow(
      RewriteRefused,
    );
  });
});
