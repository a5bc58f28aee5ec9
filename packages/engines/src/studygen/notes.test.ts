import { describe, expect, it } from 'vitest';
import { tidyText } from './nlp.ts';
import { analyseNotes } from './notes.ts';

describe('tidyText', () => {
  it('joins wrapped lines and splits paragraphs and bullets into sentences', () => {
    expect(tidyText('Cells make\nproteins.\n\nHeading\n- first point\n- second point')).toBe(
      'Cells make proteins. Heading. first point. second point.',
    );
    expect(tidyText('photo-\nsynthesis happens')).toBe('photosynthesis happens.');
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

  it('counts how often a phrase is mentioned', () => {
    const organelle = m.spans.find((s) => s.text === 'organelle');
    expect(organelle?.frequency).toBe(2);
  });
});
