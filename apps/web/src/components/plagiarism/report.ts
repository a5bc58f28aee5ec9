import { OTHER_STUDENT_SOURCE } from '@studybot/contract';

/**
 * A plagiarism report read from a check's answer or a saved library item. Saved items come from
 * older builds too, so every field is read defensively: missing lists are empty, missing
 * figures are null (and not shown).
 */

export interface Passage {
  /** Offsets into the submitted text. */
  start: number;
  end: number;
  text: string;
  /** The source's matching words; null when the source is another student's (withheld). */
  sourceText: string | null;
}

export interface Source {
  title: string;
  url: string | null;
  kind: string | null;
  /** Another student's text: named as such, its words never shown. */
  withheld: boolean;
  similarity: number | null;
  matchedWords: number | null;
  passages: Passage[];
}

export interface Report {
  score: number;
  totalWords: number | null;
  sourcesFound: number | null;
  documentsChecked: number | null;
  matches: Source[];
  /** Quoted and cited: reported, not counted in the score. */
  quoted: Source[];
  /** The submitted text, when it was kept. */
  text: string | null;
  /** The check stopped at its work limit, so some matches may be missing. */
  truncated: boolean;
}

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readPassage(value: unknown, withheld: boolean): Passage | null {
  if (!isDict(value)) return null;
  const start = num(value.start);
  const end = num(value.end);
  if (start === null || end === null) return null;
  return { start, end, text: str(value.text), sourceText: withheld ? null : str(value.source_text) };
}

function readSource(value: unknown): Source | null {
  if (!isDict(value)) return null;
  const kind = typeof value.kind === 'string' ? value.kind : null;
  // Any source but the reference corpus is another student's text. Reports saved by older builds
  // may still hold its words and title, so they are dropped here too.
  const withheld = kind !== null && kind !== 'reference';
  const passages = Array.isArray(value.passages)
    ? value.passages.map((passage) => readPassage(passage, withheld))
    : [];
  return {
    title: withheld ? OTHER_STUDENT_SOURCE : str(value.title),
    url: !withheld && typeof value.url === 'string' && value.url ? value.url : null,
    kind,
    withheld,
    similarity: num(value.similarity),
    matchedWords: num(value.matched_words),
    passages: passages.filter((passage) => passage !== null),
  };
}

function readSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  return value.map(readSource).filter((source) => source !== null);
}

/** `{results, text}` (saved checks) or the bare results (older items); null when neither. */
export function readReport(data: unknown): Report | null {
  const results = isDict(data) && isDict(data.results) ? data.results : data;
  if (!isDict(results)) return null;
  const score = num(results.similarity_score);
  if (score === null) return null;
  const text = isDict(data) && typeof data.text === 'string' && data.text ? data.text : null;
  return {
    score,
    totalWords: num(results.total_words),
    sourcesFound: num(results.sources_found),
    documentsChecked: num(results.documents_checked),
    matches: readSources(results.matches),
    quoted: readSources(results.quoted_matches),
    text,
    truncated: results.truncated === true,
  };
}

/** A run of the submitted text: plain, matching source number `source` (1-based), or quoted. */
export type Segment = { start: number; text: string } & (
  | { kind: 'plain' }
  | { kind: 'match'; source: number }
  | { kind: 'quoted' }
);

/**
 * Splits `text` at the matched passages. Where passages overlap, the earlier one keeps the
 * overlap; at the same start a counted match wins over a quoted one.
 */
export function segmentText(text: string, matches: Source[], quoted: Source[]): Segment[] {
  const ranges = [
    ...matches.flatMap((source, index) =>
      source.passages.map((p) => ({ start: p.start, end: p.end, source: index + 1 })),
    ),
    ...quoted.flatMap((source) => source.passages.map((p) => ({ start: p.start, end: p.end, source: 0 }))),
  ].sort((a, b) => a.start - b.start || (a.source === 0 ? 1 : 0) - (b.source === 0 ? 1 : 0));

  const segments: Segment[] = [];
  let cursor = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, cursor);
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ kind: 'plain', start: cursor, text: text.slice(cursor, start) });
    const piece = text.slice(start, end);
    segments.push(
      range.source === 0
        ? { kind: 'quoted', start, text: piece }
        : { kind: 'match', start, text: piece, source: range.source },
    );
    cursor = end;
  }
  if (cursor < text.length) segments.push({ kind: 'plain', start: cursor, text: text.slice(cursor) });
  return segments;
}
