import type { StudyPack } from '../studygen/pack.ts';
import { contentWords } from '../studygen/text.ts';
import type { CatalogueSource } from './sources.ts';

/**
 * Finding the passages a paper may rest on. A paper (local or LLM) only states what these
 * passages say, and cites the source each came from.
 */

/** A work a paper may cite, reduced to what retrieval needs. */
export interface EvidenceSource {
  /** `cat:<id>`, `pack:<id>` or `lib:<id>` (see the contract's SourceId). */
  source_id: string;
  title: string;
  /** Lower-case topic words and phrases, most important first. */
  keywords: string[];
  passages: string[];
}

export interface RetrievedPassage {
  source_id: string;
  text: string;
  score: number;
}

/** Words of a writing prompt that say what to do, not what about. */
const INSTRUCTION_WORDS = new Set(
  (
    'write essay paper report research analytical argumentative discuss explain describe analyse analyze ' +
    'evaluate compare contrast assess examine explore consider argue outline summarise summarize extent ' +
    'importance important role impact effect effects influence significance significant should would could ' +
    'do does did can word words page pages student students please between its their them they it we our i'
  ).split(' '),
);

/** The content words of a prompt, without the words that only say what kind of writing it wants. */
export function promptTerms(prompt: string): string[] {
  return [...new Set(contentWords(prompt).filter((w) => !INSTRUCTION_WORDS.has(w)))];
}

export const fromCatalogue = (s: CatalogueSource): EvidenceSource => ({
  source_id: `cat:${s.id}`,
  title: s.title,
  keywords: s.keywords,
  passages: s.passages,
});

/** A study pack's checked facts and definitions, each written as a sentence. */
export function fromPack(pack: StudyPack): EvidenceSource {
  return {
    source_id: `pack:${pack.id}`,
    title: pack.title,
    keywords: pack.keywords,
    passages: [...pack.facts.map((f) => f.statement), ...pack.terms.map((t) => `${t.term}: ${t.definition}`)],
  };
}

export const MIN_SOURCE_SCORE = 0.34;
const ON_TOPIC_SCORE = 0.6;
const MAX_PASSAGES_PER_SOURCE = 12;

/**
 * How well a source matches the prompt's terms: the share of terms found among its keywords and
 * title (full weight) or its passages (a third), plus a bonus for each of its keyword phrases the
 * prompt contains whole.
 */
export function scoreSource(source: EvidenceSource, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const strong = new Set([source.title, ...source.keywords].flatMap(contentWords));
  const weak = new Set(source.passages.flatMap(contentWords));
  let hits = 0;
  for (const t of terms) {
    if (strong.has(t)) hits += 1;
    else if (weak.has(t)) hits += 1 / 3;
  }
  const phrase = ` ${terms.join(' ')} `;
  const wholeKeywords = source.keywords.filter((k) => {
    const words = contentWords(k);
    return words.length > 1 && phrase.includes(` ${words.join(' ')} `);
  }).length;
  return hits / terms.length + 0.25 * wholeKeywords;
}

/**
 * The passages that bear on `prompt`, best first: sources scoring at least MIN_SOURCE_SCORE, and
 * within each the passages sharing most terms with the prompt (a few per source, so one work does
 * not fill the paper).
 */
export function retrieveEvidence(
  prompt: string,
  sources: readonly EvidenceSource[],
  limit = 60,
): RetrievedPassage[] {
  const terms = promptTerms(prompt);
  const found: RetrievedPassage[] = [];
  for (const source of sources) {
    const score = scoreSource(source, terms);
    if (score < MIN_SOURCE_SCORE) continue;
    // A source squarely on the topic may lend any passage; one that only touches it, only the
    // passages that share the prompt's words.
    const onTopic = score >= ON_TOPIC_SCORE;
    const ranked = source.passages
      .map((text, order) => {
        const words = new Set(contentWords(text));
        const overlap = terms.filter((t) => words.has(t)).length / terms.length;
        return { text, order, overlap };
      })
      .filter((p) => onTopic || p.overlap > 0)
      // The work's own order breaks ties: its first passages say what it is mainly about.
      .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
      .slice(0, MAX_PASSAGES_PER_SOURCE);
    for (const p of ranked)
      found.push({ source_id: source.source_id, text: p.text, score: score + p.overlap / 2 });
  }
  return found.sort((a, b) => b.score - a.score || a.source_id.localeCompare(b.source_id)).slice(0, limit);
}
