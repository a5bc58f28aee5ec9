import type { ItsFunction } from 'wink-nlp';
import { winkNlp } from '../studygen/nlp.ts';
import type { FocusArea } from './features.ts';
import { QUESTION_FRAME, STAR_CUES, STAR_PARTS, STOPWORDS, type StarPart } from './lexicon.ts';
import { compilePhrase, findPhrase, type Phrase } from './match.ts';
import { fold, foldsMatch, tokenise } from './tokens.ts';

/**
 * Turns a question the student pasted in into something scoreAnswer can use: its focus area by cue
 * words, a category, and expected topics from its key noun phrases (plus the STAR parts for behavioral
 * questions, and the usual technical expectations for coding and design questions).
 */

export interface ClassifiedQuestion {
  focus_area: FocusArea;
  expected_topics: { topic: string; synonyms: string[] }[];
  category: string;
}

type CueList = [Phrase, number][];
const cues = (weight: number, text: string): CueList =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => [compilePhrase(s), weight]);

const FOCUS_CUES: Record<FocusArea, CueList> = {
  behavioral: [
    ...cues(
      3,
      `tell me about a time|describe a time|describe a situation|give an example of a time|give me an example|
      a time when|a time you|have you ever|how did you handle|what did you do|walk me through your|why do you want|
      your greatest|what motivates you|your biggest`,
    ),
    ...cues(
      1,
      `conflict|teammate|coworker|colleague|manager|team|deadline|mistake|failure|fail|weakness|strength|proud|
      disagree|feedback|leadership|lead|challenge|difficult|experience|career|motivation|stakeholder|customer|
      pressure|priority|prioritise|prioritize|yourself`,
    ),
  ],
  system_design: [
    ...cues(3, `design a|design an|how would you design|architect a|system design|build a system`),
    ...cues(
      1,
      `system|architecture|scale|scalable|scaling|distributed|million|millions|availability|throughput|latency|
      load balancer|microservice|service|cache|caching|storage|database|url shortener|rate limiter|news feed|
      notification|chat|upload|replication|sharding|queue|api|backend|users`,
    ),
  ],
  algorithms: [
    ...cues(
      3,
      `write a function|implement a function|given an array|given a string|given a list|given an integer|given a`,
    ),
    ...cues(
      1,
      `algorithm|array|string|linked list|tree|graph|binary|sort|sorted|search|complexity|implement|integer|
      integers|number|numbers|sum|substring|palindrome|recursion|recursive|dynamic programming|matrix|stack|heap|
      hash|reverse|find|minimum|maximum|shortest path|data structure|difference between|return|pointer|node|
      element|elements|subarray|duplicate|function|code`,
    ),
  ],
};

const CATEGORIES: Record<FocusArea, [string, CueList][]> = {
  behavioral: [
    ['Conflict', cues(1, 'conflict|disagree|disagreement|argument|pushback')],
    ['Failure', cues(1, 'mistake|failure|fail|wrong|regret')],
    ['Leadership', cues(1, 'lead|leadership|leader|mentor|ownership|initiative')],
    ['Teamwork', cues(1, 'team|teammate|colleague|coworker|collaborate|collaboration')],
    ['Deadlines', cues(1, 'deadline|pressure|priority|prioritise|prioritize|time management')],
    ['Learning', cues(1, 'learn|new technology|quickly|skill')],
    ['Feedback', cues(1, 'feedback|criticism')],
    ['Motivation', cues(1, 'motivate|motivation|proud|passion|why do you want')],
  ],
  algorithms: [
    ['Linked Lists', cues(2, 'linked list')],
    ['Trees', cues(1, 'tree|bst|binary tree')],
    ['Graphs', cues(1, 'graph|path|edge|island|neighbor|neighbour')],
    ['Dynamic Programming', cues(1, 'dynamic programming|subsequence|ways to|memoization')],
    ['Strings', cues(1, 'string|substring|palindrome|anagram|character')],
    ['Sorting & Searching', cues(1, 'sort|sorted|search|kth')],
    ['Hashing', cues(1, 'hash|duplicate|frequency')],
    ['Arrays', cues(1, 'array|subarray|integers|matrix')],
  ],
  system_design: [
    ['Caching', cues(1, 'cache|caching')],
    ['Messaging', cues(1, 'queue|notification|chat|message|messaging|feed')],
    ['Storage', cues(1, 'database|storage|schema|file|upload')],
    ['APIs', cues(1, 'api|rate limiter|rate limit|endpoint')],
    ['Scalability', cues(1, 'scale|scalable|million|millions|traffic|load')],
  ],
};

const DEFAULT_CATEGORY: Record<FocusArea, string> = {
  behavioral: 'General',
  algorithms: 'Concepts',
  system_design: 'Architecture',
};

/** A coding problem (rather than a concept question) is expected to discuss complexity and edge cases. */
const CODING_CUES = cues(
  1,
  `given|array|string|list|tree|graph|return|implement|function|algorithm|integer|integers|find|sort|reverse|
  matrix|number|numbers|sum|subarray|substring`,
);

/** Nouns that belong to how the question is asked, not to what it is about. */
const GENERIC_NOUNS = new Set(
  'time example situation way question thing something lot kind type answer approach me you difference function method program code solution user users people million millions'.split(
    ' ',
  ),
);

/** Verbs too general to be a topic ("failed to meet a deadline": the topic is failing and deadlines). */
const LIGHT_VERBS = new Set(
  'be have do make get take give go come work handle deal tell want need try use find feel know think say meet put keep let'.split(
    ' ',
  ),
);

