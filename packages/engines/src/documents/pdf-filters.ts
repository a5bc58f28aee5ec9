/**
 * The general-purpose PDF stream filters, decoded the way pdf.js decodes them and counted against a
 * shared budget as they write. Each takes a stage's whole input and returns its output.
 */
import { brotliDecompressSync } from 'node:zlib';
import { BudgetedOutput, type ExpansionBudget, ExpansionLimitError } from './budget.ts';
import { inflateInto } from './inflate.ts';

/** FlateDecode: pdf.js skips the 2-byte zlib header and never checks the trailing checksum. */
export function flate(input: Uint8Array, budget: ExpansionBudget): Uint8Array {
  const out = new BudgetedOutput(budget);
  if (input.length >= 2) inflateInto(input.subarray(2), out);
  return out.finish();
}

/**
 * LZWDecode, following pdf.js to the letter: a code past the dictionary's end repeats the first byte of
 * the current sequence onto it, so the sequence (and each code's output) can grow without bound.
 */
export function lzw(input: Uint8Array, budget: ExpansionBudget, earlyChange: number): Uint8Array {
  const out = new BudgetedOutput(budget);
  const SIZE = 4096;
  const values = new Uint8Array(SIZE);
  const lengths = new Uint16Array(SIZE);
  const previousCodes = new Uint16Array(SIZE);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  // The sequence's bytes past SIZE read as 0, as reads past pdf.js's typed array do.
  const sequence = new Uint8Array(SIZE);
  let sequenceLength = 0;
  let nextCode = 258;
  let codeLength = 9;
  let previous = 0;
  let cache = 0;
  let cached = 0;
  let at = 0;
  for (;;) {
    while (cached < codeLength) {
      if (at >= input.length) return out.finish();
      cache = ((cache << 8) | input[at++]!) >>> 0;
      cached += 8;
    }
    cached -= codeLength;
    const code = (cache >>> cached) & ((1 << codeLength) - 1);
    cache &= (1 << cached) - 1;
    const hadSequence = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code]!;
        for (let i = sequenceLength - 1, c = code; i >= 0; i--) {
          sequence[i] = values[c]!;
          c = previousCodes[c]!;
        }
      } else {
        if (sequenceLength < SIZE) sequence[sequenceLength] = sequence[0]!;
        sequenceLength++;
      }
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      sequenceLength = 0;
      continue;
    } else {
      return out.finish();
    }
    if (hadSequence) {
      if (nextCode < SIZE) {
        previousCodes[nextCode] = previous;
        lengths[nextCode] = lengths[previous]! + 1;
        values[nextCode] = sequence[0]!;
      }
      nextCode++;
      const n = nextCode + earlyChange;
      codeLength = n & (n - 1) ? codeLength : Math.min(Math.log2(n) + 1, 12) | 0;
    }
    previous = code;
    const bytes = out.ensure(sequenceLength);
    if (sequenceLength <= SIZE) bytes.set(sequence.subarray(0, sequenceLength), out.length);
    else bytes.set(sequence, out.length);
    out.length += sequenceLength;
  }
}

/** RunLengthDecode: a literal run cut short still counts at its declared length, as in pdf.js. */
export function runLength(input: Uint8Array, budget: ExpansionBudget): Uint8Array {
  const out = new BudgetedOutput(budget);
  for (let at = 0; at + 1 < input.length && input[at] !== 128; ) {
    const n = input[at]!;
    if (n < 128) {
      const bytes = out.ensure(n + 1);
      bytes.set(input.subarray(at + 1, at + 2 + n), out.length);
      out.length += n + 1;
      at += n + 2;
    } else {
      const bytes = out.ensure(257 - n);
      bytes.fill(input[at + 1]!, out.length, out.length + 257 - n);
      out.length += 257 - n;
      at += 2;
    }
  }
  return out.finish();
}

/** ASCIIHexDecode: hex digits up to `>`, anything else skipped, an odd last digit padded with 0. */
export function asciiHex(input: Uint8Array, budget: ExpansionBudget): Uint8Array {
  const out = new BudgetedOutput(budget);
  const bytes = out.ensure((input.length + 1) >> 1);
  let high = -1;
  for (const c of input) {
    let digit: number;
    if (c >= 48 && c <= 57) digit = c & 15;
    else if ((c >= 65 && c <= 70) || (c >= 97 && c <= 102)) digit = (c & 15) + 9;
    else if (c === 62) break;
    else continue;
    if (high < 0) high = digit;
    else {
      bytes[out.length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) bytes[out.length++] = high << 4;
  return out.finish();
}

/** The white space pdf.js's ASCII85 decoder skips (fewer characters than the PDF syntax's). */
const isAscii85Space = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** ASCII85Decode: groups of five, `z` for four zeros, ending at `~` or the end of the data. */
export function ascii85(input: Uint8Array, budget: ExpansionBudget): Uint8Array {
  const out = new BudgetedOutput(budget);
  const group = new Array<number>(5);
  let at = 0;
  const next = () => {
    while (isAscii85Space(input[at])) at++;
    return at < input.length ? input[at++]! : -1;
  };
  for (;;) {
    let c = next();
    if (c === -1 || c === 126) break;
    if (c === 122) {
      out.ensure(4).fill(0, out.length, out.length + 4);
      out.length += 4;
      continue;
    }
    group[0] = c;
    let n = 1;
    for (; n < 5; n++) {
      c = next();
      group[n] = c;
      if (c === -1 || c === 126) break;
    }
    const written = n - 1;
    const ended = n < 5;
    for (; n < 5; n++) group[n] = 117;
    let value = 0;
    for (const digit of group) value = value * 85 + (digit - 33);
    const bytes = out.ensure(4);
    for (let i = 3; i >= 0; i--) {
      bytes[out.length + i] = value & 255;
      value >>= 8;
    }
    out.length += ended ? written : 4;
    if (ended) break;
  }
  return out.finish();
}

/** A stream the check cannot decode the way pdf.js would; such a file is refused. */
export class UncheckableStreamError extends Error {
  override readonly name = 'UncheckableStreamError';
}

/** BrotliDecode (pdf.js 5 decodes it in one go, with no limit). */
export function brotli(input: Uint8Array, budget: ExpansionBudget): Uint8Array {
  let output: Buffer;
  try {
    output = brotliDecompressSync(input, { maxOutputLength: budget.remaining + 1 });
  } catch (error) {
    if (error instanceof RangeError) throw new ExpansionLimitError('Brotli stream past the budget');
    throw new UncheckableStreamError('A Brotli stream could not be decoded', { cause: error });
  }
  budget.spend(output.length);
  return new Uint8Array(output.buffer, output.byteOffset, output.length);
}
