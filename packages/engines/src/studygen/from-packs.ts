import { type CardCandidate, cleanDistractors, type QuestionCandidate, variant } from './candidates.ts';
import type { PackFact, PackTerm, StudyPack } from './pack.ts';
import { capitalize, containsText, containsWord, norm, stripEnd } from './text.ts';
import type { SourceRef } from './validate.ts';

/*
 * Study packs → candidates. Difficulty mapping:
 *   easy   — the pack's easy facts; "What does <term> mean?" (term → definition, sibling definitions
 *            as distractors). Cards: term → definition.
 *   medium — medium facts; "Which term means: <definition>?" (definition → term, sibling terms as
 *            distractors). Cards: fact question → statement.
 *   hard   — hard facts; definition → term where every distractor is from the same category (the
 *            closest, most confusable terms). Cards: definition → term (reverse recall).
 * Each term stem has a few wordings, chosen by the term so the same pack asks the same way.
 */

const ref = (pack: StudyPack) => `${pack.subject}/${pack.id}`;
const termSentence = (t: PackTerm) => `${t.term}: ${stripEnd(t.definition)}.`;
const explain = (pack: StudyPack, sentence: string) => `From the study pack "${pack.title}": "${sentence}"`;
const termKey = (t: PackTerm) => `term:${norm(t.term)}`;
const factKey = (f: PackFact) => `fact:${norm(f.question)}`;

/** Term → definition (easy). */
const meaningQuestion = (term: string) =>
  variant(term, [
    `What does "${term}" mean?`,
    `What is the meaning of "${term}"?`,
    `How is "${term}" defined?`,
  ]);

/** Definition → term, any sibling as a distractor (medium). */
function termQuestion(term: string, definition: string): string {
  const quoted = `"${definition}"?`;
  return variant(term, [
    `Which term means: ${quoted}`,
    `What is the term for this: ${quoted}`,
    `Which term matches this definition: ${quoted}`,
  ]);
}

/** Definition → term, distractors from the same category (hard). */
function closeTermQuestion(term: PackTerm, definition: string): string {
  const kind = term.category ? ` (${term.category})` : '';
  const quoted = `"${definition}"?`;
  return variant(term.term, [
    `Which term${kind} is described here: ${quoted}`,
    `Which term${kind} fits this description: ${quoted}`,
  ]);
}

/** The candidate keys of some of a pack's facts and terms: what a part of a pack may ask about. */
export function itemKeys(items: { facts: readonly PackFact[]; terms: readonly PackTerm[] }): Set<string> {
  return new Set([...items.facts.map(factKey), ...items.terms.map(termKey)]);
}

export function packQuestionCandidates(packs: readonly StudyPack[]): QuestionCandidate[] {
  const out: QuestionCandidate[] = [];
  for (const pack of packs) {
    for (const fact of pack.facts) {
      if (!containsText(fact.statement, fact.answer)) continue; // the cited statement must support the answer
      const distractors = cleanDistractors(fact.answer, fact.question, [fact.distractors]);
      if (!distractors) continue;
      const source: SourceRef = { kind: 'pack', ref: ref(pack), sentence: fact.statement };
      out.push({
        kind: `pack-fact-${fact.difficulty}`,
        tier: fact.difficulty,
        keys: [factKey(fact)],
        question: fact.question,
        answer: fact.answer,
        distractors,
        explanation: explain(pack, fact.statement),
        source,
      });
    }
    for (const term of pack.terms) {
      const others = pack.terms.filter((t) => norm(t.term) !== norm(term.term));
      const sameCategory = others.filter((t) => term.category && t.category === term.category);
      const sentence = termSentence(term);
      const source: SourceRef = { kind: 'pack', ref: ref(pack), sentence };
      const base = { keys: [termKey(term)], explanation: explain(pack, sentence), source };
      const definition = capitalize(stripEnd(term.definition));

      // easy: term → definition
      const q1 = meaningQuestion(term.term);
      const defs = cleanDistractors(definition, q1, [
        sameCategory.map((t) => capitalize(stripEnd(t.definition))),
        others.map((t) => capitalize(stripEnd(t.definition))),
      ]);
      if (defs)
        out.push({
          ...base,
          kind: 'pack-term-to-definition',
          tier: 'easy',
          question: q1,
          answer: definition,
          distractors: defs,
        });

      // A definition that names its own term would give the answer away.
      if (containsWord(term.definition, term.term)) continue;
      const q2 = termQuestion(term.term, definition);
      // medium: definition → term, any sibling terms
      const terms = cleanDistractors(term.term, q2, [others.map((t) => t.term)]);
      if (terms)
        out.push({
          ...base,
          kind: 'pack-definition-to-term',
          tier: 'medium',
          question: q2,
          answer: term.term,
          distractors: terms,
        });
      // hard: definition → term, distractors only from the same category
      const q3 = closeTermQuestion(term, definition);
      const close = cleanDistractors(term.term, q3, [sameCategory.map((t) => t.term)]);
      if (close)
        out.push({
          ...base,
          kind: 'pack-definition-to-term-same-category',
          tier: 'hard',
          question: q3,
          answer: term.term,
          distractors: close,
        });
    }
  }
  return out;
}

export function packCardCandidates(packs: readonly StudyPack[]): CardCandidate[] {
  const out: CardCandidate[] = [];
  for (const pack of packs) {
    for (const term of pack.terms) {
      const sentence = termSentence(term);
      const source: SourceRef = { kind: 'pack', ref: ref(pack), sentence };
      const definition = capitalize(stripEnd(term.definition));
      const category = term.category ?? pack.title;
      out.push({
        kind: 'pack-term',
        tier: 'easy',
        keys: [termKey(term)],
        front: term.term,
        back: `${definition}.`,
        category,
        source,
      });
      if (!containsWord(term.definition, term.term)) {
        out.push({
          kind: 'pack-reverse-term',
          tier: 'hard',
          keys: [termKey(term)],
          front: `${definition}.`,
          back: term.term,
          category,
          source,
        });
      }
    }
    for (const fact of pack.facts) {
      const source: SourceRef = { kind: 'pack', ref: ref(pack), sentence: fact.statement };
      out.push({
        kind: `pack-fact-${fact.difficulty}`,
        // easy facts are medium cards (the easy card tier is the vocabulary), others keep their level
        tier: fact.difficulty === 'easy' ? 'medium' : fact.difficulty,
        keys: [factKey(fact)],
        front: fact.question,
        back: fact.statement,
        category: pack.title,
        source,
      });
    }
  }
  return out;
}
