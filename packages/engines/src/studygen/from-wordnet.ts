import {
  type CardCandidate,
  cleanDistractors,
  definitelyWrong,
  type QuestionCandidate,
  variant,
} from './candidates.ts';
import { startsWithVowelSound } from './quality/grammar.ts';
import { isDefinitionTrueOf, lexicalRelation } from './quality/lexicon.ts';
import { capitalize, containsWord, contentWords, givesAway, hintsAt, singular, stripEnd } from './text.ts';
import type { SourceRef } from './validate.ts';
import {
  hypernyms,
  hyponyms,
  LEX_FILES,
  meronyms,
  nameOf,
  nounSenses,
  partMeronyms,
  type Synset,
  senseCounts,
  senses,
  synset,
  tagCount,
  usageMarked,
} from './wordnet.ts';

/*
 * WordNet → candidates, for a topic noun with hyponyms ("kinds of") or meronyms ("parts of").
 * Difficulty mapping:
 * "Familiar" kinds are the better-known half of their siblings, ranked by how often WordNet's
 * sense-tagged corpus uses them (then by shorter names).
 *   easy   — "What does <kind> mean?" for familiar direct kinds/parts of the topic; options are the
 *            glosses of its sister terms. Cards: familiar kind → gloss.
 *   medium — "Which kind of <topic> is this: <gloss>?" for familiar direct kinds/parts (distractors
 *            are sister terms), and "What does <kind> mean?" for rarer ones. Cards: gloss → familiar
 *            kind, rarer kind → gloss.
 *   hard   — the reverse question for rare kinds and one level deeper (kinds of kinds, distractors
 *            from the same parent), "Which kind of <topic> is <kind>?" with the parent's sisters as
 *            distractors, and "Which of these is a kind of <parent>?" against kinds of those sisters.
 *            Cards: gloss → rare or deeper kind.
 * Stems are worded as a student would ask (never "In WordNet, …") and vary with the term. No item
 * whose question gives the answer away ("Computer circuit" for "a circuit that is part of a computer").
 * The cited sentence is the WordNet entry itself: "<name>: <gloss>" (plus the parent for kind-of).
 */

interface Node {
  synset: Synset;
  name: string;
  definition: string;
  parent: Synset;
  parentName: string;
  relation: Relation;
  /** How the depth-1 ancestor relates to the topic (for depth 1, the same as `relation`). */
  topRelation: Relation;
  depth: 1 | 2;
  /** Seen in WordNet's sense-tagged corpus: a word students are likely to know. */
  familiar: boolean;
  /** Other children of the same parent (same relation). */
  siblings: Synset[];
}

type Relation = 'kind' | 'instance' | 'part';

const MAX_CHILDREN = 60;
const MAX_NODES = 400;

const usable = (s: Synset) => {
  const name = nameOf(s);
  return name.length > 1 && name.length <= 40 && s.definition.split(' ').length >= 3;
};

/** Noun lemmas to try for a topic: the phrase, its singular, without filler words, then its last word. */
function lemmaCandidates(topic: string): string[] {
  const words = topic.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const content = contentWords(topic);
  const tries = [
    words.join(' '),
    [...words.slice(0, -1), singular(words.at(-1) ?? '')].join(' '),
    content.join(' '),
    content.at(-1) ?? '',
  ];
  return [...new Set(tries.filter((t) => t.length > 1))];
}

/** The WordNet synset a topic names (the most frequent sense with kinds or parts), if any. */
export function topicSynset(topic: string): Synset | undefined {
  for (const lemma of lemmaCandidates(topic)) {
    const senses = nounSenses(lemma).slice(0, 3).map(synset);
    const rich = senses.find((s) => hyponyms(s).length + meronyms(s).length >= 2);
    if (rich) return rich;
    if (senses.length) return senses[0];
  }
  return undefined;
}

const nodeCache = new Map<number, Node[]>();

function collectNodes(root: Synset): Node[] {
  const cached = nodeCache.get(root.offset);
  if (cached) return cached;
  const nodes = buildNodes(root);
  if (nodeCache.size >= 64) nodeCache.clear();
  nodeCache.set(root.offset, nodes);
  return nodes;
}

