export type SourceKind = 'reference' | 'submission' | 'paper' | 'library';

export interface SourceDocument {
  id: string;
  title: string;
  url: string | null;
  kind: SourceKind;
  text: string;
}

/**
 * A stretch of the submitted text found in a source: [start, end) in the submitted text,
 * [sourceStart, sourceEnd) in the source, both on whole words; `words` counts the submitted words.
 */
export interface Passage {
  start: number;
  end: number;
  sourceStart: number;
  sourceEnd: number;
  /**
   * The matched stretches of the source, in order, on whole words. A passage rebuilt from
   * reordered sentences spans more source than it matched; only these ranges were copied.
   */
  sourceRanges: Array<[number, number]>;
  words: number;
}

export interface SourceMatch {
  source: SourceDocument;
  passages: Passage[];
  /** Submitted words covered by this source's passages. */
  matchedWords: number;
  /** matchedWords as a percent of all submitted words, one decimal. */
  similarity: number;
}

export interface PlagiarismReport {
  /** Percent of submitted words covered by any unquoted passage, one decimal. */
  similarityScore: number;
  totalWords: number;
  matches: SourceMatch[];
  /** Passages inside quotation marks followed by a citation: reported, not counted. */
  quotedMatches: SourceMatch[];
  /**
   * True when the comparison stopped early (its work budget or deadline ran out, or a source shared
   * so much with the text that the rest of it was not read): the matches are real, but some text
   * may not have been compared against every candidate.
   */
  truncated: boolean;
}

export interface CompareOptions {
  /** Stop comparing (and report `truncated`) once Date.now() passes this. */
  deadline?: number;
  /** Work units (see budget.ts) the whole comparison may spend; DEFAULT_MAX_WORK when omitted. */
  maxWork?: number;
}
