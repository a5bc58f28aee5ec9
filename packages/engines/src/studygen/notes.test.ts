import { describe, expect, it } from 'vitest';
import { parseSentences, splitSentences, tidyText } from './nlp.ts';
import { analyseNotes, leansOnContext } from './notes.ts';

describe('tidyText', () => {
  it('joins wrapped lines and splits paragraphs and bullets into sentences', () => {
    expect(tidyText('Cells make\nproteins.\n\nHeading\n- first point\n- second point')).toBe(
      'Cells make proteins. Heading. first point. second point.',
    );
    expect(tidyText('photo-\nsynthesis happens')).toBe('photosynthesis happens.');
  });

  it('keeps a heading line, with or without a colon, out of the next sentence', () => {
    expect(tidyText('Key features:\nThe vertex is the turning point.')).toBe(
      'Key features. The vertex is the turning point.',
    );
    expect(tidyText('## Limiting factors\nThe rate depends on light.')).toBe(
      'Limiting factors. The rate depends on light.',
    );
    const parsed = parseSentences('Alliances and Rivalries:\nBy 1914 the powers had split into two camps.');
    expect(parsed.map((s) => [s.text, !!s.heading])).toEqual([
      ['Alliances and Rivalries.', true],
      ['By 1914 the powers had split into two camps.', false],
    ]);
    // A line that stops on "the" is a wrapped sentence, not a heading.
    expect(tidyText('Plants make glucose in the\nChloroplasts of leaves.')).toBe(
      'Plants make glucose in the Chloroplasts of leaves.',
    );
  });
});

describe('splitSentences', () => {
  it('ends a sentence after an ordinary word, even one that abbreviates something', () => {
    expect(
      splitSentences('Britain had joined in. Historians agree. Energy comes from the Sun. Producers use it.'),
    ).toEqual([
      'Britain had joined in.',
      'Historians agree.',
      'Energy comes from the Sun.',
      'Producers use it.',
    ]);
    expect(splitSentences('It is (x + p)^2 + q. This form shows the vertex.')).toHaveLength(2);
  });

  it('does not end a sentence after a real abbreviation or an initial', () => {
    for (const text of [
      'J. J. Thomson discovered the electron in 1897.',
      'Some plants, e.g. Ferns, grow in shade.',
      'Dr. Smith met Mr. Jones in the U.S. Army camp.',
      'The abbey was built c. 1150 by monks.',
    ])
      expect(splitSentences(text)).toEqual([text]);
  });
});

describe('leansOnContext', () => {
  it('spots a sentence whose subject or object is in an earlier sentence', () => {
    for (const text of [
      'It is measured in amperes.',
      'Its equation is the reverse of photosynthesis.',
      'Her nurse is her closest confidante.',
      'These pores are found on the leaf.',
      'If it is positive, the equation has two roots.',
      'A filament lamp does not obey it, because its resistance rises.',
      'Bakers rely on this gas to make bread rise.',
    ])
      expect(leansOnContext(text), text).toBe(true);
    for (const text of [
      'It is important to rest.',
      'Nationalism is a strong feeling, and it was powerful in the Balkans.',
      'The stomach churns food with acid.',
    ])
      expect(leansOnContext(text), text).toBe(false);
  });
});

describe('analyseNotes', () => {
  const m = analyseNotes(
    [
      'Cell Biology',
      'The mitochondrion is the organelle that releases energy from food in a cell.',
      'Ribosomes are small structures that build proteins from amino acids.',
      'Osmosis refers to the movement of water across a partially permeable membrane.',
      'The nucleus, also called the control centre, holds the DNA of the cell.',
      'The process by which a cell divides into two identical cells is called mitosis.',
      'It is the largest organelle in most cells.',
      'Robert Hooke first described cells in 1665, and Theodor Schwann studied them in 1839.',
      'A human body contains about 37 trillion cells.',
    ].join('\n'),
  );

  it('finds definitional sentences of each form', () => {
    const defs = Object.fromEntries(m.definitions.map((d) => [d.term, d.definition]));
    expect(defs).toMatchObject({
      mitochondrion: 'the organelle that releases energy from food in a cell',
      Ribosomes: 'small structures that build proteins from amino acids',
      Osmosis: 'the movement of water across a partially permeable membrane',
      mitosis: 'The process by which a cell divides into two identical cells',
    });
    expect(Object.keys(defs)).not.toContain('It');
    expect(m.aliases).toEqual([expect.objectContaining({ term: 'nucleus', alias: 'control centre' })]);
  });

  it('finds years, numbers, names and noun phrases, each inside its sentence', () => {
    const byKind = (kind: string) => m.spans.filter((s) => s.kind === kind).map((s) => s.text);
    expect(byKind('year')).toEqual(['1665', '1839']);
    expect(byKind('number')).toContain('37 trillion');
    expect(byKind('name')).toEqual(expect.arrayContaining(['Robert Hooke', 'Theodor Schwann']));
    expect(byKind('phrase')).toEqual(expect.arrayContaining(['mitochondrion', 'organelle', 'amino acids']));
    for (const s of m.spans) expect(s.sentence.toLowerCase()).toContain(s.text.toLowerCase());
    // The heading is not a sentence.
    expect(m.sentences.some((s) => s.startsWith('Cell Biology'))).toBe(false);
  });

  it('takes no definition or standalone span from a sentence that leans on an earlier one', () => {
    expect(m.definitions.some((d) => d.sentence.startsWith('It '))).toBe(false);
    const fromIt = m.spans.filter((s) => s.sentence.startsWith('It '));
    expect(fromIt.length).toBeGreaterThan(0);
    expect(fromIt.every((s) => !s.standalone)).toBe(true);
    expect(m.spans.filter((s) => s.sentence.startsWith('Ribosomes')).every((s) => s.standalone)).toBe(true);
  });

  it('reads "By 1914" as a year and leaves formulas out of phrases', () => {
    const notes = analyseNotes(
      'By 1914 the great powers of Europe had split into two armed camps. The discriminant is the expression b^2 - 4ac.',
    );
    expect(notes.spans).toContainEqual(expect.objectContaining({ text: '1914', kind: 'year' }));
    expect(notes.spans.map((s) => s.text)).not.toContain('expression b');
  });

  it('counts how often a phrase is mentioned', () => {
    const organelle = m.spans.find((s) => s.text === 'organelle');
    expect(organelle?.frequency).toBe(2);
  });
});