function buildNodes(root: Synset): Node[] {
  const nodes: Node[] = [];
  const seen = new Set<number>([root.offset]);
  const rootName = nameOf(root);
  const level = (parent: Synset, depth: 1 | 2, topRelation?: Relation): [Synset, Relation][] => {
    const groups: [Synset[], Relation][] = [
      [hyponyms(parent, '~'), 'kind'],
      [hyponyms(parent, '~i'), 'instance'],
      [meronyms(parent), 'part'],
    ];
    const added: [Synset, Relation][] = [];
    for (const [all, relation] of groups) {
      // Familiar words first, so that the cap keeps the ones students are likely to meet.
      const good = all
        .filter(usable)
        .map((s) => ({ s, count: tagCount(nameOf(s)), words: nameOf(s).split(' ').length }))
        .sort((a, b) => b.count - a.count || a.words - b.words)
        .slice(0, MAX_CHILDREN)
        .map((x) => x.s);
      // The better-known half (and every word seen in the tagged corpus) counts as familiar.
      const familiarCount = Math.ceil(good.length / 2);
      for (const [rank, child] of good.entries()) {
        if (seen.has(child.offset) || nodes.length >= MAX_NODES) continue;
        seen.add(child.offset);
        nodes.push({
          synset: child,
          name: nameOf(child),
          definition: stripEnd(child.definition),
          parent,
          parentName: depth === 1 ? rootName : nameOf(parent),
          relation,
          topRelation: topRelation ?? relation,
          depth,
          familiar: rank < familiarCount || tagCount(nameOf(child)) > 0,
          siblings: good.filter((s) => s.offset !== child.offset),
        });
        added.push([child, relation]);
      }
    }
    return added;
  };
  for (const [child, relation] of level(root, 1)) {
    if (nodes.length >= MAX_NODES) break;
    if (hyponyms(child).length) level(child, 2, relation);
  }
  return nodes;
}

const sentenceOf = (n: Node) => `${n.name}: ${n.definition}.`;
const kindSentenceOf = (n: Node) => `${n.name}: ${n.definition} (a kind of ${n.parentName}).`;
const refOf = (s: Synset) => `WordNet 3.1 noun ${String(s.offset).padStart(8, '0')} (${nameOf(s)})`;
const explain = (sentence: string) => `WordNet: "${sentence}"`;
const withArticle = (noun: string) => `${startsWithVowelSound(noun) ? 'an' : 'a'} ${noun}`;

export function wordnetQuestionCandidates(topic: string): QuestionCandidate[] {
  const root = topicSynset(topic);
  if (!root) return [];
  const kinds = kindsOf(root);
  const out: QuestionCandidate[] = [];
  for (const n of collectNodes(root)) {
    const made = [
      meaningCandidate(n),
      describedCandidate(n),
      kindOfCandidate(kinds, n),
      memberCandidate(kinds, n),
    ];
    for (const c of made) if (c) out.push(c);
  }
  return out;
}

/** The topic's direct kinds, and the kinds of each of them (by offset), looked up once per topic. */
interface Kinds {
  root: Synset;
  direct: Synset[];
  below: (kind: Synset) => Synset[];
}

function kindsOf(root: Synset): Kinds {
  const cache = new Map<number, Synset[]>();
  const below = (kind: Synset) => {
    let list = cache.get(kind.offset);
    if (!list) {
      list = hyponyms(kind, '~').filter(usable);
      cache.set(kind.offset, list);
    }
    return list;
  };
  return { root, direct: hyponyms(root, '~').filter(usable), below };
}

/** What the candidates of one node share: what they ask about, where it comes from. */
function base(n: Node, sentence = sentenceOf(n)) {
  const source: SourceRef = { kind: 'wordnet', ref: refOf(n.synset), sentence };
  return { keys: [`synset:${n.synset.offset}`], explanation: explain(sentence), source };
}

