import { describe, expect, it } from 'vitest';
import { CpuLedger } from './cpu-ledger.ts';

describe('CpuLedger', () => {
  it('keeps each owner’s CPU for a rolling minute and says when a spent budget frees up', () => {
    let now = 1_000_000;
    const ledger = new CpuLedger(60_000, () => now);
    ledger.charge('ann', 5_000);
    now += 10_000;
    ledger.charge('ann', 6_000);
    ledger.charge('bob', 1_000);
    now += 10_000;
    ledger.charge('ann', 4_000);
    expect(ledger.used('ann')).toBe(15_000);
    expect(ledger.exhausted('bob', 15_000)).toBeNull();
    // Ann is at 15 s of 15: she is under again once the first 5 s ages out, a minute after it was used.
    expect(ledger.exhausted('ann', 15_000)).toBe(1_000_000 + 60_000);
    expect(ledger.exhausted('ann', 30_000)).toBeNull();
    now = 1_000_000 + 60_000;
    expect(ledger.used('ann')).toBe(10_000);
    expect(ledger.exhausted('ann', 15_000)).toBeNull();
    now += 60_000;
    ledger.prune();
    expect(ledger.used('ann')).toBe(0);
    expect(ledger.used('bob')).toBe(0);
  });

  it('adds up charges that come within a second of each other into one entry', () => {
    let now = 0;
    const ledger = new CpuLedger(60_000, () => now);
    for (let i = 0; i < 50; i++) {
      ledger.charge('ann', 100);
      now += 10;
    }
    ledger.charge('ann', 0);
    ledger.charge('ann', Number.NaN);
    expect(ledger.used('ann')).toBe(5_000);
    expect(ledger.exhausted('ann', 5_000)).toBe(60_000);
  });
});
