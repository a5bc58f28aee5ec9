import type { ResumeLexicon, StrongVerb } from './lexicon.ts';
import type { Line } from './parse.ts';

/** What one statement (a bullet, or a sentence under a role) does well or badly. */
export interface StatementFacts {
  line: Line;
  /** The strong action verb it opens with, if any (after a leading "I"). */
  verb: StrongVerb | null;
  /** The weak opener it starts with ("responsible for"), if any. */
  weakOpener: string | null;
  /** past | present | null when the opening verb's tense cannot be told (e.g. "led" vs "lead" can; "set" cannot). */
  tense: 'past' | 'present' | null;
  quantified: boolean;
  firstPerson: boolean;
}

const FIRST_PERSON = /\b(?:I|I'm|I’m|I've|I’ve|me|my|mine|myself)\b/;
const IRREGULAR_WEAK_PAST = new Set(['was', 'were', 'did', 'had', 'made', 'got', 'took', 'went']);
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|dozen|dozens|doubled|tripled|halved|quadrupled)\b/i;
/** A digit that is not only a year ("in 2023") or a placeholder. */
function hasFigure(text: string): boolean {
  const stripped = text.replace(/\[[^\]]*\]/g, ' ').replace(/\b(?:19|20)\d\d\b(?![%+])/g, ' ');
  return /\d/.test(stripped) || /[%$€£]/.test(stripped) || NUMBER_WORDS.test(stripped);
}

/** Past forms that say little about what was done. */
const WEAK_PAST = new Set(
  'used|tried|wanted|needed|liked|worked|helped|assisted|handled|participated|attended|involved|learned|learnt|started'.split(
    '|',
  ),
);

/** Past forms that do not end in -ed, for verbs the lexicon does not list. */
const IRREGULAR_PAST = new Set(
  'kept|ran|led|built|wrote|taught|sold|bought|brought|drove|gave|grew|held|won|met|spent|sent|began|chose|drew|found|oversaw|spoke|stood|thought|upheld|rebuilt|rewrote|undertook|withdrew|sang|flew|fed|dealt|lent|sought|struck|swept|wove'.split(
    '|',
  ),
);

/**
 * An action verb the lexicon does not know, read from its past form ("Machined parts", "Kept the
 * tool room…"): it counts as opening with an action, in the past tense.
 */
function pastTenseVerb(word: string): StrongVerb | null {
  if (IRREGULAR_PAST.has(word) || (/^[a-z]{3,}ed$/.test(word) && !WEAK_PAST.has(word))) {
    return { base: word, past: word, third: word };
  }
  return null;
}

export function firstWord(text: string): string {
  return (text.trim().split(/\s+/, 1)[0] ?? '').toLowerCase().replace(/[^a-z'-]/g, '');
}

/** The opening of a statement, after a leading "I" (so "I led…" counts as "led…"). */
export function openingOf(content: string): string {
  return content.replace(/^I\s+/, '').trim();
}

export function statementFacts(line: Line, lexicon: ResumeLexicon): StatementFacts {
  const opening = openingOf(line.content);
  const lower = opening.toLowerCase();
  const weak = lexicon.weakOpeners.find((w) => lower === w.phrase || lower.startsWith(`${w.phrase} `));
  const word = firstWord(opening);
  const verb = weak ? null : (lexicon.verbs.get(word) ?? pastTenseVerb(word));
  let tense: StatementFacts['tense'] = null;
  if (verb && verb.base === word && verb.past === word && !lexicon.verbs.has(word)) {
    tense = 'past';
  } else if (verb && verb.past !== verb.base) {
    if (word === verb.past) tense = 'past';
    else if (word === verb.base || word === verb.third) tense = 'present';
  } else if (!verb && (word.endsWith('ed') || IRREGULAR_WEAK_PAST.has(word))) {
    tense = 'past';
  }
  return {
    line,
    verb,
    weakOpener: weak?.phrase ?? null,
    tense,
    quantified: hasFigure(line.content),
    firstPerson: FIRST_PERSON.test(line.content),
  };
}
