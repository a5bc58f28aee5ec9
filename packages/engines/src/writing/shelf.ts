import type { StudyPack } from '../studygen/pack.ts';
import type { CslItem } from './cite.ts';
import {
  type EvidenceSource,
  fromCatalogue,
  fromPack,
  MIN_SOURCE_SCORE,
  promptTerms,
  scoreSource,
} from './evidence.ts';
import type { CatalogueSource } from './sources.ts';

/** A work a paper may cite: what retrieval reads and what the citation processor formats. */
export interface ShelfEntry {
  evidence: EvidenceSource;
  item: CslItem;
}

/** The study packs' publisher, as their references name it. */
export const STUDY_PACKS_PUBLISHER = 'StudyBot Study Packs';

function catalogueItem(source: CatalogueSource, id: string): CslItem {
  const { subject: _subject, keywords: _keywords, passages: _passages, id: _id, ...csl } = source;
  return { ...csl, id };
}

/** A study pack is cited as an undated web resource of the packs' authors. */
function packItem(pack: StudyPack, id: string): CslItem {
  return { id, type: 'webpage', title: pack.title, author: [{ literal: STUDY_PACKS_PUBLISHER }] };
}

/**
 * Every work a paper may cite: the bundled catalogue and the study packs (the student's own
 * library sources join per request). Looked up by source id (`cat:<id>`, `pack:<id>`).
 */
export class SourceShelf {
  readonly #entries = new Map<string, ShelfEntry>();

  constructor(catalogue: readonly CatalogueSource[], packs: readonly StudyPack[]) {
    for (const source of catalogue) {
      const evidence = fromCatalogue(source);
      this.#entries.set(evidence.source_id, { evidence, item: catalogueItem(source, evidence.source_id) });
    }
    for (const pack of packs) {
      const evidence = fromPack(pack);
      this.#entries.set(evidence.source_id, { evidence, item: packItem(pack, evidence.source_id) });
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get(sourceId: string): ShelfEntry | undefined {
    return this.#entries.get(sourceId);
  }

  evidenceSources(): EvidenceSource[] {
    return [...this.#entries.values()].map((e) => e.evidence);
  }

  /**
   * The works best matching a topic, best first; catalogue works before study packs at equal
   * score, since a teacher expects a published source.
   */
  find(topic: string, count: number): ShelfEntry[] {
    const terms = promptTerms(topic);
    return [...this.#entries.values()]
      .map((entry) => ({ entry, score: scoreSource(entry.evidence, terms) }))
      .filter((m) => m.score >= MIN_SOURCE_SCORE)
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.entry.evidence.source_id.startsWith('cat:')) -
            Number(a.entry.evidence.source_id.startsWith('cat:')) ||
          a.entry.evidence.title.localeCompare(b.entry.evidence.title),
      )
      .slice(0, count)
      .map((m) => m.entry);
  }
}
