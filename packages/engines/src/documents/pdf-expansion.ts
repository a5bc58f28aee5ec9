/**
 * Measures what a PDF's streams expand to before pdf.js sees the file. Every stream object in the raw
 * bytes is found and its filters applied in order (chains such as [/FlateDecode /FlateDecode]
 * included), each stage's output counted against one budget for the whole file as it is written.
 * Object streams and cross-reference streams are streams like any other, so they are counted too.
 *
 * Each stream is decoded from where pdf.js starts reading it to the furthest end it could be given
 * (its /Length, wherever that is defined, or the next `endstream`), so the count is never below what
 * pdf.js decodes. Image codecs (DCT, JPX, JBIG2, CCITT) are not decoded here: pdf.js decodes images only
 * to draw them, never to read text; the extraction worker's time and memory limits cover the rest.
 */
import { type ExpansionBudget, ExpansionLimitError } from './budget.ts';
import { ascii85, asciiHex, brotli, flate, lzw, runLength, UncheckableStreamError } from './pdf-filters.ts';
import { PdfReader, type PdfValue } from './pdf-syntax.ts';

export { ExpansionLimitError, UncheckableStreamError };

interface StreamObject {
  dict: Map<string, PdfValue>;
  /** Where pdf.js starts reading the data: after the end of the line holding `stream`. */
  start: number;
}