const STAR_TOPIC_NAMES: Record<StarPart, string> = {
  situation: 'the situation',
  task: 'your task',
  action: 'your actions',
  result: 'the result',
};

/** The strongest cue phrases of each STAR part, as synonyms (the schema allows at most 12). */
const STAR_TOPICS = STAR_PARTS.map((part) => ({
  topic: STAR_TOPIC_NAMES[part],
  synonyms: STAR_CUES[part]
    .filter(([, w]) => w >= 2)
    .map(([p]) => p)
    .slice(0, 12),
}));

const TECHNICAL_TOPICS: Record<Exclude<FocusArea, 'behavioral'>, { topic: string; synonyms: string[] }[]> = {
  algorithms: [
    { topic: 'time complexity', synonyms: ['big O', 'O(n)', 'O(n log n)', 'O(1)', 'linear time', 'runtime'] },
    { topic: 'edge cases', synonyms: ['edge case', 'empty input', 'null', 'corner case', 'duplicates'] },
  ],
  system_design: [
    {
      topic: 'scale',
      synonyms: ['requests per second', 'millions', 'traffic', 'throughput', 'load', 'scaling'],
    },
    { topic: 'trade-offs', synonyms: ['trade-off', 'tradeoff', 'downside', 'instead', 'alternatively'] },
  ],
};

const MAX_TOPICS = 8;

export function classifyQuestion(text: string): ClassifiedQuestion {
  const t = tokenise(text);
  const score = (list: CueList) =>
    list.reduce((sum, [phrase, w]) => sum + (findPhrase(t.words, phrase, true).length ? w : 0), 0);
  const order: FocusArea[] = ['behavioral', 'system_design', 'algorithms'];
  const scores = order.map((f) => score(FOCUS_CUES[f]));
  const best = Math.max(...scores);
  // No cue at all: a technical question ("What is a closure?") is the likeliest.
  const focus_area = best === 0 ? 'algorithms' : order[scores.indexOf(best)]!;

  const categories = CATEGORIES[focus_area].map(([name, list]) => [name, score(list)] as const);
  const top = categories.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as readonly [string, number]);
  const category = top[1] > 0 ? top[0] : DEFAULT_CATEGORY[focus_area];

  const fromQuestion = keyPhrases(text, focus_area === 'behavioral');
  const coding = focus_area === 'algorithms' && score(CODING_CUES) > 0;
  const extra =
    focus_area === 'behavioral'
      ? STAR_TOPICS
      : focus_area === 'system_design' || coding
        ? TECHNICAL_TOPICS[focus_area]
        : [];
  const room = MAX_TOPICS - extra.length;
  const expected_topics = [...fromQuestion.slice(0, room), ...extra].filter(
    (topic, i, all) => all.findIndex((o) => o.topic === topic.topic) === i,
  );
  return { focus_area, expected_topics, category };
}

interface Tagged {
  value: string;
  lower: string;
  pos: string;
  lemma: string;
}

/**
 * Noun phrases (adjectives and nouns ending in a noun, at most three words) and, for behavioral
 * questions, the main verbs ("disagreed" → "disagree"), in question order and without repeats.
 */
function keyPhrases(text: string, withVerbs: boolean): { topic: string; synonyms: string[] }[] {
  const nlp = winkNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out() as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink's typings give its.lemma the wrong signature; it is a token its-function.
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tokens: Tagged[] = values.map((v, i) => ({
    value: v,
    lower: v.toLowerCase(),
    pos: pos[i]!,
    lemma: lemmas[i]!,
  }));

  const keep = (tok: Tagged) =>
    !STOPWORDS.has(tok.lower) && !QUESTION_FRAME.has(tok.lower) && !GENERIC_NOUNS.has(tok.lower);
  const isNoun = (tok: Tagged) => (tok.pos === 'NOUN' || tok.pos === 'PROPN') && keep(tok);
  const isModifier = (tok: Tagged, next: Tagged | undefined) =>
    keep(tok) &&
    (tok.pos === 'ADJ' ||
      isNoun(tok) ||
      (tok.pos === 'VERB' && /(ed|ing)$/.test(tok.lower) && !!next && isNoun(next)));

  const out: { topic: string; synonyms: string[]; key: (readonly string[])[] }[] = [];
  const push = (words: string[], synonyms: string[]) => {
    const key = words.map((w) => fold(w.toLowerCase()));
    const same = out.some(
      (o) => o.key.length === key.length && o.key.every((k, i) => foldsMatch(k, key[i]!)),
    );
    if (!same) out.push({ topic: words.join(' '), synonyms, key });
  };

  let run: Tagged[] = [];
  const flush = () => {
    while (run.length && !isNoun(run.at(-1)!)) run.pop();
    const words = run
      .slice(-3)
      .map((tok) => (tok.pos === 'PROPN' && /^\p{Lu}{2,}/u.test(tok.value) ? tok.value : tok.lower));
    run = [];
    if (words.length === 0) return;
    push(words, words.length > 1 ? [words.at(-1)!] : []);
  };
  tokens.forEach((tok, i) => {
    if (isModifier(tok, tokens[i + 1])) run.push(tok);
    else {
      flush();
      if (withVerbs && tok.pos === 'VERB' && keep(tok) && !LIGHT_VERBS.has(tok.lemma) && tok.lemma.length > 2)
        push([tok.lemma], tok.lower !== tok.lemma ? [tok.lower] : []);
    }
  });
  flush();
  return out.map(({ topic, synonyms }) => ({ topic, synonyms }));
}
