// Runner CPU each owner used within a rolling window (a minute by default), for the per-owner budget. Kept
// in the memory of the process that owns the pool: a fairness guard for that server's runners, not a
// billing quota, so it starts empty after a restart and each server of several keeps its own.

/** Charges within this much of each other share one entry, so an owner's history stays small. */
const BUCKET_MS = 1000;

interface Charge {
  at: number;
  ms: number;
}

export class CpuLedger {
  readonly #charges = new Map<string, Charge[]>();

  constructor(
    readonly windowMs = 60_000,
    readonly now: () => number = Date.now,
  ) {}

  /** Records `ms` of CPU used by `owner` now. */
  charge(owner: string, ms: number): void {
    if (!(ms > 0)) return;
    const at = this.now();
    const charges = this.#current(owner);
    const last = charges.at(-1);
    if (last && at - last.at < BUCKET_MS) last.ms += ms;
    else charges.push({ at, ms });
    this.#charges.set(owner, charges);
  }

  /** CPU milliseconds `owner` used within the window. */
  used(owner: string): number {
    return this.#current(owner).reduce((sum, c) => sum + c.ms, 0);
  }

  /**
   * Null while `owner` is under `limitMs`; otherwise the time (epoch ms) at which enough of the window's use
   * has aged out to be under it again.
   */
  exhausted(owner: string, limitMs: number): number | null {
    let used = this.used(owner);
    if (used < limitMs) return null;
    for (const charge of this.#current(owner)) {
      used -= charge.ms;
      if (used < limitMs) return charge.at + this.windowMs;
    }
    return this.now() + this.windowMs; // not reached: the last charge brings `used` to 0
  }

  /** Forgets owners with nothing left in the window. */
  prune(): void {
    for (const owner of [...this.#charges.keys()]) {
      if (this.#current(owner).length === 0) this.#charges.delete(owner);
    }
  }

  #current(owner: string): Charge[] {
    const charges = this.#charges.get(owner) ?? [];
    const since = this.now() - this.windowMs;
    let stale = 0;
    while (stale < charges.length && charges[stale]!.at <= since) stale++;
    if (stale > 0) charges.splice(0, stale);
    return charges;
  }
}
