/**
 * Inflates raw DEFLATE data (RFC 1951) the way pdf.js does, counting every byte against a budget as it
 * is written. zlib cannot stand in here: it stops at an invalid back-reference distance or an
 * incomplete Huffman code, where pdf.js carries on (writing zeros, or using the codes it has), so a
 * stream zlib rejects after a few bytes can still expand to gigabytes in pdf.js.
 */
import { type BudgetedOutput, ExpansionLimitError } from './budget.ts';

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** The data cannot be decoded further; pdf.js stops there too. */
class StopDecoding extends Error {}

/**
 * A lookup table indexed by the next `bits` input bits (least significant first); each entry is
 * `length << 16 | symbol`, 0 where no code matches. Over-full code sets simply overwrite, as in pdf.js.
 */
interface Huffman {
  table: Int32Array;
  bits: number;
}

function huffman(lengths: Uint8Array): Huffman {
  let bits = 0;
  for (const length of lengths) bits = Math.max(bits, length);
  const size = 1 << bits;
  const table = new Int32Array(size);
  for (let length = 1, code = 0; length <= bits; length++, code <<= 1) {
    for (let symbol = 0; symbol < lengths.length; symbol++) {
      if (lengths[symbol] !== length) continue;
      let reversed = 0;
      for (let i = 0, c = code; i < length; i++, c >>= 1) reversed = (reversed << 1) | (c & 1);
      for (let i = reversed; i < size; i += 1 << length) table[i] = (length << 16) | symbol;
      code++;
    }
  }
  return { table, bits };
}

const FIXED_LITERALS = huffman(
  Uint8Array.from({ length: 288 }, (_, i) => (i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = huffman(new Uint8Array(30).fill(5));

class BitReader {
  pos = 0;
  #buffer = 0;
  #count = 0;

  constructor(readonly input: Uint8Array) {}

  bits(n: number): number {
    while (this.#count < n) {
      if (this.pos >= this.input.length) throw new StopDecoding();
      this.#buffer |= this.input[this.pos++]! << this.#count;
      this.#count += 8;
    }
    const value = this.#buffer & ((1 << n) - 1);
    this.#buffer >>>= n;
    this.#count -= n;
    return value;
  }

  code({ table, bits }: Huffman): number {
    while (this.#count < bits && this.pos < this.input.length) {
      this.#buffer |= this.input[this.pos++]! << this.#count;
      this.#count += 8;
    }
    const entry = table[this.#buffer & ((1 << bits) - 1)]!;
    const length = entry >> 16;
    if (length < 1 || this.#count < length) throw new StopDecoding();
    this.#buffer >>>= length;
    this.#count -= length;
    return entry & 0xffff;
  }

  /** Drops the bits left of the current byte, for a stored block. */
  align(): void {
    this.#buffer = 0;
    this.#count = 0;
  }
}

function dynamicTables(reader: BitReader): [Huffman, Huffman] {
  const literalCount = reader.bits(5) + 257;
  const distanceCount = reader.bits(5) + 1;
  const codeLengthCount = reader.bits(4) + 4;
  const codeLengthLengths = new Uint8Array(CODE_LENGTH_ORDER.length);
  for (let i = 0; i < codeLengthCount; i++) codeLengthLengths[CODE_LENGTH_ORDER[i]!] = reader.bits(3);
  const codeLengths = huffman(codeLengthLengths);
  const lengths = new Uint8Array(literalCount + distanceCount);
  let previous = 0;
  for (let i = 0; i < lengths.length; ) {
    const symbol = reader.code(codeLengths);
    let repeat: number;
    let value: number;
    if (symbol === 16) [repeat, value] = [reader.bits(2) + 3, previous];
    else if (symbol === 17) [repeat, value, previous] = [reader.bits(3) + 3, 0, 0];
    else if (symbol === 18) [repeat, value, previous] = [reader.bits(7) + 11, 0, 0];
    else {
      lengths[i++] = previous = symbol;
      continue;
    }
    // A repeat running past the end is cut short, as pdf.js's typed array cuts it.
    for (; repeat > 0 && i < lengths.length; repeat--) lengths[i++] = value;
  }
  return [huffman(lengths.subarray(0, literalCount)), huffman(lengths.subarray(literalCount))];
}

/** Writes a back-reference of `length` bytes at `pos`, `distance` back; returns the new position. */
function copyMatch(bytes: Uint8Array, pos: number, length: number, distance: number): number {
  const end = pos + length;
  if (distance === 0 || distance > pos) {
    // pdf.js reads before the start of its buffer as 0 rather than failing.
    for (; pos < end; pos++) bytes[pos] = pos >= distance ? bytes[pos - distance]! : 0;
    return end;
  }
  if (distance === 1) {
    bytes.fill(bytes[pos - 1]!, pos, end);
    return end;
  }
  // The copy overlaps what it writes: the bytes repeat every `distance`, so each pass may copy
  // everything written since the source's start.
  const from = pos - distance;
  while (pos < end) {
    const n = Math.min(pos - from, end - pos);
    bytes.copyWithin(pos, from, from + n);
    pos += n;
  }
  return end;
}

/** Inflates `input` into `out`, stopping where pdf.js would stop. Throws ExpansionLimitError past the budget. */
export function inflateInto(input: Uint8Array, out: BudgetedOutput): void {
  const reader = new BitReader(input);
  let bytes = out.bytes;
  let pos = out.length;
  let writable = out.writable;
  const room = (n: number) => {
    out.length = pos;
    bytes = out.ensure(n);
    writable = out.writable;
  };
  try {
    for (let final = false; !final; ) {
      const header = reader.bits(3);
      final = (header & 1) === 1;
      const type = header >> 1;
      if (type === 0) {
        reader.align();
        const at = reader.pos;
        if (at + 4 > input.length) break;
        const length = input[at]! | (input[at + 1]! << 8);
        const check = input[at + 2]! | (input[at + 3]! << 8);
        if (length !== (~check & 0xffff) && (length !== 0 || check !== 0)) break;
        const data = input.subarray(at + 4, at + 4 + length);
        reader.pos = at + 4 + data.length;
        room(length);
        bytes.set(data, pos);
        // A stored block cut short still counts at its declared length, as in pdf.js.
        pos += length;
        if (data.length < length || (length === 0 && reader.pos >= input.length)) break;
        continue;
      }
      if (type === 3) break;
      const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : dynamicTables(reader);
      for (;;) {
        const symbol = reader.code(literals);
        if (symbol < 256) {
          if (pos >= writable) room(1);
          bytes[pos++] = symbol;
          continue;
        }
        if (symbol === 256) break;
        const index = symbol - 257;
        const length =
          (LENGTH_BASE[index] ?? 0) + (LENGTH_EXTRA[index] ? reader.bits(LENGTH_EXTRA[index]!) : 0);
        const code = reader.code(distances);
        const distance =
          (DISTANCE_BASE[code] ?? 0) + (DISTANCE_EXTRA[code] ? reader.bits(DISTANCE_EXTRA[code]!) : 0);
        if (pos + length > writable) room(length);
        pos = copyMatch(bytes, pos, length, distance);
      }
    }
  } catch (error) {
    if (error instanceof ExpansionLimitError || !(error instanceof StopDecoding)) throw error;
  } finally {
    out.length = pos;
  }
}