/** "What does "X" mean?" — the gloss among the glosses of its sister terms (direct kinds and parts only). */
function meaningCandidate(n: Node): QuestionCandidate | undefined {
  if (n.depth !== 1 || containsWord(n.definition, n.name)) return undefined;
  const question = variant(n.name, [
    `What does "${n.name}" mean?`,
    `What is the meaning of "${n.name}"?`,
    `Which of these describes "${n.name}"?`,
  ]);
  const answer = capitalize(n.definition);
  if (hintsAt(answer, n.name, n.parentName)) return undefined;
  const glosses = n.siblings
    .map((s) => capitalize(stripEnd(s.definition)))
    .filter((d) => !isDefinitionTrueOf(n.name, d) && lexicalRelation(n.name, d) !== 'broader');
  const distractors = cleanDistractors(answer, question, [glosses]);
  if (!distractors) return undefined;
  return {
    ...base(n),
    kind: 'wordnet-term-to-definition',
    tier: n.familiar ? 'easy' : 'medium',
    question,
    answer,
    distractors,
  };
}

/** "Which kind of <parent> is this: <gloss>?", worded for kinds, parts and named examples. */
function describedQuestion(n: Node): string {
  const passage = `"${capitalize(n.definition)}"?`;
  const parent = n.parentName;
  const wordings = {
    part: [
      `Which part of ${withArticle(parent)} is this: ${passage}`,
      `What is this part of ${withArticle(parent)} called: ${passage}`,
    ],
    instance: [`Which ${parent} is this: ${passage}`, `Which ${parent} is described here: ${passage}`],
    kind: [
      `Which kind of ${parent} is this: ${passage}`,
      `Which ${parent} fits this description: ${passage}`,
      `What is this kind of ${parent} called: ${passage}`,
    ],
  }[n.relation];
  return variant(n.name, wordings);
}

/** The gloss → the term, against its sister terms. */
function describedCandidate(n: Node): QuestionCandidate | undefined {
  if (containsWord(n.definition, n.name)) return undefined;
  const question = describedQuestion(n);
  const answer = capitalize(n.name);
  if (hintsAt(question, answer, n.parentName)) return undefined;
  const sisters = n.siblings.map((s) => capitalize(nameOf(s)));
  const distractors = definitelyWrong(answer, cleanDistractors(answer, question, [sisters]));
  if (!distractors) return undefined;
  return {
    ...base(n),
    kind: n.depth === 1 ? 'wordnet-definition-to-term' : 'wordnet-definition-to-term-deep',
    tier: n.depth === 1 && n.familiar ? 'medium' : 'hard',
    question,
    answer,
    distractors,
  };
}

/** Kinds of the topic other than `n`'s parent, none of which `n` is also a kind of. */
function otherKinds(kinds: Kinds, n: Node): Synset[] {
  const parents = new Set(hypernyms(n.synset).map((s) => s.offset));
  return kinds.direct.filter((s) => !parents.has(s.offset));
}

/** "Which kind of <topic> is "X"?" — the parent of a kind of a kind, against the parent's sisters. */
function kindOfCandidate(kinds: Kinds, n: Node): QuestionCandidate | undefined {
  if (n.depth !== 2 || n.relation === 'part' || n.topRelation !== 'kind') return undefined;
  const question = variant(n.name, [
    `Which kind of ${nameOf(kinds.root)} is "${n.name}"?`,
    `"${capitalize(n.name)}" is a kind of which of these?`,
  ]);
  const answer = capitalize(n.parentName);
  if (givesAway(question, answer)) return undefined;
  const sisters = otherKinds(kinds, n).map((s) => capitalize(nameOf(s)));
  const distractors = definitelyWrong(answer, cleanDistractors(answer, question, [sisters]));
  if (!distractors) return undefined;
  return {
    ...base(n, kindSentenceOf(n)),
    kind: 'wordnet-kind-of',
    tier: 'hard',
    question,
    answer,
    distractors,
  };
}

