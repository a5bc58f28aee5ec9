// Plagiarism detection: winnowed k-gram fingerprints find candidate sources in an index, and each
// candidate is then compared in full, k-gram by k-gram, to find and verify the shared passages.
export { compare, DEFAULT_MAX_WORK, MAX_WORK_PER_SOURCE, QUOTED_SHARE } from './compare.ts';
export { GUARANTEE_TOKENS, K, MAX_GAP_TOKENS, W } from './constants.ts';
export { MemoryIndex } from './memory-index.ts';
export { matchedSourceText, matchPassages } from './passages.ts';
export { quotedCitedRanges } from './quoted-cited.ts';
export { referenceCorpus } from './reference-corpus.ts';
export { type Token, tokenize } from './tokenize.ts';
export type {
  CompareOptions,
  Passage,
  PlagiarismReport,
  SourceDocument,
  SourceKind,
  SourceMatch,
} from './types.ts';
export { fingerprint } from './winnow.ts';
export { countWords } from './words.ts';
