import { PAPER_WORD_COUNTS, STUDENT_TODO_PREFIX, WRITING_TYPES, type WritingType } from '@studybot/contract';
import { describe, expect, it } from 'vitest';
import { loadStudyPacks } from '../studygen/packs.ts';
import { fromPack, promptTerms, retrieveEvidence } from './evidence.ts';
import { asSentence, CITE_MARK, draftPaper, topicOf } from './paper.ts';
import { SourceShelf } from './shelf.ts';
import { loadSources } from './sources.ts';

const shelf = new SourceShelf(loadSources(), loadStudyPacks());

function draft(prompt: string, writing_type: WritingType = 'essay', word_count = 1000) {
  const evidence = retrieveEvidence(prompt, shelf.evidenceSources());
  const sources = new Map(evidence.map((p) => [p.source_id, shelf.get(p.source_id)!.evidence]));
  return { evidence, paper: draftPaper({ prompt, writing_type, word_count, evidence, sources }) };
}

const textOf = (p: ReturnType<typeof draft>['paper']) =>
  [p.introduction, ...p.body_paragraphs.map((b) => b.content), p.conclusion].join('\n');

const PROMPTS = [
  'Explain how photosynthesis works in plants',
  'The causes of the French Revolution',
  'How natural selection leads to evolution',
  'Should governments tax sugary drinks? Discuss supply and demand',
  'Write an essay about the structure of the atom',
  'Analyse the themes of Macbeth',
];

describe('topic of a prompt', () => {
  it('drops the instruction and keeps what the paper is about', () => {
    expect(topicOf('Write an essay about how photosynthesis works in plants.')).toBe(
      'how photosynthesis works in plants',
    );
    expect(topicOf('Discuss the causes of the First World War')).toBe('the causes of the First World War');
    expect(topicOf('Climate change and coral reefs')).toBe('climate change and coral reefs');
    expect(topicOf('Albert Einstein and relativity')).toBe('Albert Einstein and relativity');
  });

  it('keeps a question a question', () => {
    expect(topicOf('Should schools ban phones? Give reasons.')).toBe(
      'the question “Should schools ban phones?”',
    );
  });

  it('reads only content words as search terms', () => {
    expect(promptTerms('Write an argumentative essay about the impact of volcanoes on climate')).toEqual([
      'volcano',
      'climate',
    ]);
  });
});

describe('local paper drafts', () => {
  it('cites only sources it retrieved, for every kind of writing and length', () => {
    for (const prompt of PROMPTS)
      for (const type of WRITING_TYPES)
        for (const words of PAPER_WORD_COUNTS) {
          const { evidence, paper } = draft(prompt, type, words);
          const retrieved = new Set(evidence.map((p) => p.source_id));
          const cited = [...textOf(paper).matchAll(CITE_MARK)].map((m) => m[1]);
          for (const id of cited) expect(retrieved.has(id!), `${prompt} / ${type} / ${id}`).toBe(true);
          expect([...paper.used.keys()].sort()).toEqual([...new Set(cited)].sort());
        }
  });

  it('states only what the passages say: every cited sentence is a retrieved passage', () => {
    const { evidence, paper } = draft(PROMPTS[0]!);
    const strip = (t: string) => t.trim().replace(/[.!?]$/, '');
    const passages = new Set(evidence.flatMap((p) => [strip(p.text), strip(asSentence(p.text))]));
    const cited = textOf(paper).match(/[^.!?]*\[\[cite:[^\]]+\]\][.!?]/g) ?? [];
    expect(cited.length).toBeGreaterThan(5);
    for (const sentence of cited) {
      const bare = sentence.replace(/\s*\[\[cite:[^\]]+\]\][.!?]$/, '').trim();
      expect(passages.has(bare), bare).toBe(true);
    }
  });

  it('gives each kind of writing its own sections', () => {
    const topics = (type: WritingType) => draft(PROMPTS[3]!, type).paper.body_paragraphs.map((b) => b.topic);
    expect(topics('argumentative_essay')).toEqual(expect.arrayContaining(['Counter-claim', 'Rebuttal']));
    expect(topics('argumentative_essay')[0]).toMatch(/^Claim: /);
    expect(topics('research_paper')).toEqual(expect.arrayContaining(['Method', 'Discussion']));
    expect(topics('research_paper')[0]).toMatch(/^Background: /);
    expect(topics('report').at(-1)).toBe('Discussion');
    expect(topics('analytical_essay')[0]).toMatch(/^Context: /);
  });

  it('writes longer papers for larger word counts, and says what is missing', () => {
    const short = draft(PROMPTS[0]!, 'essay', 500).paper;
    const long = draft(PROMPTS[0]!, 'essay', 3000).paper;
    expect(long.body_paragraphs.length).toBeGreaterThan(short.body_paragraphs.length);
    expect(textOf(long).length).toBeGreaterThan(textOf(short).length);
    expect(long.suggestions.join(' ')).toContain(STUDENT_TODO_PREFIX);
  });

  it('marks what the student must write instead of filling space when nothing matches', () => {
    const { evidence, paper } = draft('My favourite zorblax memories', 'essay');
    expect(evidence).toEqual([]);
    expect(textOf(paper)).not.toMatch(CITE_MARK);
    expect(paper.body_paragraphs.length).toBeGreaterThan(0);
    for (const b of paper.body_paragraphs) expect(b.content.startsWith(STUDENT_TODO_PREFIX)).toBe(true);
    expect(paper.suggestions[0]).toMatch(/No sources matched/);
  });

  it('uses a passage once at most', () => {
    for (const prompt of PROMPTS) {
      const { paper } = draft(prompt, 'research_paper', 3000);
      const all = [...paper.used.values()].flat();
      expect(new Set(all).size, prompt).toBe(all.length);
    }
  });
});

describe('retrieval', () => {
  it('finds sources on the topic and none on an unknown one', () => {
    const found = retrieveEvidence('photosynthesis in plants', shelf.evidenceSources());
    expect(found.some((p) => p.source_id === 'pack:biology-photosynthesis')).toBe(true);
    expect(retrieveEvidence('zorblax quintessence', shelf.evidenceSources())).toEqual([]);
  });

  it('turns a study pack into sentences a paper can use', () => {
    const pack = loadStudyPacks().find((p) => p.id === 'biology-photosynthesis')!;
    const source = fromPack(pack);
    expect(source.passages).toContain(pack.facts[0]!.statement);
    expect(source.passages.length).toBe(pack.facts.length + pack.terms.length);
  });
});