/** "Which of these is a kind of <parent>?" — a kind of a kind, against kinds of the parent's sisters. */
function memberCandidate(kinds: Kinds, n: Node): QuestionCandidate | undefined {
  if (n.depth !== 2 || n.relation === 'part' || n.topRelation !== 'kind') return undefined;
  const question = `Which of these is a kind of ${n.parentName}?`;
  const answer = capitalize(n.name);
  if (givesAway(question, answer)) return undefined;
  const cousins = otherKinds(kinds, n)
    .flatMap(kinds.below)
    .filter((c) => !hypernyms(c).some((h) => h.offset === n.parent.offset))
    .map((c) => capitalize(nameOf(c)));
  const cleaned = cleanDistractors(answer, question, [cousins], 12);
  // A cousin can still be a kind of the parent by another path ("hen" under "gallinaceous bird").
  const notKinds = cleaned?.map((g) => g.filter((d) => lexicalRelation(n.parentName, d) !== 'narrower'));
  const distractors = definitelyWrong(answer, notKinds);
  if (!distractors) return undefined;
  return {
    ...base(n, kindSentenceOf(n)),
    kind: 'wordnet-member-of',
    tier: 'hard',
    question,
    answer,
    distractors,
  };
}

export function wordnetCardCandidates(topic: string): CardCandidate[] {
  const root = topicSynset(topic);
  if (!root) return [];
  const out: CardCandidate[] = [];
  for (const n of collectNodes(root)) {
    const source: SourceRef = { kind: 'wordnet', ref: refOf(n.synset), sentence: sentenceOf(n) };
    const keys = [`synset:${n.synset.offset}`];
    const definition = `${capitalize(n.definition)}.`;
    const category = n.parentName;
    if (n.depth === 1 && !givesAway(n.name, n.definition))
      out.push({
        kind: 'wordnet-term',
        tier: n.familiar ? 'easy' : 'medium',
        keys,
        front: capitalize(n.name),
        back: definition,
        category,
        source,
      });
    if (!containsWord(n.definition, n.name) && !givesAway(n.definition, n.name)) {
      out.push({
        kind: n.depth === 1 ? 'wordnet-reverse' : 'wordnet-reverse-deep',
        tier: n.depth === 1 && n.familiar ? 'medium' : 'hard',
        keys,
        front: definition,
        back: capitalize(n.name),
        category,
        source,
      });
    }
  }
  return out;
}

/** A topic's parts and kinds from WordNet, most familiar first: the material of a concept map. */
export interface WordnetConcepts {
  center: string;
  nodes: { label: string; relation: 'part' | 'kind' | 'example' }[];
  /** The synset drawn from, e.g. "wordnet:volcano". */
  source: string;
}

/** What a concept map should show: the topic's parts, its kinds, or parts and else kinds. */
export type ConceptFocus = 'parts' | 'kinds' | 'any';

const PARTS_WORDS = /\b(parts?|structures?|anatomy|components?|layers|label(?:led|ed|s)?|labell?ing)\b/i;
const KINDS_WORDS = /\b(types?|kinds?|sorts?|classification|classes|varieties|categories|examples)\b/i;

/** The focus a request words: "label the parts of a flower" → parts, "types of rock" → kinds. */
export function conceptFocus(request: string): ConceptFocus {
  const parts = request.search(PARTS_WORDS);
  const kinds = request.search(KINDS_WORDS);
  if (parts < 0 && kinds < 0) return 'any';
  if (kinds < 0) return 'parts';
  return parts >= 0 && parts < kinds ? 'parts' : 'kinds';
}

/** Words that join a phrase to another: the noun before them is what the request is about. */
const JOINERS = new Set(
  (
    'of on in at to for from by with into onto over under above below beneath behind beside between ' +
    'across along through against near inside within without upon down up and or vs versus'
  ).split(' '),
);
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'its', 'their', 'our', 'my', 'your', 'this', 'that']);

/** The root synsets whose descendants name a part of something ("part, portion", "layer"). */
const PART_HEADS = ['part', 'layer', 'region'];

/** "a labelled diagram of …", "concept map of …": the request's wording, not its topic. */
const DIAGRAM_LEAD =
  /^\s*(?:(?:a|an|the)\s+)?(labell?ed\s+)?(?:diagram|concept[\s-]?map|mind[\s-]?map|spider[\s-]?diagram|overview|picture|drawing|sketch)\s+(?:of|for|about|on|showing)\s+/i;

