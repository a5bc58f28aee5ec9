import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../validate.ts';
import { nounSenses } from '../wordnet.ts';
import { REVIEW_NOTES, REVIEW_TOPICS } from './review-set.ts';
import { isOffTopic } from './topic.ts';

const words = (text: string) => text.trim().split(/\s+/).length;

describe('review set', () => {
  it('has at least 40 topics of every group and at least 10 notes of 150–400 words', () => {
    expect(REVIEW_TOPICS.length).toBeGreaterThanOrEqual(40);
    for (const group of ['pack', 'wordnet', 'edge'] as const) {
      expect(REVIEW_TOPICS.filter((t) => t.group === group).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(REVIEW_TOPICS.map((t) => t.topic.toLowerCase())).size).toBe(REVIEW_TOPICS.length);
    expect(REVIEW_NOTES.length).toBeGreaterThanOrEqual(10);
    for (const note of REVIEW_NOTES) {
      expect(words(note.text), note.name).toBeGreaterThanOrEqual(150);
      expect(words(note.text), note.name).toBeLessThanOrEqual(400);
    }
  });

  it('notes exercise the rules: headings, "By 1914", pronoun-led sentences, formulas and exponents', () => {
    const all = REVIEW_NOTES.map((n) => n.text).join('\n');
    expect(all).toContain('By 1914');
    expect(all).toContain('C6H12O6');
    expect(all).toMatch(/x\^2/);
    expect(all).toMatch(/^## /m);
    expect(all).toMatch(/^[A-Z][\w ]+:$/m);
    expect(all).toMatch(/\. (It|They|These|This) /);
  });
});

function item(
  sourceKind: 'pack' | 'wordnet' | 'notes',
  ref: string,
  q: string,
  answer: string,
): QuizQuestion {
  return {
    question: q,
    options: [answer, 'b', 'c', 'd'],
    correct_answer: 0,
    explanation: '',
    source: { kind: sourceKind, ref, sentence: `${answer}.` },
  };
}

describe('isOffTopic', () => {
  const trees = REVIEW_TOPICS.find((t) => t.topic === 'trees')!;
  const photosynthesis = REVIEW_TOPICS.find((t) => t.topic === 'photosynthesis')!;
  const volcano = REVIEW_TOPICS.find((t) => t.topic === 'volcano')!;

  it('flags items from a wrong pack, and near-pack items that share no word with the topic', () => {
    const dataStructures = 'computer-science/computer-science-data-structures';
    expect(isOffTopic(item('pack', dataStructures, 'What is a binary tree?', 'A tree of nodes'), trees)).toBe(
      true,
    );
    const tectonics = 'geography/geography-plate-tectonics-and-earthquakes';
    expect(
      isOffTopic(item('pack', tectonics, 'What is a transform boundary?', 'A plate margin'), volcano),
    ).toBe(true);
    expect(
      isOffTopic(item('pack', tectonics, 'Where do most volcanoes form?', 'At plate margins'), volcano),
    ).toBe(false);
  });

  it('keeps the topic’s own pack, notes, and WordNet items under the topic', () => {
    const own = item('pack', 'biology/biology-photosynthesis', 'Which tissue carries water?', 'xylem');
    expect(isOffTopic(own, photosynthesis)).toBe(false);
    expect(isOffTopic(item('notes', 'notes', 'Anything?', 'anything'), trees)).toBe(false);
    const moraine = String(nounSenses('moraine')[0]).padStart(8, '0');
    const glacier = REVIEW_TOPICS.find((t) => t.topic === 'glacier')!;
    const wordnet = item(
      'wordnet',
      `WordNet 3.1 noun ${moraine} (moraine)`,
      'What is a moraine?',
      'Earth and stones',
    );
    expect(isOffTopic(wordnet, glacier)).toBe(false);
  });
});
