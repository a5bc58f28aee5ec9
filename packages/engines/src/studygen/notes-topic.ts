import { parseSentences } from './nlp.ts';
import { analyseNotes } from './notes.ts';
import { capitalize, padWords, stripEnd, wordCount } from './text.ts';

/** Headings that say where a part of the notes starts, not what the notes are about. */
const GENERIC_HEADING =
  /^(?:notes?|(?:lecture|class|revision|study) notes|introduction|intro|overview|summary|contents|key (?:points|terms|features|facts)|definitions?|chapter|section|part|unit|week|lesson)\b[\s\d.:-]*$/i;
const MAX_TOPIC_CHARS = 80;

/**
 * What a student's notes are about, to name a study set made from them: the first heading that
 * names something ("The Water Cycle"), else the noun phrase the notes repeat most. Undefined
 * when the notes have neither.
 */
export function notesTopic(text: string): string | undefined {
  const topic = firstHeading(text) ?? keyPhrase(text);
  return topic?.slice(0, MAX_TOPIC_CHARS).trim();
}

/** A heading with text after it: a lone short line is a note, not the title of one. */
function firstHeading(text: string): string | undefined {
  const parsed = parseSentences(text);
  const lastText = parsed.findLastIndex((s) => !s.heading);
  return parsed
    .slice(0, Math.max(lastText, 0))
    .filter((s) => s.heading)
    .map((s) => stripEnd(s.text).trim())
    .find((h) => h.length > 1 && !GENERIC_HEADING.test(h));
}

/**
 * The noun phrase or name the notes repeat most; on a tie the longer, more specific one ("water
 * cycle" over "sun"), then the earlier one.
 */
function keyPhrase(text: string): string | undefined {
  const words = padWords(text);
  const timesIn = (phrase: string) => words.split(padWords(phrase)).length - 1;
  const phrases = [
    ...new Set(
      analyseNotes(text)
        .spans.filter((s) => s.kind === 'phrase' || s.kind === 'name')
        .map((s) => s.text),
    ),
  ];
  const scored = phrases
    .map((p) => ({ p, times: timesIn(p), size: wordCount(p) }))
    .filter((s) => s.times >= 2);
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (a, s) => (!a || s.times > a.times || (s.times === a.times && s.size > a.size) ? s : a),
    undefined,
  );
  return best && capitalize(best.p);
}
