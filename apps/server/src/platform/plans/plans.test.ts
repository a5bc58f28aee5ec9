import { lowestTierWith, type User } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { HttpError } from '../errors.ts';
import { entitlements, hasFeature, requireEntitlement, upgradeFor } from './entitlements.ts';
import { currentPeriod } from './quota.ts';

const as = (plan_tier: User['plan_tier'], is_admin = false) => ({ plan_tier, is_admin });

describe('entitlements (DESIGN.md §6)', () => {
  it('gives each tier its limits', () => {
    expect(entitlements(as('free')).quotas).toEqual({
      chat_messages: 30,
      quizzes: 5,
      flashcard_sets: 5,
      writing_papers: 2,
      plagiarism_checks: 3,
      voice_requests: 5,
      images: 5,
      resume_analyses: 3,
    });
    for (const tier of ['plus', 'pro'] as const) {
      expect(entitlements(as(tier)).quotas).toMatchObject({
        chat_messages: null,
        writing_papers: 10,
        plagiarism_checks: 10,
        voice_requests: 100,
        images: 100,
      });
    }
    for (const tier of ['max', 'ultimate', 'bootcamp'] as const) {
      expect(entitlements(as(tier)).quotas).toMatchObject({
        writing_papers: null,
        plagiarism_checks: null,
        voice_requests: null,
        images: 300,
      });
    }
    expect(
      [
        entitlements(as('free')),
        entitlements(as('plus')),
        entitlements(as('max')),
        entitlements(as('bootcamp')),
      ].map((p) => p.interviewQuestionsPerSession),
    ).toEqual([5, 5, 8, 20]);
    expect(entitlements(as('plus')).bootcampWeeksOpen).toBe(1);
    expect(entitlements(as('ultimate')).bootcampWeeksOpen).toBe(12);
  });

  it('gives each tier its code-runner CPU seconds per minute, free lowest, admins unlimited', () => {
    const tiers = ['free', 'plus', 'pro', 'max', 'ultimate', 'bootcamp'] as const;
    expect(tiers.map((tier) => entitlements(as(tier)).codeCpuSecondsPerMinute)).toEqual([
      15, 30, 30, 45, 45, 60,
    ]);
    expect(entitlements(as('free', true)).codeCpuSecondsPerMinute).toBeNull();
  });

  it('gates features by level: free < plus = pro < max = ultimate < bootcamp', () => {
    expect(hasFeature(as('free'), 'math_photo_input')).toBe(false);
    expect(hasFeature(as('pro'), 'math_photo_input')).toBe(true);
    expect(hasFeature(as('plus'), 'resume_sample_rewrites')).toBe(false);
    expect(hasFeature(as('ultimate'), 'resume_sample_rewrites')).toBe(true);
    expect(hasFeature(as('max'), 'interview_video')).toBe(false);
    expect(hasFeature(as('bootcamp'), 'interview_video')).toBe(true);
    expect(hasFeature(as('free'), 'interview_text_answers')).toBe(true);
    expect(lowestTierWith('voice_download')).toBe('plus');
    expect(lowestTierWith('interview_pdf_download')).toBe('max');
    expect(lowestTierWith('interview_followup_coaching')).toBe('bootcamp');
  });

  it('gives admins everything, unlimited', () => {
    const admin = entitlements(as('free', true));
    expect(Object.values(admin.quotas).every((l) => l === null)).toBe(true);
    expect(hasFeature(as('free', true), 'interview_video')).toBe(true);
  });

  it('names the plan needed in a 403', () => {
    expect(() => requireEntitlement(as('plus'), 'interview_audio')).toThrowError(
      'Audio answers needs the Max plan or higher. Upgrade to unlock it.',
    );
    try {
      requireEntitlement(as('free'), 'math_photo_input');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(403);
      expect((error as HttpError).extra).toEqual({ upgrade_plan: 'plus' });
    }
    expect(() => requireEntitlement(as('max'), 'interview_audio')).not.toThrow();
  });
});

