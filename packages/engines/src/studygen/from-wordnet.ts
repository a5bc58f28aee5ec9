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
  meronyms,
  nameOf,
  nounSenses,
  type Synset,
  synset,
  tagCount,
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

export function wordnetConcepts(topic: string, max = 12): WordnetConcepts | null {
  const root = topicSynset(topic);
  if (!root) return null;
  const ranked = (list: Synset[]) =>
    list
      .filter(usable)
      .sort((a, b) => tagCount(nameOf(b)) - tagCount(nameOf(a)))
      .map((s) => nameOf(s).replaceAll('_', ' '));
  const parts = ranked(meronyms(root)).map((label) => ({ label, relation: 'part' as const }));
  const kinds = ranked(hyponyms(root, '~')).map((label) => ({ label, relation: 'kind' as const }));
  const examples = ranked(hyponyms(root, '~i')).map((label) => ({ label, relation: 'example' as const }));
  // Parts say most about what a thing is; kinds, then named examples, fill the rest of the map.
  const nodes = [...parts.slice(0, Math.ceil(max / 2)), ...kinds, ...examples].slice(0, max);
  if (nodes.length < 3) return null;
  return { center: nameOf(root).replaceAll('_', ' '), nodes, source: `wordnet:${nameOf(root)}` };
}