interface Phrase {
  /** WordNet lemmas to try, longest first, with the words each leaves before it. */
  lemmas: { lemma: string; modifiers: string[] }[];
  focus?: ConceptFocus;
}

const lemmaWords = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
const isNoun = (lemma: string) => nounSenses(lemma).length > 0;

/**
 * The lemmas a topic can name. A whole phrase WordNet knows ("bill of rights") wins; else the noun
 * phrase before any preposition, with fewer and fewer modifiers ("human eye" → eye). "Parts of X",
 * "types of X" and "<parts> of X" ("layers of the atmosphere") name X with a focus; any other phrase
 * after a preposition ("box on a slope") gives nothing, so that no sub-phrase is drawn in another sense.
 */
function parsePhrase(topic: string): Phrase {
  const lead = topic.match(DIAGRAM_LEAD);
  if (lead) {
    const rest = parsePhrase(topic.slice(lead[0].length));
    return lead[1] ? { ...rest, focus: 'parts' } : rest;
  }
  const words = lemmaWords(topic);
  while (words.length && DETERMINERS.has(words[0]!)) words.shift();
  if (!words.length) return { lemmas: [] };
  const whole = [words.join(' '), [...words.slice(0, -1), singular(words.at(-1)!)].join(' ')].filter(isNoun);
  if (whole.length) return { lemmas: [...new Set(whole)].map((lemma) => ({ lemma, modifiers: [] })) };
  const joiner = words.findIndex((w, i) => i > 0 && JOINERS.has(w));
  if (joiner > 0) {
    const head = words.slice(0, joiner).join(' ');
    if (words[joiner] !== 'of' || joiner !== 1) return { lemmas: [] };
    const rest = parsePhrase(words.slice(joiner + 1).join(' '));
    if (PARTS_WORDS.test(head) || namesPart(singular(head))) return { ...rest, focus: 'parts' };
    if (KINDS_WORDS.test(head)) return { ...rest, focus: 'kinds' };
    return { lemmas: [] };
  }
  const tail = words.at(-1)!;
  if (words.length > 1 && (PARTS_WORDS.test(tail) || KINDS_WORDS.test(tail))) {
    return {
      ...parsePhrase(words.slice(0, -1).join(' ')),
      focus: PARTS_WORDS.test(tail) ? 'parts' : 'kinds',
    };
  }
  const lemmas: Phrase['lemmas'] = [];
  for (let k = 0; k < words.length; k++) {
    const rest = words.slice(k);
    for (const lemma of new Set([rest.join(' '), [...rest.slice(0, -1), singular(rest.at(-1)!)].join(' ')]))
      if (isNoun(lemma)) lemmas.push({ lemma, modifiers: words.slice(0, k) });
  }
  return { lemmas };
}

/** Whether a noun names a part of something in its commonest senses ("bones", "chambers", "layers"). */
function namesPart(noun: string): boolean {
  const heads = new Set(PART_HEADS.flatMap((h) => nounSenses(h).slice(0, 1)));
  let frontier = nounSenses(noun).slice(0, 2).map(synset);
  for (let depth = 0; depth < 8 && frontier.length; depth++) {
    if (frontier.some((s) => heads.has(s.offset))) return true;
    frontier = frontier.flatMap(hypernyms);
  }
  return false;
}

/** The centre of a map: its synset, its lemmas, and the words they are made of. */
interface Centre {
  root: Synset;
  /** Its name on the map: the lemma the topic used. */
  shown: string;
  lemmas: Set<string>;
  /** Words of the centre's name ("respiratory", "system"). */
  words: Set<string>;
}

interface Scored {
  synset: Synset;
  label: string;
  score: number;
}

const senseCount = (word: string, s: Synset) =>
  senseCounts(word).find((c) => c.pos === 'n' && c.offset === s.offset)?.tagCount ?? 0;