const OBJECT_HEADER =
  /(?<![0-9])(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

const DECODERS: Record<string, 'flate' | 'lzw' | 'a85' | 'ahx' | 'rl' | 'brotli'> = {
  Fl: 'flate',
  FlateDecode: 'flate',
  LZW: 'lzw',
  LZWDecode: 'lzw',
  A85: 'a85',
  ASCII85Decode: 'a85',
  AHx: 'ahx',
  ASCIIHexDecode: 'ahx',
  RL: 'rl',
  RunLengthDecode: 'rl',
  BrotliDecode: 'brotli',
};

/** Filters after which pdf.js hands the data to an image decoder: nothing further to count. */
const IMAGE_CODECS = new Set([
  'DCT',
  'DCTDecode',
  'JPX',
  'JPXDecode',
  'CCF',
  'CCITTFaxDecode',
  'JBIG2Decode',
]);

class PdfObjects {
  /** Every definition of each object, `"num gen"` → values in file order. */
  readonly definitions = new Map<string, PdfValue[]>();
  readonly streams: StreamObject[] = [];
  /** The file as one byte per character, for searching. */
  readonly text: string;

  constructor(readonly bytes: Uint8Array) {
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    for (const match of this.text.matchAll(OBJECT_HEADER)) {
      const reader = new PdfReader(bytes, match.index + match[0].length);
      const value = reader.value();
      const key = `${Number(match[1])} ${Number(match[2])}`;
      this.definitions.set(key, [...(this.definitions.get(key) ?? []), value]);
      if (value.kind === 'dict' && reader.keyword('stream')) {
        this.streams.push({ dict: value.entries, start: lineEnd(bytes, reader.pos) });
      }
    }
  }

  /** The value, or the one definition of the object it refers to. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    if (value?.kind !== 'ref') return value;
    const found = this.definitions.get(`${value.num} ${value.gen}`) ?? [];
    const distinct = new Set(found.map((v) => JSON.stringify(v, (_, x) => (x instanceof Map ? [...x] : x))));
    if (distinct.size !== 1) {
      // Defined in an object stream, or several times over: which one pdf.js uses depends on the
      // cross-reference table, which this check does not follow.
      throw new UncheckableStreamError(`Object ${value.num} ${value.gen} could not be resolved`);
    }
    return found[0];
  }

  /** The furthest point pdf.js could read a stream's data to. */
  streamEnd(stream: StreamObject): number {
    const { bytes } = this;
    const ends: number[] = [];
    const next = this.text.indexOf('endstream', stream.start);
    ends.push(next < 0 ? bytes.length : next);
    const length = stream.dict.get('Length');
    const lengths =
      length?.kind === 'ref'
        ? (this.definitions.get(`${length.num} ${length.gen}`) ?? [])
        : length
          ? [length]
          : [];
    // A length defined in an object stream is not known here: read to the end of the file.
    if (length?.kind === 'ref' && lengths.length === 0) ends.push(bytes.length);
    for (const value of lengths) if (value.kind === 'number') ends.push(stream.start + value.value);
    return Math.min(bytes.length, Math.max(...ends));
  }
}

/** After the end of line following the `stream` keyword (CR LF, LF or CR), as pdf.js's lexer skips it. */
function lineEnd(bytes: Uint8Array, at: number): number {
  for (let i = at; i < bytes.length; i++) {
    if (bytes[i] === 0x0a) return i + 1;
    if (bytes[i] === 0x0d) return bytes[i + 1] === 0x0a ? i + 2 : i + 1;
  }
  return bytes.length;
}

interface Stage {
  filter: string;
  params: Map<string, PdfValue> | undefined;
}

function stagesOf(objects: PdfObjects, dict: Map<string, PdfValue>): Stage[] {
  const filter = objects.resolve(dict.get('F') ?? dict.get('Filter'));
  const params = objects.resolve(dict.get('DP') ?? dict.get('DecodeParms'));
  const asDict = (value: PdfValue | undefined) => (value?.kind === 'dict' ? value.entries : undefined);
  if (filter?.kind === 'name') return [{ filter: filter.name, params: asDict(params) }];
  if (filter?.kind !== 'array') return [];
  return filter.items.map((item, i) => {
    const name = objects.resolve(item);
    if (name?.kind !== 'name') throw new UncheckableStreamError('A stream has a filter that is not a name');
    const param = params?.kind === 'array' ? objects.resolve(params.items[i]) : undefined;
    return { filter: name.name, params: asDict(param) };
  });
}

function decodeStage(stage: Stage, data: Uint8Array, budget: ExpansionBudget): Uint8Array {
  switch (DECODERS[stage.filter]) {
    case 'flate':
      return flate(data, budget);
    case 'lzw': {
      const early = stage.params?.get('EarlyChange');
      if (early === undefined) return lzw(data, budget, 1);
      if (early.kind === 'number') return lzw(data, budget, early.value);
      // Not a plain number: count the larger of the two ways it could be read.
      const [a, b] = [lzw(data, budget, 0), lzw(data, budget, 1)];
      return a.length >= b.length ? a : b;
    }
    case 'a85':
      return ascii85(data, budget);
    case 'ahx':
      return asciiHex(data, budget);
    case 'rl':
      return runLength(data, budget);
    case 'brotli':
      return brotli(data, budget);
    default:
      // pdf.js passes data through a filter it does not know (Crypt included).
      return data;
  }
}

/**
 * Decodes every stream of the PDF against `budget`. Throws ExpansionLimitError when the streams
 * expand past it, UncheckableStreamError when a stream is built in a way the check cannot follow.
 */
export function checkPdfExpansion(bytes: Uint8Array, budget: ExpansionBudget): void {
  const objects = new PdfObjects(bytes);
  for (const stream of objects.streams) {
    if (stream.start >= bytes.length) continue;
    const stages = stagesOf(objects, stream.dict);
    if (stages.length === 0) continue;
    let data = bytes.subarray(stream.start, objects.streamEnd(stream));
    for (const [i, stage] of stages.entries()) {
      if (IMAGE_CODECS.has(stage.filter)) break;
      const predictor = stage.params?.get('Predictor');
      if (i < stages.length - 1 && predictor && (predictor.kind !== 'number' || predictor.value > 1)) {
        // A predictor only reorders bytes, but one between two filters changes what the next one reads.
        throw new UncheckableStreamError('A stream has a predictor between two filters');
      }
      data = decodeStage(stage, data, budget);
    }
  }
}
