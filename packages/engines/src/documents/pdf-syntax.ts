/**
 * Just enough of the PDF object syntax to read stream dictionaries: names, numbers, references,
 * strings, arrays and dictionaries. Tolerant like pdf.js: a byte it does not understand is skipped.
 */

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'other' };

const SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number | undefined) => c !== undefined && !SPACE.has(c) && !DELIMITER.has(c);
const MAX_DEPTH = 64;

export class PdfReader {
  constructor(
    readonly bytes: Uint8Array,
    public pos: number,
  ) {}

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos]!;
      if (SPACE.has(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      } else return;
    }
  }

  /** Reads a run of regular characters (a number or keyword). */
  word(): string {
    const start = this.pos;
    while (isRegular(this.bytes[this.pos])) this.pos++;
    return String.fromCharCode(...this.bytes.subarray(start, Math.min(this.pos, start + 256)));
  }

  /** Whether the next token is the keyword `word`; consumes it if so. */
  keyword(word: string): boolean {
    this.skipSpace();
    const start = this.pos;
    if (this.word() === word) return true;
    this.pos = start;
    return false;
  }

  value(depth = 0): PdfValue {
    this.skipSpace();
    const { bytes } = this;
    const c = bytes[this.pos];
    if (c === undefined || depth > MAX_DEPTH) return { kind: 'other' };
    if (c === 0x2f) {
      this.pos++;
      return { kind: 'name', name: this.#name() };
    }
    if (c === 0x3c && bytes[this.pos + 1] === 0x3c) {
      this.pos += 2;
      const entries = new Map<string, PdfValue>();
      for (;;) {
        this.skipSpace();
        const d = bytes[this.pos];
        if (d === undefined) break;
        if (d === 0x3e && bytes[this.pos + 1] === 0x3e) {
          this.pos += 2;
          break;
        }
        if (d !== 0x2f) {
          // Not a key: skip the stray value, as pdf.js does.
          this.#skipStray(depth);
          continue;
        }
        this.pos++;
        const key = this.#name();
        entries.set(key, this.value(depth + 1));
      }
      return { kind: 'dict', entries };
    }
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        const d = bytes[this.pos];
        if (d === undefined) break;
        if (d === 0x5d) {
          this.pos++;
          break;
        }
        if (d === 0x3e || d === 0x29 || d === 0x7d) {
          this.pos++;
          continue;
        }
        items.push(this.value(depth + 1));
      }
      return { kind: 'array', items };
    }
    if (c === 0x28) {
      this.#skipLiteralString();
      return { kind: 'other' };
    }
    if (c === 0x3c) {
      const end = bytes.indexOf(0x3e, this.pos);
      this.pos = end < 0 ? bytes.length : end + 1;
      return { kind: 'other' };
    }
    if (!isRegular(c)) {
      this.pos++;
      return { kind: 'other' };
    }
    const word = this.word();
    const number = Number(word);
    if (word === '' || !Number.isFinite(number)) return { kind: 'other' };
    if (Number.isInteger(number) && number >= 0) {
      // `num gen R` is a reference.
      const after = this.pos;
      this.skipSpace();
      const gen = this.word();
      if (/^\d+$/.test(gen) && this.keyword('R')) return { kind: 'ref', num: number, gen: Number(gen) };
      this.pos = after;
    }
    return { kind: 'number', value: number };
  }

  #name(): string {
    const start = this.pos;
    while (isRegular(this.bytes[this.pos])) this.pos++;
    const raw = String.fromCharCode(...this.bytes.subarray(start, Math.min(this.pos, start + 256)));
    return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }

  #skipStray(depth: number): void {
    const start = this.pos;
    this.value(depth + 1);
    if (this.pos === start) this.pos++;
  }

  #skipLiteralString(): void {
    const { bytes } = this;
    let nesting = 0;
    for (; this.pos < bytes.length; this.pos++) {
      const c = bytes[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) nesting++;
      else if (c === 0x29 && --nesting === 0) {
        this.pos++;
        return;
      }
    }
  }
}
