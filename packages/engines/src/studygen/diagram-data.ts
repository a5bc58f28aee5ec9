import type { PackRelations, PackSequence, StudyPack } from './pack.ts';
import { singular } from './text.ts';

/*
 * Which pack entry a diagram request is about: an ordered sequence or cycle ("the water cycle",
 * "planets in order", "stages of mitosis") or a process's inputs and outputs ("photosynthesis").
 * A keyword must appear whole in the request, and every other word of the request must be a word
 * that only frames it ("the stages of", "in order", "labelled") or a word of the entry's own name
 * ("from the Sun"): "gravity of planets" is not the planets-in-order sequence.
 */

export type PackDiagramEntry =
  | { kind: 'sequence'; pack: StudyPack; entry: PackSequence }
  | { kind: 'relations'; pack: StudyPack; entry: PackRelations };

const ARTICLES = new Set(['the', 'a', 'an']);

const FRAME_WORDS = new Set(
  'of in on and its their order ordered sequence stage phase step process main key labelled labeled label diagram show showing simple basic whole full complete cycle'.split(
    ' ',
  ),
);

/** Words that ask for an order rather than for what goes in and out. */
const ORDER_WORDS = new Set('order ordered sequence stage phase step cycle'.split(' '));

/** Singular words without articles: "the layers of the atmosphere" = "layers of atmosphere". */
const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !ARTICLES.has(w)).map((w) => singular(w));

/** Where `needle` occurs as consecutive words of `hay`, or -1. */
function indexOfRun(hay: readonly string[], needle: readonly string[]): number {
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, j) => hay[i + j] === w)) return i;
  }
  return -1;
}

/** How many words of the request a keyword of the entry covers, or 0 when it is not about the entry. */
function coverage(request: readonly string[], entry: PackSequence | PackRelations): number {
  const own = new Set([entry.name, ...entry.keywords].flatMap(words));
  let best = 0;
  for (const keyword of entry.keywords) {
    const k = words(keyword);
    const at = indexOfRun(request, k);
    if (at < 0) continue;
    const rest = [...request.slice(0, at), ...request.slice(at + k.length)];
    if (rest.every((w) => FRAME_WORDS.has(w) || own.has(w))) best = Math.max(best, k.length);
  }
  return best;
}

/** The pack entry the request names, or null. A request for an order prefers a sequence. */
export function findPackDiagram(packs: readonly StudyPack[], request: string): PackDiagramEntry | null {
  const asked = words(request);
  if (asked.length === 0) return null;
  const wantsOrder = asked.some((w) => ORDER_WORDS.has(w));
  let best: { entry: PackDiagramEntry; score: number } | null = null;
  const consider = (entry: PackDiagramEntry) => {
    const covered = coverage(asked, entry.entry);
    if (covered === 0) return;
    const score = covered * 2 + (wantsOrder === (entry.kind === 'sequence') ? 1 : 0);
    if (!best || score > best.score) best = { entry, score };
  };
  for (const pack of packs) {
    for (const entry of pack.sequences ?? []) consider({ kind: 'sequence', pack, entry });
    for (const entry of pack.relations ?? []) consider({ kind: 'relations', pack, entry });
  }
  return (best as { entry: PackDiagramEntry } | null)?.entry ?? null;
}
