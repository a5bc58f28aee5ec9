/**
 * A light suffix-stripping stemmer: folds the inflections a copier most often changes (plural,
 * past tense, -ing, -ly) so "studies"/"study" and "hoped"/"hoping"/"hope" share a term. It is not
 * a linguistic stemmer; what matters is that it is deterministic and maps inflected forms of a
 * word together far more often than it maps unrelated words together.
 */

const VOWEL = /[aeiouy]/;

function stripPlural(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') || word.endsWith('ied')) return word.length > 4 ? `${word.slice(0, -3)}y` : word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const SUFFIXES = ['ingly', 'edly', 'ing', 'ed', 'ly'];

function stripSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    // "sing", "bed", "only": too little would be left to be a stem.
    if (stem.length >= 3 && VOWEL.test(stem)) return stem;
    return word;
  }
  return word;
}

/** Final clean-up applied to every word, so "hope"/"hop(ed)" and "run"/"runn(ing)" meet. */
function tidyEnding(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('e')) return word.slice(0, -1);
  const last = word[word.length - 1]!;
  if (last === word[word.length - 2] && !/[aeiouylsz]/.test(last)) return word.slice(0, -1);
  return word;
}

/** Stems a lower-case, apostrophe-free word. */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  return tidyEnding(stripSuffix(stripPlural(word)));
}
