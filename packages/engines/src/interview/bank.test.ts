import {
  INTERVIEW_DIFFICULTIES as DIFFICULTIES,
  INTERVIEW_FOCUS_AREAS as FOCUS_AREAS,
  INTERVIEW_SESSION_TYPES as SESSION_TYPES,
} from '@studybot/contract';
import { describe, expect, it } from 'vitest';
import { type BankQuestion, loadQuestionBank } from './bank.ts';

const bank = loadQuestionBank();

const TYPE_PREFIX = { software_engineering: 'se', data_science: 'ds', product_management: 'pm' } as const;
const AREA_PREFIX = { behavioral: 'beh', algorithms: 'alg', system_design: 'sys' } as const;

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have how i if in into ' +
    'is it its me my of on or our so such than that the their them then there these they this those to too was ' +
    'we were what when where which while who why will with would you your yours about after before both each ' +
    'every any some more most other own same just only also very tell describe explain walk through time give ' +
    'example one two get got make made'
  ).split(' '),
);

/** Lowercase, punctuation removed, whitespace collapsed. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const contentWords = (text: string) =>
  new Set(
    normalise(text)
      .split(' ')
      .filter((w) => w.length > 2 && !STOPWORDS.has(w)),
  );

/** Share of the smaller question's content words that the other question also uses. */
const overlap = (a: string, b: string) => {
  const wa = contentWords(a);
  const wb = contentWords(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.max(1, Math.min(wa.size, wb.size));
};

const cell = (q: BankQuestion) => `${q.session_type}/${q.focus_area}/${q.difficulty}`;

describe('interview question bank', () => {
  it('loads at least 150 questions', () => {
    expect(bank.length).toBeGreaterThanOrEqual(150);
  });

  it('has at least 5 questions in every session type × focus area × difficulty cell', () => {
    const counts = new Map<string, number>();
    for (const q of bank) counts.set(cell(q), (counts.get(cell(q)) ?? 0) + 1);
    const short: string[] = [];
    for (const type of SESSION_TYPES)
      for (const area of FOCUS_AREAS)
        for (const difficulty of DIFFICULTIES) {
          const key = `${type}/${area}/${difficulty}`;
          if ((counts.get(key) ?? 0) < 5) short.push(`${key}: ${counts.get(key) ?? 0}`);
        }
    expect(short).toEqual([]);
  });

  it('has unique ids whose prefix matches the type, area and difficulty', () => {
    const ids = bank.map((q) => q.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const mismatched = bank
      .filter(
        (q) =>
          !q.id.startsWith(`${TYPE_PREFIX[q.session_type]}-${AREA_PREFIX[q.focus_area]}-${q.difficulty[0]}-`),
      )
      .map((q) => q.id);
    expect(mismatched).toEqual([]);
  });

  it('has no duplicate question texts', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const q of bank) {
      const key = normalise(q.question);
      const first = seen.get(key);
      if (first) duplicates.push(`${first} = ${q.id}`);
      else seen.set(key, q.id);
    }
    expect(duplicates).toEqual([]);
  });

  it('measures near-duplicates by shared content words', () => {
    expect(
      overlap(
        'How would you design a URL shortener?',
        'Explain how you would design a simple URL shortener service.',
      ),
    ).toBeGreaterThan(0.8);
    expect(
      overlap(
        'How would you design a URL shortener?',
        'How would you design a chat app with real-time messages?',
      ),
    ).toBeLessThanOrEqual(0.8);
  });

  it('has no near-duplicate questions in the same cell (over 80% shared content words)', () => {
    const near: string[] = [];
    for (const [i, a] of bank.entries())
      for (const b of bank.slice(i + 1))
        if (cell(a) === cell(b) && overlap(a.question, b.question) > 0.8) near.push(`${a.id} ~ ${b.id}`);
    expect(near).toEqual([]);
  });

  it('gives STAR parts to behavioral questions and only to them', () => {
    const wrong = bank
      .filter((q) => (q.focus_area === 'behavioral') !== (q.star !== undefined))
      .map((q) => `${q.id}: ${q.focus_area} ${q.star ? 'has' : 'lacks'} star`);
    expect(wrong).toEqual([]);
  });

  it('gives each expected topic lowercase synonyms that differ from the topic and from each other', () => {
    const problems: string[] = [];
    for (const q of bank)
      for (const { topic, synonyms } of q.expected_topics) {
        const seen = new Set([topic.trim().toLowerCase()]);
        for (const synonym of synonyms) {
          const key = synonym.trim().toLowerCase();
          if (seen.has(key)) problems.push(`${q.id} "${topic}": repeats "${synonym}"`);
          if (synonym !== synonym.toLowerCase())
            problems.push(`${q.id} "${topic}": "${synonym}" not lowercase`);
          seen.add(key);
        }
      }
    expect(problems).toEqual([]);
  });

  it('has no repeated topic within a question', () => {
    const repeated = bank.filter((q) => {
      const topics = q.expected_topics.map((t) => t.topic.toLowerCase());
      return new Set(topics).size !== topics.length;
    });
    expect(repeated.map((q) => q.id)).toEqual([]);
  });
});
