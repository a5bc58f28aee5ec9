import MiniSearch from 'minisearch';
import type { StudyPack } from '../studygen/pack.ts';
import { indexTerm, queryTerm, termWords } from './words.ts';

/**
 * Retrieval for the study chat: BM25 (minisearch) over passages of the student's own material and
 * the study packs. Documents are split into sentences or short paragraphs, so a hit is a passage
 * that can be quoted and cited as it is.
 */

export interface ChatDocument {
  id: string;
  title: string;
  text: string;
  kind: 'pack' | 'project' | 'paper' | 'notes' | 'source';
  link?: string;
}

export interface ChatHit {
  doc_id: string;
  title: string;
  kind: ChatDocument['kind'];
  link?: string;
  passage: string;
  score: number;
}

/** A paragraph up to this long is one passage; a longer one is split into sentences. */
const SHORT_PARAGRAPH = 240;
/** A sentence shorter than this joins the next one (headings, fragments). */
const SHORT_SENTENCE = 40;
/** Sentences longer than this are cut at word boundaries into pieces about WINDOW long. */
const LONG_SENTENCE = 500;
const WINDOW = 300;

const SENTENCE_END = /(?<=[.!?]["”’')\]]?)\s+(?=["“‘'([]?[\p{Lu}\p{N}])/u;

function cutLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE) return [sentence];
  const out: string[] = [];
  let cur = '';
  for (const word of sentence.split(' ')) {
    if (cur && cur.length + 1 + word.length > WINDOW) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The passages of a text, in order: each line or paragraph up to SHORT_PARAGRAPH characters as it
 * is, longer ones as sentences (a very short sentence joined to the next). Markdown list markers
 * and heading hashes are dropped.
 */
export function splitPassages(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const para = line
      .replace(/^\s*(?:#{1,6}\s+|[-*•]\s+|\d{1,3}[.)]\s+|>\s*)/u, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(para)) continue;
    if (para.length <= SHORT_PARAGRAPH) {
      out.push(para);
      continue;
    }
    let pending = '';
    for (const sentence of para.split(SENTENCE_END).flatMap(cutLong)) {
      const joined = pending ? `${pending} ${sentence}` : sentence;
      if (joined.length < SHORT_SENTENCE) pending = joined;
      else {
        out.push(joined);
        pending = '';
      }
    }
    if (pending) {
      if (out.length > 0 && out[out.length - 1]!.length + pending.length < WINDOW)
        out[out.length - 1] = `${out[out.length - 1]} ${pending}`;
      else out.push(pending);
    }
  }
  return out;
}

function yearText(year: number): string {
  if (year < 0) return `${-year} BCE`;
  return year < 1000 ? `${year} CE` : String(year);
}

/**
 * The study packs as chat documents (`pack:<id>`): each checked fact's statement, each term as
 * "Term: definition", and each dated event as "Year: event", one passage a line.
 */
export function packDocuments(packs: readonly StudyPack[]): ChatDocument[] {
  return packs.map((pack) => ({
    id: `pack:${pack.id}`,
    title: pack.title,
    kind: 'pack' as const,
    text: [
      ...pack.facts.map((f) => f.statement),
      ...pack.terms.map((t) => `${t.term}: ${t.definition}`),
      ...(pack.events ?? []).map((e) => `${yearText(e.year)}: ${e.label}`),
    ].join('\n'),
  }));
}

interface Passage {
  doc: Omit<ChatDocument, 'text'>;
  text: string;
}

interface IndexedPassage {
  id: number;
  text: string;
}

/**
 * A passage whose document title holds the query's words scores up to this much more (the title is
 * not indexed itself: every passage would repeat it, and indexing time matters more).
 */
const TITLE_BONUS = 0.25;

export class ChatIndex {
  readonly #search = new MiniSearch<IndexedPassage>({
    fields: ['text'],
    storeFields: [],
    tokenize: (text) => termWords(text),
    processTerm: (term) => indexTerm(term),
    // Replaced and removed passages are cleaned up in the background (minisearch's auto-vacuum).
    searchOptions: {
      processTerm: (term) => queryTerm(term),
      // Small: "photosynth" finds "photosynthesis", "chlorophyl" finds "chlorophyll".
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      weights: { prefix: 0.4, fuzzy: 0.3 },
      combineWith: 'OR',
    },
  });
  readonly #passages = new Map<number, Passage>();
  readonly #byDoc = new Map<string, number[]>();
  #next = 0;

  constructor(docs: readonly ChatDocument[] = []) {
    this.add(docs);
  }

  /** Number of documents indexed. */
  get size(): number {
    return this.#byDoc.size;
  }

  /** Adds documents; a document whose id is already indexed (or repeated in `docs`) replaces the old one. */
  add(docs: readonly ChatDocument[]): void {
    const latest = new Map<string, ChatDocument>();
    for (const doc of docs) latest.set(doc.id, doc);
    const batch: IndexedPassage[] = [];
    for (const { text: body, ...doc } of latest.values()) {
      this.remove(doc.id);
      const ids: number[] = [];
      for (const text of splitPassages(body)) {
        const id = this.#next++;
        ids.push(id);
        this.#passages.set(id, { doc, text });
        batch.push({ id, text });
      }
      this.#byDoc.set(doc.id, ids);
    }
    this.#search.addAll(batch);
  }

  /** Forgets a document (no-op when it is not indexed). */
  remove(docId: string): void {
    const ids = this.#byDoc.get(docId);
    if (!ids) return;
    for (const id of ids) {
      this.#search.discard(id);
      this.#passages.delete(id);
    }
    this.#byDoc.delete(docId);
  }

  /**
   * The passages best matching `query`, best first: BM25 over passage words (stopwords and
   * "explain"/"tell me" words dropped; small prefix and fuzzy matching), a little more when the
   * document's title has the query's words too. The same passage text from two documents is
   * returned once.
   */
  search(query: string, limit = 8): ChatHit[] {
    const terms = [...new Set(termWords(query).flatMap((w) => queryTerm(w) ?? []))];
    if (limit <= 0 || terms.length === 0) return [];
    const titleShare = new Map<string, number>();
    const ranked: { passage: Passage; score: number }[] = [];
    for (const result of this.#search.search(query)) {
      const passage = this.#passages.get(result.id as number);
      if (!passage) continue;
      let share = titleShare.get(passage.doc.id);
      if (share === undefined) {
        const title = new Set(termWords(passage.doc.title).flatMap((w) => queryTerm(w) ?? []));
        share = terms.filter((t) => title.has(t)).length / terms.length;
        titleShare.set(passage.doc.id, share);
      }
      ranked.push({ passage, score: result.score * (1 + TITLE_BONUS * share) });
    }
    // Stable: equal scores keep minisearch's order.
    ranked.sort((a, b) => b.score - a.score);
    const hits: ChatHit[] = [];
    const seen = new Set<string>();
    for (const { passage, score } of ranked) {
      const key = passage.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const { doc } = passage;
      hits.push({
        doc_id: doc.id,
        title: doc.title,
        kind: doc.kind,
        ...(doc.link !== undefined ? { link: doc.link } : {}),
        passage: passage.text,
        score,
      });
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
