import { K } from './constants.ts';
import type { Token } from './tokenize.ts';

const FNV_OFFSET_BASIS = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const SPACE = 32;

/**
 * FNV-1a (32-bit) of the terms of tokens[from … from + k) joined by single spaces, as a signed
 * 32-bit int (the server keeps fingerprints in an INTEGER column). Each UTF-16 code unit is mixed
 * in whole rather than byte by byte; terms are lower-case and mostly ASCII.
 */
export function hashKgram(tokens: readonly Token[], from: number, k = K): number {
  let h = FNV_OFFSET_BASIS;
  for (let j = from; j < from + k; j++) {
    if (j > from) h = Math.imul(h ^ SPACE, FNV_PRIME);
    const term = tokens[j]!.term;
    for (let c = 0; c < term.length; c++) h = Math.imul(h ^ term.charCodeAt(c), FNV_PRIME);
  }
  return h | 0;
}

/** The hash of every k-gram, in order: tokens.length − k + 1 of them (none for fewer than k tokens). */
export function kgramHashes(tokens: readonly Token[], k = K): number[] {
  const hashes: number[] = [];
  for (let i = 0; i + k <= tokens.length; i++) hashes.push(hashKgram(tokens, i, k));
  return hashes;
}
