// A deadline is checked against the clock once per this many units: well under a millisecond.
const CLOCK_CHECK_UNITS = 20_000;

/**
 * The work a comparison may do, in units (a k-gram lookup, a passage looked at, a step of alignment
 * each cost a few; a unit is roughly 10–15 ns on the development machine), and optionally a
 * wall-clock deadline (Date.now() milliseconds). compare() runs on a request thread, so however
 * hostile its input, the work it does is bounded. A budget made by part() also spends from the one
 * it was made from.
 */
export class WorkBudget {
  #used = 0;
  #nextClockCheck = 0;
  #exhausted = false;
  #skipped = false;
  readonly #whole: WorkBudget | null;

  constructor(
    readonly limit: number,
    readonly deadline?: number,
    whole: WorkBudget | null = null,
  ) {
    this.#whole = whole;
  }

  /** Records `units` of work; false once the limit or the deadline has been passed. */
  spend(units: number): boolean {
    if (this.#exhausted) return false;
    this.#used += units;
    if (this.#whole && !this.#whole.spend(units)) this.#exhausted = true;
    else if (this.#used > this.limit) this.#exhausted = true;
    else if (this.deadline !== undefined && this.#used >= this.#nextClockCheck) {
      this.#nextClockCheck = this.#used + CLOCK_CHECK_UNITS;
      if (Date.now() > this.deadline) this.#exhausted = true;
    }
    return !this.#exhausted;
  }

  /** Marks the budget spent: whoever shares it stops. */
  exhaust(): void {
    this.#exhausted = true;
  }

  /** Records that some work was skipped (a cap was reached) though the budget is not spent. */
  skip(): void {
    this.#skipped = true;
  }

  /** Whether the work this budget paid for was cut short: it ran out, or some was skipped. */
  get incomplete(): boolean {
    return this.#exhausted || this.#skipped;
  }

  get used(): number {
    return this.#used;
  }

  get exhausted(): boolean {
    return this.#exhausted;
  }

  /** A budget of at most `limit` units for one part of the work, spent from this one too. */
  part(limit: number): WorkBudget {
    const part = new WorkBudget(limit, undefined, this);
    if (this.#exhausted) part.#exhausted = true;
    return part;
  }
}

/** A budget with no limit, for callers that compare trusted texts. */
export const unlimited = () => new WorkBudget(Number.POSITIVE_INFINITY);
