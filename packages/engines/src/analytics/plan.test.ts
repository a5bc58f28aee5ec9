import { describe, expect, it } from 'vitest';
import { planStudy, sessionsFor } from './plan.ts';

const objectives = [
  { id: 'pack:biology-photosynthesis', title: 'Photosynthesis', score: 20 },
  { id: 'math:fractions', title: 'Fractions', score: 65 },
  { id: 'py:w01-l01', title: 'Python: print', score: 90 },
];

describe('study plan', () => {
  it('gives weaker objectives more sessions: one per 15 points below strong, 1–6', () => {
    expect([0, 20, 65, 79, 80, 100].map(sessionsFor)).toEqual([6, 4, 1, 1, 1, 1]);
  });

  it('lays every session out before the exam, spaced, weakest most, never the same drill twice a day', () => {
    const days = planStudy({ objectives, cardDue: [], today: '2026-12-01', examDate: '2026-12-21' });
    expect(days).toHaveLength(20);
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.at(-1)?.date).toBe('2026-12-20');
    const sessions = (id: string) =>
      days.flatMap((d) => d.items.filter((i) => i.objective_id === id).map(() => d.date));
    expect(sessions('pack:biology-photosynthesis')).toHaveLength(4);
    expect(sessions('math:fractions')).toHaveLength(1);
    expect(sessions('py:w01-l01')).toHaveLength(1);
    // The weakest is practised on the last day, with growing gaps before it.
    const photo = sessions('pack:biology-photosynthesis');
    expect(photo.at(-1)).toBe('2026-12-20');
    const gaps = photo.slice(1).map((d, i) => (Date.parse(d) - Date.parse(photo[i]!)) / 86_400_000);
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    for (const day of days) {
      const ids = day.items.map((i) => i.objective_id).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(3);
    }
    expect(days.find((d) => d.items.length > 0)?.items[0]?.href).toMatch(/^\/practice\?lo=/);
  });

  it('squeezes the sessions into a short run-up and puts due reviews on their day', () => {
    const days = planStudy({
      objectives,
      cardDue: [
        '2026-11-20T10:00:00Z',
        '2026-12-02T08:00:00Z',
        '2026-12-02T09:00:00Z',
        '2027-01-10T00:00:00Z',
      ],
      today: '2026-12-01',
      examDate: '2026-12-04',
    });
    expect(days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    const all = days.flatMap((d) => d.items);
    expect(all.filter((i) => i.objective_id === 'pack:biology-photosynthesis')).toHaveLength(3);
    // Overdue cards are reviewed on the first day; cards due after the exam are not in the plan.
    expect(days[0]?.items[0]).toMatchObject({ kind: 'review', cards: 1, href: '/review' });
    expect(days[1]?.items[0]).toMatchObject({ kind: 'review', cards: 2, title: 'Review 2 flashcards' });
    expect(all.filter((i) => i.kind === 'review')).toHaveLength(2);
  });

  it('has nothing to plan when the exam is today or past', () => {
    expect(planStudy({ objectives, cardDue: [], today: '2026-12-01', examDate: '2026-12-01' })).toEqual([]);
  });
});

describe('study plan, crowded', () => {
  it('never puts the same drill twice on a day, even when there are more sessions than room', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `math:t${i}`, title: `T${i}`, score: 0 }));
    const days = planStudy({ objectives: many, cardDue: [], today: '2026-12-01', examDate: '2026-12-04' });
    for (const day of days) {
      const ids = day.items.map((i) => i.objective_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Three days: at most three sessions of each objective fit.
    expect(days.flatMap((d) => d.items)).toHaveLength(36);
  });
});
