// Runs waiting for a runner, queued per owner and handed out round-robin: when a runner frees, it goes to
// the owner with a run waiting, fewer than `maxRunningPerOwner` running, who was served longest ago (an
// owner never served yet comes first). One owner with many runs waiting therefore takes one turn in each
// round, not the whole queue.

interface OwnerState<W> {
  running: number;
  waiting: W[];
  /** When this owner was last handed a runner (a turn counter); 0 for never. */
  servedTurn: number;
}

export class FairQueue<W> {
  readonly #owners = new Map<string, OwnerState<W>>();
  #turn = 0;
  #waiting = 0;

  constructor(readonly maxRunningPerOwner = 1) {}

  /** Runs waiting, all owners together. */
  get size(): number {
    return this.#waiting;
  }

  waitingFor(owner: string): number {
    return this.#owners.get(owner)?.waiting.length ?? 0;
  }

  runningFor(owner: string): number {
    return this.#owners.get(owner)?.running ?? 0;
  }

  push(owner: string, item: W): void {
    this.#state(owner).waiting.push(item);
    this.#waiting++;
  }

  /** Takes a waiting item out (it timed out or was refused); false if it was not waiting. */
  remove(owner: string, item: W): boolean {
    const state = this.#owners.get(owner);
    const at = state?.waiting.indexOf(item) ?? -1;
    if (!state || at < 0) return false;
    state.waiting.splice(at, 1);
    this.#waiting--;
    this.#forgetIfIdle(owner, state);
    return true;
  }

  /** The owner whose first waiting item is next in turn, if any owner may start one now. */
  next(): { owner: string; item: W } | undefined {
    let best: [string, OwnerState<W>] | undefined;
    for (const entry of this.#owners) {
      const state = entry[1];
      if (state.waiting.length === 0 || state.running >= this.maxRunningPerOwner) continue;
      if (!best || state.servedTurn < best[1].servedTurn) best = entry;
    }
    return best && { owner: best[0], item: best[1].waiting[0]! };
  }

  /** Moves `owner`'s first waiting item to running and returns it. */
  start(owner: string): W | undefined {
    const state = this.#owners.get(owner);
    const item = state?.waiting.shift();
    if (!state || item === undefined) return undefined;
    this.#waiting--;
    state.running++;
    state.servedTurn = ++this.#turn;
    return item;
  }

  /** One of `owner`'s running runs ended. */
  finished(owner: string): void {
    const state = this.#owners.get(owner);
    if (!state) return;
    state.running = Math.max(0, state.running - 1);
    this.#forgetIfIdle(owner, state);
  }

  /** Every waiting item, removed (the pool is closing). */
  drain(): W[] {
    const all = [...this.#owners.values()].flatMap((s) => s.waiting.splice(0));
    this.#waiting = 0;
    for (const [owner, state] of this.#owners) this.#forgetIfIdle(owner, state);
    return all;
  }

  owners(): { owner: string; running: number; waiting: number }[] {
    return [...this.#owners].map(([owner, s]) => ({ owner, running: s.running, waiting: s.waiting.length }));
  }

  #state(owner: string): OwnerState<W> {
    let state = this.#owners.get(owner);
    if (!state) {
      state = { running: 0, waiting: [], servedTurn: 0 };
      this.#owners.set(owner, state);
    }
    return state;
  }

  #forgetIfIdle(owner: string, state: OwnerState<W>): void {
    if (state.running === 0 && state.waiting.length === 0) this.#owners.delete(owner);
  }
}
