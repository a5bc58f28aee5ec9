import type { PackRelations, PackSequence, StudyPack } from './pack.ts';
import { singular } from './text.ts';

/*
 * Which pack entry a diagram request is about: an ordered sequence or cycle ("the water cycle",
 * "planets in order", "stages of mitosis") or a process's inputs and outputs ("photosynthesis").
 * A keyword must appear whole in the request, and every other word of the request must be a word
 * that only frames it ("what are the stages of", "in order", "for grade 5 with labels") or a word of
 * the entry's own name, keywords or stages ("from the Sun", "from species to domain"): "gravity of
 * planets" is not the planets-in-order sequence. A request may ask for the stages the other way
 * round ("from species to domain", "shortest to longest wavelength").
 */

export type PackDiagramEntry = (
  | { kind: 'sequence'; pack: StudyPack; entry: PackSequence }
  | { kind: 'relations'; pack: StudyPack; entry: PackRelations }
) & {
  /** The request asks for the stages last to first. */
  reversed: boolean;
};

const ARTICLES = new Set(['the', 'a', 'an']);

/** Singular words without articles: "the layers of the atmosphere" = "layers of atmosphere". */
const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !ARTICLES.has(w)).map((w) => singular(w));

const FRAME_WORDS = new Set(
  words(
    'of in on and its their order ordered sequence stage phase step process main key labelled labeled label labels ' +
      'diagram picture chart show showing draw simple basic whole full complete cycle what are is explain describe ' +
      'how does do it work works me please for with from to kids children students pupils class grade year',
  ),
);
const isFrame = (word: string) => FRAME_WORDS.has(word) || /^\d+$/.test(word);

/** Words that ask for an order rather than for what goes in and out. */
const ORDER_WORDS = new Set('order ordered sequence stage phase step cycle'.split(' '));

/** Opposite ends of an order; a request naming them the other way round from the entry reverses it. */
const ENDS: [string, string][] = [
  ['longest', 'shortest'],
  ['largest', 'smallest'],
  ['highest', 'lowest'],
  ['oldest', 'youngest'],
  ['first', 'last'],
  ['top', 'bottom'],
  ['increasing', 'decreasing'],
];

/** Where `needle` occurs as consecutive words of `hay`, or -1. */
function indexOfRun(hay: readonly string[], needle: readonly string[]): number {
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, j) => hay[i + j] === w)) return i;
  }
  return -1;
}

type Entry = PackSequence | PackRelations;

const stagesOf = (entry: Entry) => ('stages' in entry ? entry.stages.map((s) => s.label) : []);

/** How many words of the request a keyword of the entry covers, or 0 when it is not about the entry. */
function coverage(request: readonly string[], entry: Entry): number {
  const own = new Set([entry.name, ...entry.keywords, ...stagesOf(entry)].flatMap(words));
  let best = 0;
  for (const keyword of entry.keywords) {
    const k = words(keyword);
    const at = indexOfRun(request, k);
    if (at < 0) continue;
    const rest = [...request.slice(0, at), ...request.slice(at + k.length)];
    if (rest.every((w) => isFrame(w) || own.has(w))) best = Math.max(best, k.length);
  }
  return best;
}

/** Which of `a`, `b` comes first in `list` (-1 when either is missing). */
function firstOf(list: readonly string[], a: readonly string[], b: readonly string[]): 'a' | 'b' | null {
  const i = indexOfRun(list, a);
  const j = indexOfRun(list, b);
  if (i < 0 || j < 0 || i === j) return null;
  return i < j ? 'a' : 'b';
}

/** Does the request name the entry's order the other way round? */
function asksReversed(request: readonly string[], entry: Entry): boolean {
  const stages = stagesOf(entry);
  if (stages.length < 2) return false;
  // "from species to domain": the last stage named before the first.
  const byStage = firstOf(request, words(stages.at(-1)!), words(stages[0]!));
  if (byStage) return byStage === 'a';
  // "shortest to longest wavelength" against an entry named "longest to shortest".
  const name = words(entry.name);
  return ENDS.some(([a, b]) => {
    const asked = firstOf(request, [a], [b]);
    const given = firstOf(name, [a], [b]);
    return asked !== null && given !== null && asked !== given;
  });
}

/** The pack entry the request names, or null. A request for an order prefers a sequence. */
export function findPackDiagram(packs: readonly StudyPack[], request: string): PackDiagramEntry | null {
  const asked = words(request);
  if (asked.length === 0) return null;
  const wantsOrder = asked.some((w) => ORDER_WORDS.has(w));
  let best: { found: PackDiagramEntry; score: number } | null = null;
  const consider = (found: Omit<PackDiagramEntry, 'reversed'>) => {
    const covered = coverage(asked, found.entry);
    if (covered === 0) return;
    const score = covered * 2 + (wantsOrder === (found.kind === 'sequence') ? 1 : 0);
    if (!best || score > best.score) {
      best = { found: { ...found, reversed: asksReversed(asked, found.entry) } as PackDiagramEntry, score };
    }
  };
  for (const pack of packs) {
    for (const entry of pack.sequences ?? []) consider({ kind: 'sequence', pack, entry });
    for (const entry of pack.relations ?? []) consider({ kind: 'relations', pack, entry });
  }
  return (best as { found: PackDiagramEntry } | null)?.found ?? null;
}

/** The entry's name with its stated order turned round ("longest to shortest" → "shortest to longest"). */
export function reversedName(name: string): string {
  for (const [a, b] of ENDS) {
    const turned = name.replace(new RegExp(`\\b(${a}|${b})\\b(.*?)\\b(${a}|${b})\\b`, 'i'), (m, x, mid, y) =>
      x.toLowerCase() !== y.toLowerCase() ? `${y}${mid}${x}` : m,
    );
    if (turned !== name) return turned;
  }
  return name;
}
