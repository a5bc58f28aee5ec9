import { describe, expect, it } from 'vitest';
import { periodEnd, toCents } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('billing periods (no proration)', () => {
  it('runs a month to the same day next month', () => {
    expect(periodEnd(at('2026-03-15T10:30:00.000Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
    expect(periodEnd(at('2026-12-20T00:00:00.000Z'), 'monthly').toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
  });

  it('ends on the month’s last day when the day does not exist', () => {
    expect(periodEnd(at('2027-01-31T08:00:00.000Z'), 'monthly').toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(periodEnd(at('2028-01-31T08:00:00.000Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(periodEnd(at('2026-05-31T08:00:00.000Z'), 'monthly').toISOString()).toBe(
      '2026-06-30T08:00:00.000Z',
    );
  });

  it('runs a year to the same day next year; 29 February ends on 28 February', () => {
    expect(periodEnd(at('2026-11-25T12:00:00.000Z'), 'yearly').toISOString()).toBe(
      '2027-11-25T12:00:00.000Z',
    );
    expect(periodEnd(at('2028-02-29T12:00:00.000Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });

  it('turns catalogue prices into whole cents', () => {
    expect([8.99, 13.99, 89, 1.99, 4.99, 29].map(toCents)).toEqual([899, 1399, 8900, 199, 499, 2900]);
  });
});
