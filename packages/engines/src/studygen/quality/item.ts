import type { Flashcard, QuizQuestion, SourceRef } from '../validate.ts';
import { BLANK } from './grammar.ts';

/** A generated quiz question or flashcard, as the generators return it. */
export type GeneratedItem = QuizQuestion | Flashcard;

/** One item seen the same way whatever it is: what is asked, the answer, the wrong options, the source. */
export interface ItemView {
  type: 'question' | 'card';
  /** The question text or the card front. */
  prompt: string;
  /**
   * Text shown as one sentence or one definition: the quoted passage of a question, and a card's
   * front and back unless the front is a question (then the back is an answer statement).
   */
  passages: string[];
  /** The passage with the blank, when the item is a cloze. */
  cloze?: string;
  /** The quoted term a question asks about ("What is meant by "ice"?"). */
  term?: string;
  answer: string;
  distractors: string[];
  /** What kind of answer a card asks for ("Year", "Name", …). */
  category?: string;
  source?: SourceRef;
}

const PASSAGE_AFTER_COLON = /:\s*["“](.+)["”]\??\s*$/su;
const QUOTED_AT_END = /["“]([^"“”]+)["”]\??\s*$/u;
const isQuestion = (text: string) => /\?\s*$/.test(text);

export const isQuizQuestion = (item: GeneratedItem): item is QuizQuestion => 'options' in item;

export function viewOf(item: GeneratedItem): ItemView {
  return isQuizQuestion(item) ? questionView(item) : cardView(item);
}

function questionView(q: QuizQuestion): ItemView {
  const passage = PASSAGE_AFTER_COLON.exec(q.question)?.[1];
  const quoted = passage ? undefined : QUOTED_AT_END.exec(q.question)?.[1];
  const passages = passage ? [passage] : [];
  return {
    type: 'question',
    prompt: q.question,
    passages,
    cloze: passages.find((p) => p.includes(BLANK)),
    term: quoted,
    answer: q.options[q.correct_answer] ?? '',
    distractors: q.options.filter((_, i) => i !== q.correct_answer),
    source: q.source,
  };
}

function cardView(c: Flashcard): ItemView {
  const passages = isQuestion(c.front) ? [] : [c.front, c.back];
  return {
    type: 'card',
    prompt: c.front,
    passages,
    cloze: c.front.includes(BLANK) ? c.front : undefined,
    answer: c.back,
    distractors: [],
    category: c.category,
    source: c.source,
  };
}
