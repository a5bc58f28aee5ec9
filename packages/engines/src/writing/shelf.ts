import type { StudyPack } from '../studygen/pack.ts';
import type { CslItem, CslName } from './cite.ts';
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

  constructor(
    catalogue: readonly CatalogueSource[],
    packs: readonly StudyPack[],
    own: readonly ShelfEntry[] = [],
  ) {
    for (const source of catalogue) {
      const evidence = fromCatalogue(source);
      this.#entries.set(evidence.source_id, { evidence, item: catalogueItem(source, evidence.source_id) });
    }
    for (const pack of packs) {
      const evidence = fromPack(pack);
      this.#entries.set(evidence.source_id, { evidence, item: packItem(pack, evidence.source_id) });
    }
    for (const entry of own) this.#entries.set(entry.evidence.source_id, entry);
  }

  /** This shelf with one student's own sources added (the shared shelf is not changed). */
  withOwn(own: readonly ShelfEntry[]): SourceShelf {
    if (own.length === 0) return this;
    return new SourceShelf([], [], [...this.#entries.values(), ...own]);
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

/** What a student says about a source they add (the contract's AddSourceRequest, minus the text). */
export interface OwnSourceMeta {
  type: string;
  title: string;
  /** People as "Family, Given"; an organisation as it is written. */
  authors: readonly string[];
  year?: number;
  container_title?: string;
  publisher?: string;
  url?: string;
}

/** "Darwin, Charles" is a person; "World Health Organization" (no comma) an organisation. */
function nameOf(author: string): CslName {
  const comma = author.indexOf(',');
  if (comma < 0) return { literal: author };
  const family = author.slice(0, comma).trim();
  const given = author.slice(comma + 1).trim();
  return given ? { family, given } : { family };
}

/** Passages of a student's source: its sentences of a usable length, in order. */
export function passagesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 30 && s.length <= 400 && /[.!?]["”)]?$/.test(s));
}

/** A student's own source as a shelf entry, cited as `lib:<project id>`. */
export function ownSourceEntry(projectId: string, meta: OwnSourceMeta, text: string): ShelfEntry {
  const id = `lib:${projectId}`;
  const item: CslItem = {
    id,
    type: meta.type,
    title: meta.title,
    ...(meta.authors.length > 0 ? { author: meta.authors.map(nameOf) } : {}),
    ...(meta.year ? { issued: meta.year } : {}),
    ...(meta.container_title ? { 'container-title': meta.container_title } : {}),
    ...(meta.publisher ? { publisher: meta.publisher } : {}),
    ...(meta.url ? { URL: meta.url } : {}),
  };
  const titleWords = meta.title.toLowerCase();
  return {
    evidence: { source_id: id, title: meta.title, keywords: [titleWords], passages: passagesOf(text) },
    item,
  };
}
