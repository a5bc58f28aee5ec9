import { W } from './constants.ts';
import { kgramHashes } from './kgram-hash.ts';
import type { Token } from './tokenize.ts';

/**
 * Robust winnowing: the minimum of every window of `w` consecutive hashes, each selected position
 * reported once. When the previous window's choice is still in the window and still minimal it is
 * kept; otherwise the rightmost minimum is taken. This keeps runs of equal hashes (repeated text)
 * from flooding the fingerprint. A text with fewer than `w` hashes is one short window.
 */
export function winnow(hashes: readonly number[], w = W): number[] {
  const picked: number[] = [];
  if (hashes.length === 0) return picked;
  let minAt = -1;
  for (let end = Math.min(w, hashes.length) - 1; end < hashes.length; end++) {
    const start = Math.max(0, end - w + 1);
    if (minAt < start) {
      minAt = start;
      for (let i = start + 1; i <= end; i++) if (hashes[i]! <= hashes[minAt]!) minAt = i;
      picked.push(hashes[minAt]!);
    } else if (hashes[end]! < hashes[minAt]!) {
      minAt = end;
      picked.push(hashes[end]!);
    }
  }
  return picked;
}

/** The distinct winnowed k-gram hashes of a token sequence, in order of first selection. */
export function fingerprint(tokens: Token[]): number[] {
  return [...new Set(winnow(kgramHashes(tokens)))];
}