/** A node's label: its first lemma, unless that is a rare word and a synonym the everyday one ("stalk, stem"). */
function labelOf(s: Synset): string {
  const [first = '', ...others] = s.words;
  if (first.includes(' ') || tagCount(first) > 0) return first;
  return others.find((w) => !w.includes(' ') && tagCount(w) >= 3) ?? first;
}

const familiarityCache = new Map<number, number>();

/** How often WordNet's tagged corpus used this very sense, under any of its lemmas. */
function familiarity(s: Synset): number {
  let n = familiarityCache.get(s.offset);
  if (n === undefined) {
    n = 0;
    for (const word of s.words) n += senseCount(word, s);
    if (familiarityCache.size >= 20_000) familiarityCache.clear();
    familiarityCache.set(s.offset, n);
  }
  return n;
}

/** Familiar senses first, then familiar words, then short names. */
const familiarScore = (s: Synset) =>
  Math.log2(1 + familiarity(s)) +
  0.25 * Math.min(tagCount(labelOf(s)), 4) -
  0.3 * labelOf(s).split(' ').length;

/**
 * Whether a node may stand on the map: a real word (not slang or a trademark), not the centre again
 * under a synonym ("bird" among the parts of bird), and not named with a synonym of the centre other
 * than its own name ("oculus dexter" under "eye").
 */
