// The resume and cover letter analyzer (issue 18; decision 0017): deterministic parsing, scoring,
// feedback that cites the resume's lines, job matching, rewrites and cover letters.
export { type AnalyzeOptions, analyzeResume } from './analyze.ts';
export { type CoverLetterDraft, composeCoverLetter } from './cover-letter.ts';
export type { SpellingFinding } from './facts.ts';
export { type ResumeLexicon, resumeLexicon } from './lexicon.ts';
export { METRIC } from './rewrite.ts';
