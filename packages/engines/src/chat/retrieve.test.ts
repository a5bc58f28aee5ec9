import { describe, expect, it } from 'vitest';
import { loadStudyPacks } from '../studygen/packs.ts';
import { type ChatDocument, ChatIndex, packDocuments, splitPassages } from './retrieve.ts';

const packs = loadStudyPacks();
const packIndex = new ChatIndex(packDocuments(packs));

describe('packDocuments', () => {
  it('makes one pack document per study pack, with facts, terms and events as lines', () => {
    const docs = packDocuments(packs);
    expect(docs).toHaveLength(packs.length);
    const photo = docs.find((d) => d.id === 'pack:biology-photosynthesis')!;
    expect(photo).toMatchObject({ kind: 'pack', title: 'Photosynthesis' });
    expect(photo.link).toBeUndefined();
    const pack = packs.find((p) => p.id === 'biology-photosynthesis')!;
    const lines = photo.text.split('\n');
    expect(lines).toContain(pack.facts[0]!.statement);
    expect(lines).toContain(`${pack.terms[0]!.term}: ${pack.terms[0]!.definition}`);
    const rome = docs.find((d) => d.id === 'pack:history-ancient-rome')!;
    expect(rome.text).toContain('44 BCE: Julius Caesar assassinated');
  });
});

describe('splitPassages', () => {
  it('keeps short lines whole, splits long paragraphs into sentences and drops markdown markers', () => {
    const long =
      'Mitosis is the division of a nucleus into two identical nuclei. It happens in four stages called prophase, metaphase, anaphase and telophase. ' +
      'Cytokinesis then splits the cytoplasm. The result is two genetically identical daughter cells with the same number of chromosomes as the parent.';
    const passages = splitPassages(`# Cell division\n\n- Short note about cells.\n${long}`);
    expect(passages[0]).toBe('Cell division');
    expect(passages[1]).toBe('Short note about cells.');
    expect(passages.slice(2)).toEqual([
      'Mitosis is the division of a nucleus into two identical nuclei.',
      'It happens in four stages called prophase, metaphase, anaphase and telophase.',
      'Cytokinesis then splits the cytoplasm. The result is two genetically identical daughter cells with the same number of chromosomes as the parent.',
    ]);
  });

  it('cuts a very long sentence at word boundaries', () => {
    const sentence = `${'word '.repeat(300).trim()}.`;
    const passages = splitPassages(sentence);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.join(' ')).toBe(sentence);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(300);
  });
});

describe('ChatIndex over the study packs', () => {
  const cases: [question: string, packId: string, mustContain: RegExp][] = [
    ['what does chlorophyll absorb', 'biology-photosynthesis', /chlorophyll/i],
    ['why did the Roman Empire fall?', 'history-ancient-rome', /Roman Empire/],
    ['what is the powerhouse of the cell', 'biology-cell-structure', /powerhouse/],
    ['how does a binary search work', 'computer-science-algorithms-and-complexity', /binary search/i],
    ["what is Newton's third law", 'physics-newtons-laws-and-motion', /third law/],
    ['what causes inflation', 'economics-money-banking-and-inflation', /inflation/],
    ['where do earthquakes start', 'geography-plate-tectonics-and-earthquakes', /earthquake/],
    ['how many lines does a sonnet have', 'literature-poetry-forms-and-meter', /sonnet/i],
    ['what does a vaccine contain', 'biology-immune-system', /vaccine/i],
    ['when was the Berlin Wall built', 'history-cold-war', /Berlin Wall/],
    ['what is the quadratic formula', 'math-quadratic-equations', /quadratic formula/i],
    ['what is the pH of an acid', 'chemistry-acids-and-bases', /pH/],
  ];

  it.each(cases)('%s → %s', (question, packId, mustContain) => {
    const [top] = packIndex.search(question, 5);
    expect(top).toBeDefined();
    expect(top!.doc_id).toBe(`pack:${packId}`);
    expect(top!.kind).toBe('pack');
    expect(top!.passage).toMatch(mustContain);
  });

  it('returns hits best first, at most `limit`, without repeating a passage', () => {
    const hits = packIndex.search('photosynthesis light energy', 6);
    expect(hits.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    expect(new Set(hits.map((h) => h.passage)).size).toBe(hits.length);
  });

  it('matches a misspelt or cut-off word', () => {
    expect(packIndex.search('chlorophyl', 3).some((h) => /chlorophyll/i.test(h.passage))).toBe(true);
    expect(packIndex.search('photosynth', 3)[0]?.doc_id).toBe('pack:biology-photosynthesis');
  });

  it('indexes and searches words that name object properties', () => {
    const index = new ChatIndex([
      {
        id: 'lib:js',
        title: 'JavaScript notes',
        kind: 'notes',
        text: 'Every class has a constructor and a toString method.',
      },
    ]);
    expect(index.search('constructor')[0]?.doc_id).toBe('lib:js');
    expect(index.search('__proto__ toString')[0]?.doc_id).toBe('lib:js');
  });

  it('finds nothing for a query of stopwords only, or with limit 0', () => {
    expect(packIndex.search('what is the')).toEqual([]);
    expect(packIndex.search('photosynthesis', 0)).toEqual([]);
  });

  it('reads "World War 2" and "World War II" as the same war, and not as World War One', () => {
    const hits = packIndex.search('when did World War 2 begin', 3);
    expect(hits[0]?.doc_id).toBe('pack:history-world-war-two');
  });
});

describe('ChatIndex with the student material', () => {
  const notes: ChatDocument = {
    id: 'lib:notes-1',
    title: 'Biology notes: the heart',
    kind: 'notes',
    link: '/projects/notes-1',
    text: 'The heart has four chambers: two atria and two ventricles.\nThe left ventricle has the thickest wall because it pumps blood around the whole body.',
  };

  it('returns the document kind and link with each hit', () => {
    const index = new ChatIndex(packDocuments(packs));
    index.add([notes]);
    const [top] = index.search('why is the left ventricle wall thickest', 3);
    expect(top).toMatchObject({ doc_id: 'lib:notes-1', kind: 'notes', link: '/projects/notes-1' });
    expect(top!.passage).toMatch(/left ventricle/);
  });

  it('replaces a document added again under the same id, and forgets a removed one', () => {
    const index = new ChatIndex([notes]);
    index.add([{ ...notes, text: 'Arteries carry blood away from the heart.' }]);
    expect(index.size).toBe(1);
    expect(index.search('ventricle')).toEqual([]);
    expect(index.search('arteries')[0]?.doc_id).toBe('lib:notes-1');
    index.add([
      { ...notes, text: 'First version about veins.' },
      { ...notes, text: 'Second version about capillaries.' },
    ]);
    expect(index.search('veins')).toEqual([]);
    expect(index.search('capillaries')[0]?.passage).toBe('Second version about capillaries.');
    index.remove('lib:notes-1');
    expect(index.search('capillaries')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('still finds the pack passage with 500 more documents indexed', () => {
    const index = new ChatIndex(packDocuments(packs));
    index.add(
      Array.from({ length: 500 }, (_, i) => ({
        id: `lib:p${i}`,
        title: `Project ${i}`,
        kind: 'project' as const,
        text: `Essay draft ${i} about trade, markets and prices.\nThe author discusses topic number ${i} at length.`,
      })),
    );
    expect(index.size).toBe(packs.length + 500);
    expect(index.search('what does chlorophyll absorb', 3)[0]?.doc_id).toBe('pack:biology-photosynthesis');
  });
});
