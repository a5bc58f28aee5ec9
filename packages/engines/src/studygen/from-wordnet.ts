import { type CardCandidate, cleanDistractors, type QuestionCandidate } from './candidates.ts';
import { capitalize, containsWord, contentWords, singular, stripEnd } from './text.ts';
import type { SourceRef } from './validate.ts';
import { hyponyms, meronyms, nameOf, nounSenses, type Synset, synset, tagCount } from './wordnet.ts';

/*
 * WordNet → candidates, for a topic noun with hyponyms ("kinds of") or meronyms ("parts of").
 * Difficulty mapping:
 * "Familiar" kinds are the better-known half of their siblings, ranked by how often WordNet's
 * sense-tagged corpus uses them (then by shorter names).
 *   easy   — "What is meant by <kind>?" for familiar direct kinds/parts of the topic; options are the
 *            glosses of its sister terms. Cards: familiar kind → gloss.
 *   medium — "Which kind of <topic> is this: <gloss>?" for familiar direct kinds/parts (distractors
 *            are sister terms), and "What is meant by" for rarer ones. Cards: gloss → familiar kind,
 *            rarer kind → gloss.
 *   hard   — the reverse question for rare kinds and one level deeper (kinds of kinds, distractors
 *            from the same parent), and "Which kind of <topic> is <kind>?" with the parent's sisters
 *            as distractors. Cards: gloss → rare or deeper kind.
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
const refOf = (s: Synset) => `WordNet 3.1 noun ${String(s.offset).padStart(8, '0')} (${nameOf(s)})`;
const explain = (sentence: string) => `WordNet: "${sentence}"`;

export function wordnetQuestionCandidates(topic: string): QuestionCandidate[] {
  const root = topicSynset(topic);
  if (!root) return [];
  const topicName = nameOf(root);
  const out: QuestionCandidate[] = [];
  for (const n of collectNodes(root)) {
    const sentence = sentenceOf(n);
    const source: SourceRef = { kind: 'wordnet', ref: refOf(n.synset), sentence };
    const keys = [`synset:${n.synset.offset}`];
    const definition = capitalize(n.definition);
    const siblingNames = n.siblings.map((s) => capitalize(nameOf(s)));
    const name = capitalize(n.name);
    if (n.depth === 1) {
      const q1 = `In WordNet, what is meant by "${n.name}"?`;
      const defs = cleanDistractors(definition, q1, [
        n.siblings.map((s) => capitalize(stripEnd(s.definition))),
      ]);
      if (defs)
        out.push({
          kind: 'wordnet-term-to-definition',
          tier: n.familiar ? 'easy' : 'medium',
          keys,
          question: q1,
          answer: definition,
          distractors: defs,
          explanation: explain(sentence),
          source,
        });
    }
    if (!containsWord(n.definition, n.name)) {
      const what = {
        part: `part of a ${n.parentName}`,
        kind: `kind of ${n.parentName}`,
        instance: n.parentName,
      }[n.relation];
      const q2 = `Which ${what} is this: "${definition}"?`;
      const names = cleanDistractors(name, q2, [siblingNames]);
      if (names) {
        out.push({
          kind: n.depth === 1 ? 'wordnet-definition-to-term' : 'wordnet-definition-to-term-deep',
          tier: n.depth === 1 && n.familiar ? 'medium' : 'hard',
          keys,
          question: q2,
          answer: name,
          distractors: names,
          explanation: explain(sentence),
          source,
        });
      }
    }
    if (n.depth === 2 && n.relation !== 'part' && n.topRelation === 'kind') {
      // "Which kind of <topic> is <name>?" — the parent, against the parent's own sisters.
      const parentSisters = hyponyms(root, '~').filter((s) => s.offset !== n.parent.offset && usable(s));
      const kindSentence = `${n.name}: ${n.definition} (a kind of ${n.parentName}).`;
      const q3 = `In WordNet, which kind of ${topicName} is "${n.name}"?`;
      const parents = cleanDistractors(capitalize(n.parentName), q3, [
        parentSisters.map((s) => capitalize(nameOf(s))),
      ]);
      if (parents) {
        out.push({
          kind: 'wordnet-kind-of',
          tier: 'hard',
          keys,
          question: q3,
          answer: capitalize(n.parentName),
          distractors: parents,
          explanation: explain(kindSentence),
          source: { kind: 'wordnet', ref: refOf(n.synset), sentence: kindSentence },
        });
      }
    }
  }
  return out;
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
    if (n.depth === 1)
      out.push({
        kind: 'wordnet-term',
        tier: n.familiar ? 'easy' : 'medium',
        keys,
        front: capitalize(n.name),
        back: definition,
        category,
        source,
      });
    if (!containsWord(n.definition, n.name)) {
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
