import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spearman } from '../testing/spearman.ts';
import { DEFAULT_BANK_DIR, loadQuestionBank } from './bank.ts';
import { classifyQuestion } from './classify.ts';
import { GRADED_ANSWERS, QUESTIONS } from './fixtures/graded-answers.ts';
import { type AnswerScore, type ScoreQuestion, scoreAnswer } from './score.ts';

const scored = GRADED_ANSWERS.map((g) => ({ ...g, result: scoreAnswer(QUESTIONS[g.question], g.text) }));

const GAP = /\[add: [^\]]+\]/g;

/** The rewrite's text pieces, gaps removed, cut at line breaks and after full stops. */
function rewritePieces(rewrite: string): string[] {
  return rewrite
    .replace(GAP, '\n')
    .split(/\n|(?<=[.!?]["'”’)]?)\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('graded answers', () => {
  it('cover at least 30 answers over 6 questions, two of each focus area, and every kind', () => {
    expect(GRADED_ANSWERS.length).toBeGreaterThanOrEqual(30);
    const questions = Object.values(QUESTIONS) as ScoreQuestion[];
    expect(questions.length).toBeGreaterThanOrEqual(6);
    for (const focus of ['behavioral', 'algorithms', 'system_design'])
      expect(questions.filter((q) => q.focus_area === focus).length).toBeGreaterThanOrEqual(2);
    const kinds = new Set(GRADED_ANSWERS.map((g) => g.kind));
    for (const kind of ['strong', 'average', 'weak', 'off-topic', 'rambling']) expect(kinds).toContain(kind);
  });

  it('rank like the hand grades (Spearman ≥ 0.8)', () => {
    const rho = spearman(
      scored.map((s) => s.grade),
      scored.map((s) => s.result.scores.overall),
    );
    console.info(`Interview scorer vs hand grades: Spearman ${rho.toFixed(3)} over ${scored.length} answers`);
    expect(rho).toBeGreaterThanOrEqual(0.8);
  });

  it('put the strong answer first and the off-topic answer last for every question', () => {
    for (const question of Object.keys(QUESTIONS)) {
      const mine = scored.filter((s) => s.question === question);
      const overall = (kind: string) => mine.find((s) => s.kind === kind)!.result.scores.overall;
      const others = mine.filter((s) => s.kind !== 'strong' && s.kind !== 'off-topic');
      for (const o of others) {
        expect(overall('strong'), `${question} strong vs ${o.kind}`).toBeGreaterThan(o.result.scores.overall);
        expect(overall('off-topic'), `${question} off-topic vs ${o.kind}`).toBeLessThan(
          o.result.scores.overall,
        );
      }
    }
  });

  it('give scores from 0 to 10 with one decimal', () => {
    for (const { result } of scored)
      for (const value of Object.values(result.scores)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(10);
        expect(Math.round(value * 10) / 10).toBe(value);
      }
  });
});

describe('feedback', () => {
  it('quotes the exact, non-empty span of the answer in every strength and improvement', () => {
    for (const { text, result, question, kind } of scored) {
      const points = [...result.strengths, ...result.improvements];
      expect(points.length, `${question}/${kind}`).toBeGreaterThan(0);
      for (const { quote, message } of points) {
        expect(message.length).toBeGreaterThan(0);
        expect(quote.text.trim().length, message).toBeGreaterThan(0);
        expect(text.slice(quote.start, quote.end), message).toBe(quote.text);
      }
    }
  });

  it('rewrites with the answer’s own sentences plus [add: …] gaps only', () => {
    for (const { text, result, question, kind } of scored) {
      const pieces = rewritePieces(result.suggested_rewrite);
      for (const piece of pieces) expect(text.includes(piece), `${question}/${kind}: ${piece}`).toBe(true);
      const leftover = result.suggested_rewrite.replace(GAP, '');
      expect(leftover.replace(/\s+/g, '').length).toBe(pieces.join('').replace(/\s+/g, '').length);
    }
  });

  it('names what is missing in the gaps, and reorders a behavioral answer into STAR order', () => {
    const story =
      'As a result, the outage review took ten minutes instead of two hours. ' +
      'When I was on the support team at a bank, every outage review meant digging through five dashboards. ' +
      'I built a single timeline page that pulled alerts and deploys together.';
    const r = scoreAnswer(QUESTIONS.learnFast, story);
    const order = [
      'When I was on the support team',
      'I built a single timeline',
      'As a result, the outage',
    ].map((s) => r.suggested_rewrite.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(r.suggested_rewrite).toContain('[add: your task');

    const noNumber = scoreAnswer(
      QUESTIONS.disagreement,
      'When I was an intern, my teammate and I disagreed about the database. My job was to pick one by Friday. ' +
        'I listened to his reasons and built a prototype of both. In the end we agreed on Postgres.',
    );
    expect(noNumber.suggested_rewrite).toMatch(/\[add: a number for the result/);
    const technical = scoreAnswer(
      QUESTIONS.twoSum,
      'I would use a hash map and check the complement for each number.',
    );
    expect(technical.suggested_rewrite).toContain('[add: the time and space complexity]');
    expect(technical.suggested_rewrite).toMatch(/\[add: a trade-off/);
  });

  it('says an off-topic answer does not address the question and scores it low except for delivery', () => {
    for (const { result, question } of scored.filter((s) => s.kind === 'off-topic')) {
      const { scores } = result;
      expect(scores.technical_knowledge, question).toBeLessThan(1.5);
      expect(scores.problem_solving, question).toBeLessThan(1.5);
      expect(scores.confidence, question).toBeLessThan(2.5);
      expect(scores.overall, question).toBeLessThan(2.5);
      expect(result.covered_topics).toEqual([]);
      expect(result.improvements[0]!.message).toMatch(/does not answer the question/);
      expect(result.feedback_md).toMatch(/does not address the question/);
      expect(rewritePieces(result.suggested_rewrite)).toEqual([]);
      expect(result.followups[0]).toMatch(/come back to the question/);
    }
  });

  it('asks follow-up questions about uncovered topics', () => {
    const r = scored.find((s) => s.question === 'shortener' && s.kind === 'average')!.result;
    expect(r.missing_topics).toEqual(expect.arrayContaining(['scale', 'collisions', 'analytics']));
    expect(r.followups).toContain('How would your design handle collisions?');
    for (const f of r.followups) expect(f).toMatch(/\?$/);
    const strong = scored.find((s) => s.question === 'twoSum' && s.kind === 'strong')!.result;
    expect(strong.missing_topics).toEqual([]);
    expect(strong.followups.length).toBeGreaterThan(0);
  });

  it('summarises scores, topics and points in Markdown', () => {
    const r = scored.find((s) => s.question === 'disagreement' && s.kind === 'average')!.result;
    expect(r.feedback_md).toMatch(/^\*\*Overall \d+\.\d\/10\*\*/);
    expect(r.feedback_md).toContain('**Covered:**');
    expect(r.feedback_md).toContain('**Missing:**');
    expect(r.feedback_md).toMatch(/\*\*STAR:\*\* Situation [✓✗]/);
    expect(r.feedback_md).toContain(`**Next time:** ${r.improvements[0]!.message}`);
    expect(r.feedback_md).not.toContain(r.improvements[1]?.message ?? '\u0000');
  });
});

// Whatever questions the bank holds (its content is authored elsewhere): the scorer must behave on all of them.
describe.runIf(existsSync(DEFAULT_BANK_DIR))('on the question bank', () => {
  const OFF_TOPIC =
    'My favourite hobby is painting old bicycles. Last spring I repainted three of them in bright colours.';

  it('scores an answer built from each question’s outline above an off-topic one, quoting correctly', () => {
    for (const q of loadQuestionBank()) {
      const answer = q.outline.map((p) => `${p.replace(/[.!?]+$/, '')}.`).join(' ');
      const good = scoreAnswer(q, answer);
      const off = scoreAnswer(q, OFF_TOPIC);
      expect(good.scores.overall, q.id).toBeGreaterThan(off.scores.overall);
      expect(off.scores.overall, q.id).toBeLessThan(3.5);
      for (const { quote } of [...good.strengths, ...good.improvements])
        expect(answer.slice(quote.start, quote.end), q.id).toBe(quote.text);
    }
  });
});

describe('STAR detection', () => {
  const star = (text: string) => scoreAnswer(QUESTIONS.disagreement, text).star;

  it('finds all four parts in a complete story', () => {
    expect(
      star(
        'Last semester, while I was working on a group app for a hackathon, two of us disagreed about using Firebase. ' +
          'My role was to get the backend running within 48 hours. ' +
          'I decided to build a quick test of both options and I talked to the team about the results. ' +
          'As a result we shipped on time, and the demo handled 300 users without errors.',
      ),
    ).toEqual({ situation: true, task: true, action: true, result: true });
  });

  it('notices a story that stops before its result', () => {
    expect(
      star(
        'When I was at my previous job, my manager and I disagreed on the release plan. ' +
          'I needed to convince him before the launch meeting. I wrote a one-page comparison and I asked for ten minutes.',
      ),
    ).toEqual({ situation: true, task: true, action: true, result: false });
  });

  it('finds no story in a generic statement', () => {
    expect(star('I always try to be open minded and respectful with everyone.')).toEqual({
      situation: false,
      task: false,
      action: false,
      result: false,
    });
  });

  it('is only reported for behavioral questions', () => {
    expect(scoreAnswer(QUESTIONS.cycle, 'I would use two pointers.').star).toBeUndefined();
  });
});

describe('delivery', () => {
  const features = (text: string) => scoreAnswer(QUESTIONS.twoSum, text).features;

  it('counts fillers, judging "like" and "you know" in context', () => {
    expect(
      features('Um, so, like, I would, uh, basically use a map, you know, to store values.').fillers,
    ).toBe(5);
    expect(features('I like hash maps, and a set would look like a map without values.').fillers).toBe(0);
    expect(features('Do you know how a hash map works? You know how to find the complement.').fillers).toBe(
      0,
    );
  });

  it('counts hedges, but not "what kind of"', () => {
    expect(features('I think maybe a hash map would kind of work, but I am not sure.').hedges).toBe(4);
    expect(features('What kind of map you use matters: a hash map gives O(1) lookups.').hedges).toBe(0);
  });

  it('costs confidence for hedging and fillers', () => {
    const plain = scoreAnswer(
      QUESTIONS.twoSum,
      'I would use a hash map from value to index, which gives O(n) time.',
    );
    const hedged = scoreAnswer(
      QUESTIONS.twoSum,
      'Um, I think maybe I would kind of use a hash map from value to index, which, like, probably gives O(n) time.',
    );
    expect(hedged.scores.confidence).toBeLessThan(plain.scores.confidence - 2);
  });
});

describe('pacing', () => {
  const text = scored.find((s) => s.question === 'twoSum' && s.kind === 'strong')!.text;
  const words = scoreAnswer(QUESTIONS.twoSum, text).features.words;
  const at = (wpm: number, longPauses = 0) =>
    scoreAnswer(QUESTIONS.twoSum, text, { durationSec: (words / wpm) * 60, longPauses });

  it('reports words per minute only when timing is given', () => {
    expect(scoreAnswer(QUESTIONS.twoSum, text).features.wordsPerMinute).toBeUndefined();
    expect(at(140).features.wordsPerMinute).toBe(140);
    expect(at(140).feedback_md).toContain('**Pace:** 140 words per minute');
  });

  it('rewards 120–160 words per minute and flags too fast or too slow', () => {
    const ideal = at(140);
    const fast = at(230);
    const slow = at(70);
    expect(fast.scores.communication).toBeLessThan(ideal.scores.communication);
    expect(slow.scores.communication).toBeLessThan(ideal.scores.communication);
    expect(ideal.improvements.some((p) => /words per minute/.test(p.message))).toBe(false);
    expect(fast.improvements.some((p) => /slow down/.test(p.message))).toBe(true);
    expect(slow.improvements.some((p) => /words per minute/.test(p.message))).toBe(true);
  });

  it('costs communication and confidence for long pauses', () => {
    const smooth = at(140, 0);
    const halting = at(140, 5);
    expect(halting.scores.confidence).toBeLessThan(smooth.scores.confidence);
    expect(halting.scores.communication).toBeLessThan(smooth.scores.communication);
    expect(halting.improvements.some((p) => /long pauses/.test(p.message))).toBe(true);
  });
});

describe('topic coverage', () => {
  const q: ScoreQuestion = {
    question: 'How would you speed up a slow product page?',
    focus_area: 'system_design',
    difficulty: 'easy',
    expected_topics: [
      { topic: 'cache', synonyms: [] },
      { topic: 'database index', synonyms: [] },
      { topic: 'load balancer', synonyms: ['reverse proxy'] },
      { topic: 'trade-off', synonyms: [] },
    ],
    outline: [],
  };

  it('matches other word forms, plurals, split phrases and hyphen variants', () => {
    const r = scoreAnswer(
      q,
      'Caching the product data helps most. I would add indexes to the database on the columns we filter by. ' +
        'The tradeoffs are stale prices for a few seconds.',
    );
    expect(r.covered_topics).toEqual(['cache', 'database index', 'trade-off']);
    expect(r.missing_topics).toEqual(['load balancer']);
  });

  it('counts a synonym as covering its topic', () => {
    expect(scoreAnswer(q, 'Put a reverse proxy in front.').covered_topics).toEqual(['load balancer']);
  });
});

describe('classifyQuestion', () => {
  it('sorts pasted questions into focus areas', () => {
    expect(classifyQuestion('Tell me about a time you disagreed with your manager.').focus_area).toBe(
      'behavioral',
    );
    expect(
      classifyQuestion('Describe a situation where you missed a deadline. What did you do?').focus_area,
    ).toBe('behavioral');
    expect(classifyQuestion('Design a chat application for millions of users.').focus_area).toBe(
      'system_design',
    );
    expect(classifyQuestion('How would you design a rate limiter for a public API?').focus_area).toBe(
      'system_design',
    );
    expect(classifyQuestion('Given a string, return the longest palindromic substring.').focus_area).toBe(
      'algorithms',
    );
    expect(classifyQuestion('What is the difference between a process and a thread?').focus_area).toBe(
      'algorithms',
    );
  });

  it('takes expected topics from the question’s noun phrases, plus STAR parts for behavioral questions', () => {
    const behavioral = classifyQuestion(
      'Tell me about a time you disagreed with a teammate about a technical decision.',
    );
    const topics = behavioral.expected_topics.map((t) => t.topic);
    expect(topics).toEqual(
      expect.arrayContaining(['teammate', 'technical decision', 'the situation', 'the result']),
    );
    expect(behavioral.category).toBe('Conflict');

    const coding = classifyQuestion('Given a binary search tree, find the kth smallest element.');
    expect(coding.expected_topics.map((t) => t.topic)).toEqual(
      expect.arrayContaining(['binary search tree', 'time complexity']),
    );
    expect(coding.category).toBe('Sorting & Searching');
    for (const c of [behavioral, coding]) expect(c.expected_topics.length).toBeLessThanOrEqual(8);
  });

  it('makes a question scoreAnswer can use', () => {
    const text = 'Design a URL shortener that handles millions of users.';
    const c = classifyQuestion(text);
    const r = scoreAnswer(
      { question: text, difficulty: 'medium', outline: [], ...c },
      'I would generate a short code with base62 and store it in DynamoDB. Traffic is read-heavy at about 5,000 requests per second, ' +
        'so I would add a Redis cache. The trade-off is extra cost for the cache.',
    );
    expect(r.covered_topics).toEqual(expect.arrayContaining(['scale', 'trade-offs']));
    expect(r.scores.overall).toBeGreaterThan(3);
  });
});

describe('scoreAnswer', () => {
  it('is deterministic', () => {
    for (const g of GRADED_ANSWERS.slice(0, 8)) {
      const a: AnswerScore = scoreAnswer(QUESTIONS[g.question], g.text, { durationSec: 60, longPauses: 2 });
      const b: AnswerScore = scoreAnswer(QUESTIONS[g.question], g.text, { durationSec: 60, longPauses: 2 });
      expect(b).toEqual(a);
    }
  });

  it('scores an empty answer 0 with no quotes', () => {
    const r = scoreAnswer(QUESTIONS.cycle, '   ');
    expect(Object.values(r.scores).every((v) => v === 0)).toBe(true);
    expect(r.strengths).toEqual([]);
    expect(r.improvements).toEqual([]);
    expect(r.feedback_md).toContain('No answer was given.');
    expect(rewritePieces(r.suggested_rewrite)).toEqual([]);
  });

  it('handles an unpunctuated transcript by cutting it at clause starts', () => {
    const transcript = scored
      .find((s) => s.question === 'notifications' && s.kind === 'strong')!
      .text.replace(/[.,;:]/g, '')
      .toLowerCase();
    const r = scoreAnswer(QUESTIONS.notifications, transcript);
    expect(r.scores.overall).toBeGreaterThan(6);
    for (const piece of rewritePieces(r.suggested_rewrite)) expect(transcript.includes(piece)).toBe(true);
  });
});
