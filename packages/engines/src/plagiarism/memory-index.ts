/**
 * An in-memory inverted index from fingerprint hash to the documents holding it, for finding the
 * few documents worth comparing in full. Re-adding an id replaces its fingerprints.
 */
export class MemoryIndex {
  // Most hashes occur in a single document, so a posting is a bare document number until a second
  // document shares it; this roughly halves the index's memory.
  readonly #postings = new Map<number, number | number[]>();
  readonly #ids: string[] = [];
  readonly #live: boolean[] = [];
  readonly #numberOf = new Map<string, number>();
  #counts = new Uint32Array(0);

  add(docId: string, hashes: number[]): void {
    const previous = this.#numberOf.get(docId);
    if (previous !== undefined) this.#live[previous] = false;
    const doc = this.#ids.length;
    this.#ids.push(docId);
    this.#live.push(true);
    this.#numberOf.set(docId, doc);
    for (const h of new Set(hashes)) {
      const posting = this.#postings.get(h);
      if (posting === undefined) this.#postings.set(h, doc);
      else if (typeof posting === 'number') this.#postings.set(h, [posting, doc]);
      else posting.push(doc);
    }
  }

  /** Up to `limit` documents sharing any of `hashes`, most shared first (ties: earliest added first). */
  candidates(hashes: number[], limit: number): Array<{ id: string; shared: number }> {
    if (this.#counts.length < this.#ids.length) this.#counts = new Uint32Array(this.#ids.length * 2);
    const counts = this.#counts;
    const touched: number[] = [];
    const count = (doc: number) => {
      if (counts[doc] === 0) touched.push(doc);
      counts[doc]!++;
    };
    for (const h of new Set(hashes)) {
      const posting = this.#postings.get(h);
      if (posting === undefined) continue;
      if (typeof posting === 'number') count(posting);
      else for (const doc of posting) count(doc);
    }
    const found = touched
      .filter((doc) => this.#live[doc])
      .map((doc) => ({ doc, shared: counts[doc]! }))
      .sort((a, b) => b.shared - a.shared || a.doc - b.doc)
      .slice(0, Math.max(0, limit))
      .map(({ doc, shared }) => ({ id: this.#ids[doc]!, shared }));
    for (const doc of touched) counts[doc] = 0;
    return found;
  }

  /** Number of documents in the index. */
  get size(): number {
    return this.#numberOf.size;
  }
}
