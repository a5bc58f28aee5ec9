/**
 * A count of bytes that decoders may produce, shared by every stream or archive entry of one file.
 * Decoders spend from it as they write, so a file is stopped at the limit, not after it has expanded.
 */
export class ExpansionLimitError extends Error {
  override readonly name = 'ExpansionLimitError';
}

export class ExpansionBudget {
  #spent = 0;

  constructor(readonly limit: number) {}

  get spent(): number {
    return this.#spent;
  }

  get remaining(): number {
    return Math.max(0, this.limit - this.#spent);
  }

  /** Counts `bytes` more; throws ExpansionLimitError once the total passes the limit. */
  spend(bytes: number): void {
    this.#spent += bytes;
    if (this.#spent > this.limit) throw new ExpansionLimitError(`Expands to more than ${this.limit} bytes`);
  }

  /** Gives back bytes counted ahead of being written. */
  refund(bytes: number): void {
    this.#spent -= bytes;
  }
}

/** Bytes counted ahead of writing, so that the budget is not consulted for every byte. */
const AHEAD = 64 * 1024;

/**
 * An output buffer a decoder writes into. It spends from the budget before it grows, so no decoder
 * can allocate or write past what the budget allows. Writers call ensure(n) before writing n bytes
 * at `length`, then advance `length`.
 */
export class BudgetedOutput {
  bytes: Uint8Array = new Uint8Array(AHEAD);
  length = 0;
  #counted = 0;

  constructor(readonly budget: ExpansionBudget) {}

  /** Positions below this may be written without calling ensure() again. */
  get writable(): number {
    return Math.min(this.#counted, this.bytes.length);
  }

  ensure(more: number): Uint8Array {
    const need = this.length + more;
    if (need > this.#counted) {
      this.budget.spend(need - this.#counted);
      const ahead = Math.min(AHEAD, this.budget.remaining);
      this.budget.spend(ahead);
      this.#counted = need + ahead;
    }
    if (this.#counted > this.bytes.length) {
      let size = this.bytes.length * 2;
      while (size < this.#counted) size *= 2;
      // No bigger than the budget could still pay for.
      size = Math.max(this.#counted, Math.min(size, this.#counted + this.budget.remaining));
      const grown = new Uint8Array(size);
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return this.bytes;
  }

  /** The bytes written; what was counted ahead and not written goes back to the budget. */
  finish(): Uint8Array {
    this.budget.refund(this.#counted - this.length);
    this.#counted = this.length;
    return this.bytes.subarray(0, this.length);
  }
}
