import { MAX_GAP_TOKENS } from './constants.ts';
import type { AlignedPassage } from './extend-runs.ts';

/**
 * How far apart in the source two aligned pieces may lie and still be one reordered passage: about
 * two long sentences.
 */
export const REORDER_REACH_TOKENS = 30;

interface Cluster {
  passage: AlignedPassage;
  /**
   * The source ranges of its pieces, which must not overlap (a source token is matched once), in
   * source order: as they never overlap, their ends are in order too.
   */
  sourceRanges: Array<[number, number]>;
}

/** Where in `ranges` a piece [start, end) of the source would go: the first range ending after start. */
function rangeIndex(ranges: Array<[number, number]>, start: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]![1] <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where p's source range goes among the cluster's, or −1 when p does not join the cluster. */
function joinAt(cluster: Cluster, p: AlignedPassage): number {
  const c = cluster.passage;
  if (
    p.start - c.end > MAX_GAP_TOKENS ||
    p.sourceStart >= c.sourceEnd + REORDER_REACH_TOKENS ||
    p.sourceEnd <= c.sourceStart - REORDER_REACH_TOKENS
  )
    return -1;
  const at = rangeIndex(cluster.sourceRanges, p.sourceStart);
  const next = cluster.sourceRanges[at];
  return next === undefined || next[0] >= p.sourceEnd ? at : -1;
}

/**
 * Joins aligned pieces that sit next to each other in the submitted text (at most MAX_GAP_TOKENS
 * apart) and near each other in the source, in either order: a copied paragraph whose sentences were
 * shuffled is one passage, even if no single sentence is long enough to count on its own.
 * Pieces must not overlap in the submitted text.
 */
export function clusterPieces(
  pieces: AlignedPassage[],
): Array<AlignedPassage & { sourceRanges: Array<[number, number]> }> {
  const clusters: Cluster[] = [];
  for (const p of [...pieces].sort((a, b) => a.start - b.start)) {
    const last = clusters.at(-1);
    const at = last ? joinAt(last, p) : -1;
    if (last && at >= 0) {
      const c = last.passage;
      c.end = Math.max(c.end, p.end);
      c.sourceStart = Math.min(c.sourceStart, p.sourceStart);
      c.sourceEnd = Math.max(c.sourceEnd, p.sourceEnd);
      c.matched += p.matched;
      last.sourceRanges.splice(at, 0, [p.sourceStart, p.sourceEnd]);
    } else {
      clusters.push({ passage: { ...p }, sourceRanges: [[p.sourceStart, p.sourceEnd]] });
    }
  }
  return clusters.map((c) => ({ ...c.passage, sourceRanges: c.sourceRanges }));
}
