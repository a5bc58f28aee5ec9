import type { ResumeRewrite } from '@studybot/contract';
import { baseForms } from '../writing/inflect.ts';
import type { ResumeLexicon, StrongVerb } from './lexicon.ts';
import { firstWord, openingOf, type StatementFacts } from './statements.ts';

/**
 * Sample rewrites: the student's own line restructured to open with what they did and to leave a
 * marked place for the result and its number, which only they know. Nothing is invented: every word
 * kept comes from the line, the verb replacing a weak opener says no more than the opener did, and
 * the placeholders are in [brackets].
 */

export const METRIC = '[add metric]';
const RESULT = '[add result]';

/** The verb that says what a weak opener says, without claiming more. */
const VERB_FOR_OPENER: Record<string, string> = {
  'responsible for': 'manage',
  'i was responsible for': 'manage',
  'was responsible for': 'manage',
  'duties included': 'handle',
  'duties include': 'handle',
  'my duties were': 'handle',
  'my duties included': 'handle',
  'tasked with': 'handle',
  'in charge of': 'manage',
  'my role was': 'serve as',
  'job involved': 'handle',
  'worked on': 'contribute to',
  'worked with': 'collaborate with',
  'helped with': 'support',
  helped: 'support',
  'assisted with': 'support',
  'assisted in': 'support',
  'participated in': 'contribute to',
  'involved in': 'contribute to',
  'took part in': 'contribute to',
  'was part of': 'contribute to',
  handled: 'handle',
  did: 'complete',
};

/** Verbs used above that the lexicon may not hold, in their forms. */
const PLAIN_VERBS: Record<string, StrongVerb> = {
  handle: { base: 'handle', past: 'handled', third: 'handles' },
  support: { base: 'support', past: 'supported', third: 'supports' },
  manage: { base: 'manage', past: 'managed', third: 'manages' },
  'serve as': { base: 'serve as', past: 'served as', third: 'serves as' },
  'contribute to': { base: 'contribute to', past: 'contributed to', third: 'contributes to' },
  'collaborate with': { base: 'collaborate with', past: 'collaborated with', third: 'collaborates with' },
  complete: { base: 'complete', past: 'completed', third: 'completes' },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "managing" → manage, when the lexicon knows the verb. */
function verbOfGerund(word: string, lexicon: ResumeLexicon): StrongVerb | undefined {
  if (!word.endsWith('ing')) return undefined;
  for (const base of baseForms(word, 'v')) {
    const verb = lexicon.verbs.get(base);
    if (verb && verb.base === base) return verb;
  }
  return undefined;
}

function withoutFirstPerson(text: string): string {
  return text
    .replace(/\bmy\b/g, 'the')
    .replace(/\bMy\b/g, 'The')
    .replace(/\b(?:I|me|myself)\b\s*/g, '');
}

/** A rewrite of one statement, or null when it is already strong or the engine cannot restructure it safely. */
export function rewriteStatement(
  facts: StatementFacts,
  tense: 'past' | 'present',
  lexicon: ResumeLexicon,
): ResumeRewrite | null {
  const original = facts.line.content;
  let body = openingOf(original).replace(/[.;]\s*$/, '');
  let verb: StrongVerb | undefined;
  let why: string;
  if (facts.weakOpener) {
    body = body.slice(facts.weakOpener.length).trim();
    const gerund = verbOfGerund(firstWord(body), lexicon);
    if (gerund) {
      verb = gerund;
      body = body.slice(body.indexOf(' ') + 1 || body.length).trim();
    } else {
      verb = PLAIN_VERBS[VERB_FOR_OPENER[facts.weakOpener] ?? ''];
      if (!verb) return null;
    }
    why = `Opens with what you did instead of "${capitalise(facts.weakOpener)}"`;
  } else if (facts.verb) {
    if (facts.quantified && !facts.firstPerson && facts.tense !== (tense === 'past' ? 'present' : 'past'))
      return null;
    verb = facts.verb;
    body = body.slice(body.indexOf(' ') + 1 || body.length).trim();
    why = facts.firstPerson ? 'Drops "I" and "my": a resume speaks for you' : 'Keeps your action verb first';
  } else {
    return null;
  }
  if (!body || body.split(/\s+/).length < 2) return null;
  body = withoutFirstPerson(body).trim();
  // "…checking out books and answering questions" → "…and answered questions", in step with the verb.
  body = body.replace(/(\b(?:and|or)\s+|,\s*)([a-z]+ing)\b/g, (whole, joint: string, gerund: string) => {
    const other = verbOfGerund(gerund, lexicon);
    return other ? `${joint}${tense === 'past' ? other.past : other.base}` : whole;
  });
  const verbText = tense === 'past' ? verb.past : verb.base;
  let improved = `${capitalise(verbText)} ${body}`;
  if (!facts.quantified) {
    improved += `, resulting in ${RESULT} (${METRIC})`;
    why += '; leaves a place for the result and a number only you know';
  } else {
    why += '; keeps your numbers';
  }
  if (facts.verb && facts.tense && facts.tense !== tense)
    why += `; in the ${tense} tense like the rest of this role`;
  if (improved === original) return null;
  return { original, improved, line: facts.line.n, why: `${why}.` };
}
