import { randomUUID } from 'node:crypto';
import type { DrillAnswerResult } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { StoredDrillQuestion } from '../../platform/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { DrillService, foldScripts, normaliseAnswer } from './drill.ts';

describe('typed answers: superscripts and subscripts as the web shows them', () => {
  it.each([
    ['CO₂', 'CO2'],
    ['C₆H₁₂O₆', 'C6H12O6'],
    ['x²', 'x^2'],
    ['2¹⁰', '2^(10)'],
    ['10⁻³', '10^(-3)'],
    ['e⁽²ˣ⁾', 'e^(2x)'],
    ['aⁿ + bⁿ', 'a^n + b^n'],
    ['x²y³', 'x^2y^3'],
    ['SO₄²⁻', 'SO4^(2-)'],
    ['x = 5', 'x = 5'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldScripts(text)).toBe(folded);
  });

  it('writes a charge plainly when asked', () => {
    expect(foldScripts('SO₄²⁻', true)).toBe('SO42-');
    expect(foldScripts('NH₄⁺', true)).toBe('NH4+');
    expect(foldScripts('x²', true)).toBe('x^2');
  });

  it.each([
    ['CO₂', 'CO2'],
    ['x²', 'x^2'],
    ['2¹⁰', '2^10'],
    ['x ^ {2}', 'x^2'],
    ['x⁻¹', 'x^(-1)'],
    ['x^{ab}', 'x^(ab)'],
    ['10−3', '10-3'],
  ])('compares %s and %s alike', (a, b) => {
    expect(normaliseAnswer(a)).toBe(normaliseAnswer(b));
  });

  it.each([
    ['x²', 'x2'],
    ['2¹⁰', '210'],
    ['x^(2+1)', 'x^2+1'],
  ])('tells %s from %s', (a, b) => {
    expect(normaliseAnswer(a)).not.toBe(normaliseAnswer(b));
  });
});

describe('DrillService grading typed answers', () => {
  let t: TestApp;
  let userId: string;
  /** What the stubbed CAS was asked, and its verdict: right only for these answers. */
  const casCalls: [problem: string, answer: string][] = [];
  const casAccepts = new Set(['1024', '2^(10)']);
  let drills: DrillService;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUp(t)).user.id;
    drills = new DrillService(t.services.db, {
      practice: t.services.practice,
      projects: t.services.projects,
      packs: () => [],
      curriculum: () => ({ lessons: [], quizzes: new Map() }),
      objective: () => undefined,
      gradeMath: async (problem, answer) => {
        casCalls.push([problem, answer]);
        return casAccepts.has(answer);
      },
    });
  });

  /** A drill of one typed question per [prompt, answer]; its id. */
  async function drillOf(questions: [prompt: string, answer: string][]): Promise<string> {
    const stored: StoredDrillQuestion[] = questions.map(([prompt, answer], i) => ({
      question: { id: `q${i + 1}`, kind: 'typed', prompt, source: 'test' },
      answer,
      expected: answer,
    }));
    const id = randomUUID();
    await t.services.db
      .insertInto('practice_drills')
      .values({
        id,
        user_id: userId,
        objective_id: 'math:arithmetic',
        start_mastery: 0,
        questions: toJson(stored),
        results: toJson({}),
        created_at: nowIso(),
      })
      .execute();
    return id;
  }

  it.each([
    ['Carbon dioxide?', 'CO2', 'CO₂'],
    ['Glucose?', 'C6H12O6', 'c₆h₁₂o₆'],
    ['Sulfate?', 'SO42-', 'SO₄²⁻'],
    ['Ammonium?', 'NH4+', 'NH₄⁺'],
    ['Square of x?', 'x^2', 'x²'],
    ['Write 2*2*2*2*2*2*2*2*2*2 as a power', '2^10', '2¹⁰'],
    ['Write 1/x as a power', 'x^(-1)', 'x⁻¹'],
    ['Derivative of e^(x^2)/x?', 'e^(2x)', 'e⁽²ˣ⁾'],
  ])('accepts what was shown for %s: %s typed as %s', async (prompt, expected, typed) => {
    const calls = casCalls.length;
    const id = await drillOf([[prompt, expected]]);
    const result = await drills.answer(userId, id, 'q1', typed);
    expect(result).toMatchObject({ correct: true, expected });
    // Matched as text: the CAS was not needed.
    expect(casCalls.length).toBe(calls);
  });

  it('hands the CAS carets, not superscripts, and x² is not x2', async () => {
    const id = await drillOf([
      ['2^5 * 2^5', '1024'],
      ['2^5 * 2^5', '1024'],
      ['Square of x?', 'x^2'],
    ]);
    casCalls.length = 0;
    // The plain form and the shown form are graded alike.
    expect((await drills.answer(userId, id, 'q1', '2^(10)')).correct).toBe(true);
    expect((await drills.answer(userId, id, 'q2', '2¹⁰')).correct).toBe(true);
    expect((await drills.answer(userId, id, 'q3', 'x2')).correct).toBe(false);
    expect(casCalls).toEqual([
      ['2^5 * 2^5', '2^(10)'],
      ['2^5 * 2^5', '2^(10)'],
      ['Square of x?', 'x2'],
    ]);
  });

  it('grades what was shown as the real CAS grades the plain form', async () => {
    const id = await drillOf([
      ['2^5 * 2^5', '1024'],
      ['2^5 * 2^5', '1024'],
      ['expand (x + 2)(x + 3)', 'x^2 + 5x + 6'],
      ['expand (x + 2)(x + 3)', 'x^2 + 5x + 6'],
      ['expand (x + 2)(x + 3)', 'x^2 + 5x + 6'],
    ]);
    const correct = async (q: string, text: string) =>
      ((await t.services.drills.answer(userId, id, q, text)) satisfies DrillAnswerResult).correct;
    // The CAS wants a finished answer: 2^10 is not one for 1024, and neither is 2¹⁰.
    expect(await correct('q1', '2^10')).toBe(await correct('q2', '2¹⁰'));
    // Not the expected text, but the same polynomial.
    expect(await correct('q3', '6 + 5x + x^2')).toBe(true);
    expect(await correct('q4', '6 + 5x + x²')).toBe(true);
    expect(await correct('q5', '6 + 5x + x2')).toBe(false);
  }, 120_000);
});