function acceptable(s: Synset, centre: Centre): boolean {
  if (!usable(s) || usageMarked(s)) return false;
  const label = labelOf(s).toLowerCase();
  if (centre.lemmas.has(label)) return false;
  const names = [nameOf(centre.root).toLowerCase(), centre.shown.toLowerCase()];
  const words = new Set(label.replace(/['’]s\b/g, '').split(/[\s-]+/));
  for (const lemma of centre.lemmas)
    if (!names.includes(lemma) && !lemma.includes(' ') && words.has(lemma)) return false;
  return true;
}

/**
 * A stand-in for "any part of <centre>" ("plant part", "respiratory organ"): named after the centre and
 * with kinds of its own, which are the real parts, so the map shows those instead.
 */
function isGenericPart(s: Synset, centre: Centre): boolean {
  if (hyponyms(s, '~').length < 2) return false;
  const words = s.words.map((w) => w.toLowerCase());
  if (/^any\b/i.test(s.definition))
    return words.some((w) => w.split(/[\s-]+/).some((x) => centre.words.has(x)));
  return words[0]!.startsWith(`${nameOf(centre.root).toLowerCase()} `) && !partMeronyms(s).length;
}

const MAX_PART_VISITS = 250;

/** "a modified leaf that is part of a flower": every kind of this part is a part of the centre too. */
const glossedAsPartOf = (s: Synset, centre: Centre) =>
  [...centre.lemmas].some((lemma) =>
    new RegExp(`\\bparts? of (?:an? |the |its )?${lemma.replace(/[^a-z0-9 ]/g, '.')}\\b`, 'i').test(
      s.definition,
    ),
  );

interface PartsResult {
  nodes: Scored[];
  /** Parts reached by part-of links from the centre (not kinds of a part, not borrowed). */
  own: number;
  /** The centre's direct parts that can be drawn. */
  direct: number;
}

/**
 * The centre's parts: its part and substance meronyms and their parts. Kinds of a part join only
 * when the part stands for "any part of <centre>" or is glossed as part of it (petal and sepal, the
 * kinds of "floral leaf"). Direct parts rank first, familiar words next. With fewer than 4, the parts
 * of the nearest broader terms of the same kind of thing join (a violin has the bridge and pegs of
 * every stringed instrument).
 */
function partsOf(centre: Centre, members: boolean): PartsResult {
  const found = new Map<number, Scored>();
  const seen = new Set<number>([centre.root.offset]);
  let own = 0;
  let direct = 0;
  type Step = { s: Synset; depth: number; viaKind: boolean; division?: boolean };
  let frontier: Step[] = (members ? meronyms(centre.root) : partMeronyms(centre.root)).map((s) => ({
    s,
    depth: 1,
    viaKind: false,
  }));
  while (frontier.length && seen.size < MAX_PART_VISITS) {
    const next: Step[] = [];
    for (const { s, depth, viaKind, division } of frontier) {
      if (seen.has(s.offset)) continue;
      seen.add(s.offset);
      const generic = isGenericPart(s, centre);
      if (!generic && !acceptable(s, centre)) continue;
      if (!generic) {
        // A part with parts of its own (leaf, iris, retina) is a main part worth labelling.
        const structured = partMeronyms(s).length ? 1 : 0;
        found.set(s.offset, {
          synset: s,
          label: labelOf(s),
          score: familiarScore(s) + structured + (depth === 1 && !division ? 3 : 0),
        });
        if (!viaKind || depth === 1) own++;
        if (depth === 1) direct++;
      }
      // A stand-in for "any part" does not count as a level: its kinds are the centre's direct parts.
      const childDepth = generic ? depth : depth + (division ? 0 : 1);
      if (childDepth > 2) continue;
      for (const child of partMeronyms(s)) next.push({ s: child, depth: childDepth, viaKind });
      const kindsAreParts = generic || glossedAsPartOf(s, centre);
      for (const child of hyponyms(s, '~')) {
        // "upper respiratory tract" under "respiratory tract": a division of the part, on its level.
        const divides = nameOf(s).includes(' ') && nameOf(child).endsWith(` ${nameOf(s)}`);
        if (kindsAreParts || divides)
          next.push({
            s: child,
            depth: divides ? depth : childDepth,
            viaKind: !generic && !divides,
            division: divides,
          });
      }
    }
    frontier = next;
  }
  if (own < 4) {
    let broader = hypernyms(centre.root);
    for (let level = 0; level < 2 && found.size < 4; level++) {
      const sameKind = broader.filter(
        (b) => b.lexFile === centre.root.lexFile || b.lexFile === LEX_FILES.tops,
      );
      for (const b of sameKind)
        for (const part of partMeronyms(b))
          if (!found.has(part.offset) && !seen.has(part.offset) && acceptable(part, centre))
            found.set(part.offset, {
              synset: part,
              label: labelOf(part),
              score: familiarScore(part) - 1 - level,
            });
      broader = sameKind.flatMap(hypernyms);
    }
  }
  return { nodes: [...found.values()].sort((a, b) => b.score - a.score), own, direct };
}

/** Kinds (or named examples) of the centre, familiar first; kinds of kinds when there are few. */
function conceptKinds(centre: Centre, symbol: '~' | '~i'): Scored[] {
  const rank = (list: Synset[], bonus: number) =>
    list
      .filter((s) => acceptable(s, centre))
      .map((s) => ({ synset: s, label: labelOf(s), score: familiarScore(s) + bonus }));
  const direct = rank(hyponyms(centre.root, symbol), 2);
  const deeper =
    symbol === '~' && direct.length < 4
      ? rank(
          direct.flatMap((k) => hyponyms(k.synset, '~')),
          0,
        )
      : [];
  return [...direct.sort((a, b) => b.score - a.score), ...deeper.sort((a, b) => b.score - a.score)];
}

/** Natural things students diagram (organisms, the body, objects, substances), before made things. */
const NATURAL = new Set<number>([
  LEX_FILES.tops,
  LEX_FILES.animal,
  LEX_FILES.body,
  LEX_FILES.object,
  LEX_FILES.plant,
  LEX_FILES.substance,
  LEX_FILES.phenomenon,
]);

const SENSES_TRIED = 5;

interface Choice {
  root: Synset;
  /** The centre's label: the lemma the student used ("neuron", not "nerve cell"). */
  shown: string;
  nodes: WordnetConcepts['nodes'];
  score: number;
  /** The topic's modifiers are named in this sense's entry or its neighbours. */
  modified: boolean;
}

/** The map one sense gives for a focus, and how well that sense fits a student's diagram. */
function mapOf(root: Synset, lemma: string, modifiers: string[], focus: ConceptFocus, rank: number): Choice {
  const centre: Centre = {
    root,
    shown: root.words.find((w) => w.toLowerCase() === lemma) ?? nameOf(root),
    lemmas: new Set(root.words.map((w) => w.toLowerCase())),
    words: new Set(
      nameOf(root)
        .toLowerCase()
        .split(/[\s-]+/),
    ),
  };
  const parts = focus === 'kinds' ? { nodes: [], own: 0, direct: 0 } : partsOf(centre, focus === 'any');
  const kinds = focus === 'parts' ? [] : conceptKinds(centre, '~');
  const examples = focus === 'parts' ? [] : conceptKinds(centre, '~i');
  const asPart = (n: Scored) => ({ label: n.label, relation: 'part' as const });
  const asKind = (n: Scored) => ({ label: n.label, relation: 'kind' as const });
  const asExample = (n: Scored) => ({ label: n.label, relation: 'example' as const });
  let nodes: WordnetConcepts['nodes'];
  if (focus === 'parts' || (focus === 'any' && parts.own >= 3)) nodes = parts.nodes.map(asPart);
  else if (focus === 'kinds') nodes = [...kinds.map(asKind), ...examples.map(asExample)];
  // Parts say most about what a thing is; kinds, then named examples, fill the rest of the map.
  else nodes = [...parts.nodes.slice(0, 6).map(asPart), ...kinds.map(asKind), ...examples.map(asExample)];
  // One node per thing: "heart valve" beside "valve" on a map of the heart says it twice.
  const prefix = `${centre.shown.toLowerCase()} `;
  const seen = new Set<string>();
  nodes = nodes.filter((n) => {
    const label = n.label.toLowerCase();
    const key = label.startsWith(prefix) ? label.slice(prefix.length) : label;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let score = -0.75 * rank;
  if (focus !== 'kinds') score += parts.direct >= 3 ? 4 : parts.direct > 0 ? 1.5 : 0;
  if (NATURAL.has(root.lexFile)) score += 1;
  else if (root.lexFile === LEX_FILES.artifact && parts.direct > 0) score += 0.5;
  if (nodes.length >= 6) score += 1;
  // A modifier named in a sense's entry or its neighbours picks that sense.
  let modified = false;
  if (modifiers.length) {
    const text = [root.gloss, ...[...hypernyms(root), ...hyponyms(root), ...meronyms(root)].map(nameOf)]
      .join(' ')
      .toLowerCase();
    modified = modifiers.some((m) => containsWord(text, m) || containsWord(text, singular(m)));
    if (modified) score += 2;
  }
  return { root, shown: centre.shown, nodes, score, modified };
}

/**
 * A concept map of a topic from WordNet, or null when WordNet has no fitting sense with 3 or more
 * nodes. `focus` is what the request asked for (see `conceptFocus`): its parts ("parts of a flower",
 * "label the eye"), its kinds ("types of rock"), or any (parts when the thing has them, else kinds
 * and examples). The sense chosen is the one a student drawing a diagram means: a whole with parts,
 * a natural thing before a made one, then the commoner sense.
 */
export function wordnetConcepts(
  topic: string,
  max = 12,
  options: { focus?: ConceptFocus } = {},
): WordnetConcepts | null {
  const phrase = parsePhrase(topic);
  const focus = options.focus && options.focus !== 'any' ? options.focus : (phrase.focus ?? 'any');
  // The longest phrase WordNet knows is what the topic names: a shorter one would be another topic.
  const [named] = phrase.lemmas;
  if (!named) return null;
  const choices = nounSenses(named.lemma)
    .slice(0, SENSES_TRIED)
    .map((offset, rank) => mapOf(synset(offset), named.lemma, named.modifiers, focus, rank))
    .filter((c) => c.nodes.length >= 3);
  if (!choices.length) return null;
  const best = choices.reduce((a, b) => (b.score > a.score ? b : a));
  // A noun before the head ("water cycle") names a thing of its own, unless the sense mentions it;
  // an adjective ("human eye", "animal cell") only narrows the head.
  const nounModifier = named.modifiers.some((m) => !senses(m, 'a').length);
  if (nounModifier && !best.modified) return null;
  return { center: best.shown, nodes: best.nodes.slice(0, max), source: `wordnet:${nameOf(best.root)}` };
}