describe('periods', () => {
  it('uses UTC days and months', () => {
    const at = new Date('2026-01-31T23:30:00.000Z');
    expect(currentPeriod('day', at)).toEqual({
      key: '2026-01-31',
      resetsAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    expect(currentPeriod('month', at)).toEqual({
      key: '2026-01',
      resetsAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    expect(currentPeriod('month', new Date('2026-12-05T00:00:00Z')).resetsAt.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('what to upgrade to when a quota runs out', () => {
  it('names the cheapest tier that allows more, and none when no tier does', () => {
    expect(upgradeFor(as('free'), 'quizzes')).toBe('plus');
    expect(upgradeFor(as('plus'), 'writing_papers')).toBe('max');
    expect(upgradeFor(as('plus'), 'images')).toBe('max');
    expect(upgradeFor(as('max'), 'images')).toBeNull();
    expect(upgradeFor(as('bootcamp'), 'images')).toBeNull();
    expect(upgradeFor(as('plus'), 'chat_messages')).toBeNull();
  });
});

describe('quota counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('counts up to the limit, then answers 429 with the reset time and counts nothing more', async () => {
    const { user } = await signUp(t);
    const at = new Date('2026-03-10T12:00:00.000Z');
    const seen = [];
    for (let i = 0; i < 3; i++)
      seen.push((await t.services.quotas.consume(user, 'plagiarism_checks', at)).remaining);
    expect(seen).toEqual([2, 1, 0]);
    const error = await t.services.quotas.consume(user, 'plagiarism_checks', at).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(429);
    expect(error.detail).toBe(
      'You have used all 3 plagiarism checks this month. The limit resets at Wed, 01 Apr 2026 00:00:00 UTC. Upgrade for more.',
    );
    expect(Number(error.headers['retry-after'])).toBe(22 * 86400 - 12 * 3600);
    expect(error.extra).toEqual({ upgrade_plan: 'plus' });
    expect((await t.services.quotas.usage(user, 'plagiarism_checks', at)).used).toBe(3);
    // Reading every quota at once gives the same figures as reading each.
    const all = await t.services.quotas.usageOfAll(user, at);
    for (const usage of all) expect(usage).toEqual(await t.services.quotas.usage(user, usage.quota, at));
    expect(all).toHaveLength(8);
    // A new month starts from zero.
    expect(
      (await t.services.quotas.consume(user, 'plagiarism_checks', new Date('2026-04-01T00:00:01Z'))).used,
    ).toBe(1);
  });

  it('keeps users and quotas apart and gives back a refunded use', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const at = new Date('2026-05-01T08:00:00Z');
    await t.services.quotas.consume(a.user, 'quizzes', at);
    await t.services.quotas.consume(a.user, 'quizzes', at);
    await t.services.quotas.consume(a.user, 'flashcard_sets', at);
    await t.services.quotas.refund(a.user, 'quizzes', '2026-05-01');
    expect(await t.services.quotas.usage(a.user, 'quizzes', at)).toMatchObject({
      used: 1,
      limit: 5,
      remaining: 4,
      period: 'day',
    });
    expect((await t.services.quotas.usage(b.user, 'quizzes', at)).used).toBe(0);
    expect((await t.services.quotas.usage(a.user, 'flashcard_sets', at)).used).toBe(1);
  });

  it('refunds the period a use was counted in, even after midnight', async () => {
    const { user } = await signUp(t);
    const charged = await t.services.quotas.consume(user, 'quizzes', new Date('2026-07-01T23:59:59Z'));
    expect(charged.period_key).toBe('2026-07-01');
    await t.services.quotas.consume(user, 'quizzes', new Date('2026-07-02T00:00:05Z'));
    await t.services.quotas.refund(user, 'quizzes', charged.period_key);
    expect((await t.services.quotas.usage(user, 'quizzes', new Date('2026-07-01T12:00:00Z'))).used).toBe(0);
    expect((await t.services.quotas.usage(user, 'quizzes', new Date('2026-07-02T12:00:00Z'))).used).toBe(1);
  });

  it('never lets concurrent requests go past the limit', async () => {
    const { user } = await signUp(t);
    const at = new Date('2026-06-01T10:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => t.services.quotas.consume(user, 'voice_requests', at)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await t.services.quotas.usage(user, 'voice_requests', at)).used).toBe(5);
  });

  it('counts but never blocks unlimited plans', async () => {
    const { user } = await signUp(t);
    const plus = { ...user, plan_tier: 'plus' as const };
    const at = new Date('2026-06-02T10:00:00Z');
    for (let i = 0; i < 40; i++) await t.services.quotas.consume(plus, 'chat_messages', at);
    expect(await t.services.quotas.usage(plus, 'chat_messages', at)).toMatchObject({
      used: 40,
      limit: null,
      remaining: null,
    });
  });
});
