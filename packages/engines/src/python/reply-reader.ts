// Reads a runner's replies from its stdout. A session's JavaScript can write to that descriptor too, so the
// reader trusts nothing: only JSON lines that carry the token given to the runner's main thread count. Any
// other non-blank line, or a line longer than the limit, is a violation (the owner kills the runner), so a
// session cannot keep the server busy parsing junk.
// The maker's snapshot comes as a header line followed by that many raw bytes, accepted only while
// `expectRaw` is set (before the maker's first session reports ready, so before any program).

export type Reply = Record<string, unknown> & { type?: unknown };

export interface ReplyReaderOptions {
  token: string;
  maxLineBytes: number;
  onReply(reply: Reply, bytes?: Buffer): void;
  onViolation(reason: string): void;
}

export class ReplyReader {
  /** Set by the owner while a raw block (the snapshot) may legitimately follow a header. */
  expectRaw = false;
  #line: Buffer[] = [];
  #lineBytes = 0;
  #raw: { header: Reply; left: number; parts: Buffer[] } | undefined;
  #stopped = false;

  constructor(private readonly options: ReplyReaderOptions) {}

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && !this.#stopped) {
      if (this.#raw) {
        const take = Math.min(this.#raw.left, chunk.length - offset);
        this.#raw.parts.push(chunk.subarray(offset, offset + take));
        this.#raw.left -= take;
        offset += take;
        if (this.#raw.left === 0) this.#endRaw();
        continue;
      }
      const newline = chunk.indexOf(10, offset);
      const end = newline === -1 ? chunk.length : newline;
      this.#line.push(chunk.subarray(offset, end));
      this.#lineBytes += end - offset;
      if (this.#lineBytes > this.options.maxLineBytes) {
        this.#stopped = true;
        this.options.onViolation('a reply line was too long');
        return;
      }
      offset = end + 1;
      if (newline !== -1) {
        const line = Buffer.concat(this.#line).toString('utf8');
        this.#line = [];
        this.#lineBytes = 0;
        this.#parse(line);
      }
    }
  }

  #parse(line: string): void {
    if (line.trim() === '') return;
    let reply: unknown;
    try {
      reply = JSON.parse(line);
    } catch {
      reply = undefined;
    }
    if (typeof reply !== 'object' || reply === null || (reply as Reply).token !== this.options.token) {
      this.#stopped = true;
      this.options.onViolation('a reply without the token');
      return;
    }
    const header = reply as Reply;
    if (this.expectRaw && header.type === 'snapshot' && Number.isSafeInteger(header.length)) {
      this.expectRaw = false;
      this.#raw = { header, left: header.length as number, parts: [] };
      if (this.#raw.left <= 0) this.#endRaw();
      return;
    }
    this.options.onReply(header);
  }

  #endRaw(): void {
    const raw = this.#raw;
    if (!raw) return;
    this.#raw = undefined;
    this.options.onReply(raw.header, Buffer.concat(raw.parts));
  }
}
