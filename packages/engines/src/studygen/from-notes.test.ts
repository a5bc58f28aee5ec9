import { describe, expect, it } from 'vitest';
import { notesCardCandidates, notesQuestionCandidates } from './from-notes.ts';
import { analyseNotes } from './notes.ts';
import { startsWithVowelSound } from './quality/grammar.ts';

const NOTES = `Atoms and Rocks

An atom is the smallest particle of an element that can take part in a chemical reaction.
It has a tiny nucleus surrounded by electrons. Its nucleus holds protons and neutrons.
A proton has a charge of +1. A neutron has no charge. An electron has a charge of -1.
An isotope is a form of an element with a different number of neutrons. This isotope is radioactive.
Completing the square rewrites x^2 + bx + c in the form (x + p)^2 + q.
Weathering breaks exposed rock into fragments. Limestone becomes marble, and shale becomes slate.
Sandstone, shale and limestone are common sedimentary rocks. Magma cools to form igneous rock.
The European empires clashed over colonies in Africa and Asia. The great powers built heavy battleships.`;

const material = analyseNotes(NOTES);
const questions = notesQuestionCandidates(material, 'notes');
const cards = notesCardCandidates(material, 'notes');
const clozes = questions.filter((q) => q.kind.startsWith('notes-cloze'));
const options = (q: (typeof questions)[number]) => q.distractors.flat();

describe('notes cloze items', () => {
  it('make no item from a sentence that leans on an earlier one', () => {
    const texts = [...questions.map((q) => q.question), ...cards.map((c) => c.front)];
    for (const opening of ['It has', 'Its ', 'This '])
      expect(texts.some((t) => t.includes(`"${opening}`) || t.startsWith(opening))).toBe(false);
  });

  it('never blank part of a formula', () => {
    for (const text of [...clozes.map((q) => q.question), ...cards.map((c) => c.front)])
      expect(text).not.toMatch(/\^___|___\^|[+(]\s*___|___\s*[+)]/);
  });

  it('offer only options that fit "a ___" or "an ___"', () => {
    const withArticle = clozes.filter((q) => /\b(a|an) ___/i.test(q.question));
    expect(withArticle.length).toBeGreaterThan(0);
    for (const q of withArticle) {
      const an = /\ban ___/i.test(q.question);
      for (const o of [q.answer, ...options(q)]) expect(startsWithVowelSound(o), o).toBe(an);
    }
  });

  it('offer options with the capital and the number of the answer, none of them a broader or narrower term', () => {
    for (const q of clozes) {
      const capital = /^\p{Lu}/u.test(q.answer);
      for (const o of options(q)) expect(/^\p{Lu}/u.test(o), `${o} beside ${q.answer}`).toBe(capital);
    }
    const limestone = clozes.find((q) => q.answer === 'limestone');
    if (limestone) expect(options(limestone)).not.toContain('rock');
  });

  it('word the stems in more than one way', () => {
    const stems = new Set(clozes.map((q) => q.question.split(':')[0]));
    expect(stems.size).toBeGreaterThan(1);
  });
});
