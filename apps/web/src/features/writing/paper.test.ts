import { describe, expect, it } from 'vitest';
import {
  allText,
  countWords,
  draftOf,
  hasContent,
  proseText,
  sectionsOf,
  studentNotes,
  truncate,
  withBodyTopic,
  withSectionText,
} from './paper';
import { CONCLUSION, INTRODUCTION, makePaper } from './testing';

describe('paper helpers', () => {
  const draft = draftOf(makePaper());

  it('turns a paper into the PUT body, its citations into source ids', () => {
    expect(draft.source_ids).toEqual(['cat:openstax-biology-2e', 'pack:biology-photosynthesis']);
    expect(Object.keys(draft).sort()).toEqual([
      'body_paragraphs',
      'conclusion',
      'introduction',
      'source_ids',
      'title',
    ]);
  });

  it('lists the sections in paper order and edits one at a time', () => {
    expect(sectionsOf(draft).map((s) => [s.key, s.label])).toEqual([
      ['introduction', 'Introduction'],
      ['body-0', 'Chlorophyll'],
      ['body-1', 'Chloroplast'],
      ['conclusion', 'Conclusion'],
    ]);
    const edited = withBodyTopic(withSectionText(draft, 'body-1', 'New text.'), 'body-1', ' ');
    expect(edited.body_paragraphs[1]).toEqual({ topic: ' ', content: 'New text.' });
    expect(sectionsOf(edited)[2]?.label).toBe('Body 2');
    expect(withSectionText(draft, 'conclusion', 'Done.').conclusion).toBe('Done.');
  });

  it('counts words the way the server does (runs with a letter or digit)', () => {
    const counted = { ...draft, introduction: 'One two — three 4', body_paragraphs: [], conclusion: '' };
    expect(countWords(counted)).toBe(4);
  });

  it('finds the notes the student still has to write, with their place in the section', () => {
    const notes = studentNotes(draft);
    expect(notes.map((n) => [n.section, n.text])).toEqual([
      ['introduction', 'in about 80 words, state your thesis.'],
      ['conclusion', 'restate your thesis.'],
    ]);
    expect(INTRODUCTION.slice(notes[0]!.start, notes[0]!.end)).toBe(
      '[Your argument: in about 80 words, state your thesis.]',
    );
    expect(CONCLUSION.slice(notes[1]!.start, notes[1]!.end)).toBe('[Your argument: restate your thesis.]');
  });

  it('gives all text for the citation check, and the prose without notes for checks and listening', () => {
    expect(allText(draft)).toContain('[Your argument:');
    expect(proseText(draft)).not.toContain('[Your argument:');
    expect(proseText(draft).split('\n\n')).toHaveLength(4);
    expect(hasContent(draft)).toBe(true);
    expect(hasContent({ ...draft, introduction: ' ', body_paragraphs: [], conclusion: '' })).toBe(false);
  });

  it('cuts text to a length with an ellipsis, leaving short text alone', () => {
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(truncate('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}…`);
    expect(truncate('word '.repeat(10), 30)).toBe(`${'word '.repeat(6).trimEnd()}…`);
  });
});
