/**
 * Winnowing parameters (Schleimer, Wilkerson & Aiken, "Winnowing: local algorithms for document
 * fingerprinting", SIGMOD 2003), counted in normalized content tokens (see tokenize.ts), not words.
 *
 * Every K consecutive tokens form a k-gram, hashed to a signed 32-bit int; from every window of W
 * consecutive k-gram hashes the minimum is kept, about 2 / (W + 1) = 1/3 of them. Any run of at
 * least GUARANTEE_TOKENS = W + K − 1 = 7 tokens shared by two texts contains a whole window in both,
 * so both keep that window's minimum: the texts are guaranteed to share a fingerprint.
 *
 * Why K = 3 rather than the usual 5: a copier who swaps one word in eight for a synonym changes
 * about one content token in five, and a k-gram survives only if all K of its tokens do. On 1,000
 * lightly edited 40–80-word passages from the reference corpus (synonyms, shuffled sentences,
 * punctuation; see evaluation.test.ts), K = 5, W = 6 found 60%, K = 4, W = 5 85%, K = 3, W = 6 91%
 * and K = 3, W = 5 94%. K = 2 found as many in short documents but only 83% inside 1,300-word
 * history essays, where common word pairs crowd the true source out of the candidate list.
 *
 * False positives are held off by the passage threshold: a reported passage needs GUARANTEE_TOKENS
 * matched content tokens, about 15 running words. Every 40-word stretch of the reference corpus
 * holds at least 7 (checked over all two million of them; 448 hold fewer than 10), so any 40-word
 * verbatim copy from it is both guaranteed a shared fingerprint and long enough to be reported.
 * No independent text of the evaluation, no study-pack text (31,000 words) and no Moby-Dick chapter
 * was flagged against the State of the Union addresses. The price of the lower threshold: addresses
 * of different presidents now share more stock formulas ("for the fiscal year ended June 30 …").
 */
export const K = 3;
export const W = 5;
export const GUARANTEE_TOKENS = W + K - 1;

/**
 * Matched tokens separated by at most this many unmatched tokens (a swapped word, an inserted or
 * deleted word) belong to the same passage.
 */
export const MAX_GAP_TOKENS = 2;
