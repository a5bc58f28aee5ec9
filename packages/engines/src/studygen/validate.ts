import { containsText, norm } from './text.ts';

export type SourceKind = 'pack' | 'notes' | 'wordnet';

/** Where a question or card came from: `sentence` is the cited sentence that supports the answer. */
export interface SourceRef {
  kind: SourceKind;
  ref: string;
  sentence: string;
}

export interface QuizQuestion {
  question: string;
  /** Exactly four options. */
  options: string[];
  /** Index of the correct option, 0..3. */
  correct_answer: number;
  explanation: string;
  source: SourceRef;
}

export interface Flashcard {
  front: string;
  back: string;
  category?: string;
  source: SourceRef;
}

/** The shape `quizProblems` accepts: local output, or an LLM's output (which may lack `source`). */
export interface QuizQuestionLike {
  question: string;
  options: string[];
  correct_answer: number;
  explanation?: string | null;
  source?: SourceRef;
}

export interface FlashcardLike {
  front: string;
  back: string;
  category?: string | null;
  source?: SourceRef;
}

export type GenerationKind = 'questions' | 'cards';

/**
 * Thrown when the material for a topic or notes is not enough for the requested count. `available`
 * is how many could be made; the message is meant for the student (the server sends it as the detail).
 */
export class NotEnoughMaterialError extends Error {
  override readonly name = 'NotEnoughMaterialError';
  constructor(
    readonly topic: string,
    readonly requested: number,
    readonly available: number,
    readonly what: GenerationKind = 'questions',
  ) {
    super(notEnoughMessage(topic, available, what));
  }
}

function notEnoughMessage(topic: string, available: number, what: GenerationKind): string {
  const t = topic.trim() || 'this topic';
  if (available <= 0) {
    return `There is no material to make ${what} on "${t}". Try a related topic, or add your notes.`;
  }
  const noun = available === 1 ? what.slice(0, -1) : what;
  return `There is only enough material for ${available} ${noun} on "${t}". Ask for ${available} or fewer, or add your notes.`;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * Everything wrong with a quiz; an empty array means it is valid. Used as the final check of the
 * local generator and to validate LLM output. Checks on `source` apply when a question has one.
 */
export function quizProblems(questions: readonly QuizQuestionLike[], count: number): string[] {
  const problems: string[] = [];
  if (!Array.isArray(questions)) return ['questions is not a list'];
  if (questions.length !== count) problems.push(`expected ${count} questions, got ${questions.length}`);
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const at = `question ${i + 1}`;
    if (!q || typeof q !== 'object') {
      problems.push(`${at}: not an object`);
      return;
    }
    if (!isText(q.question)) problems.push(`${at}: empty question text`);
    else {
      const key = norm(q.question);
      if (seen.has(key)) problems.push(`${at}: duplicate question`);
      seen.add(key);
    }
    const options = Array.isArray(q.options) ? q.options : [];
    if (options.length !== 4) problems.push(`${at}: expected 4 options, got ${options.length}`);
    if (!options.every(isText)) problems.push(`${at}: empty option`);
    else if (new Set(options.map(norm)).size !== options.length)
      problems.push(`${at}: options are not distinct`);
    const correct = q.correct_answer;
    if (!Number.isInteger(correct) || correct < 0 || correct > 3 || correct >= options.length) {
      problems.push(`${at}: correct_answer ${String(correct)} is not an option index 0..3`);
    }
    if (!isText(q.explanation)) problems.push(`${at}: empty explanation`);
    if (q.source !== undefined) {
      const { sentence } = q.source;
      if (!isText(sentence)) problems.push(`${at}: empty source sentence`);
      else {
        const answer = options[correct];
        if (typeof answer === 'string' && !containsText(sentence, answer)) {
          problems.push(`${at}: the cited sentence does not contain the correct answer "${answer}"`);
        }
        if (isText(q.explanation) && !containsText(q.explanation, sentence)) {
          problems.push(`${at}: the explanation does not quote the cited sentence`);
        }
      }
      if (!isText(q.source.ref)) problems.push(`${at}: empty source ref`);
    }
  });
  return problems;
}

/** Everything wrong with a flashcard set; an empty array means it is valid. */
export function flashcardProblems(cards: readonly FlashcardLike[], count: number): string[] {
  const problems: string[] = [];
  if (!Array.isArray(cards)) return ['cards is not a list'];
  if (cards.length !== count) problems.push(`expected ${count} cards, got ${cards.length}`);
  const seen = new Set<string>();
  cards.forEach((c, i) => {
    const at = `card ${i + 1}`;
    if (!c || typeof c !== 'object') {
      problems.push(`${at}: not an object`);
      return;
    }
    if (!isText(c.front)) problems.push(`${at}: empty front`);
    else {
      const key = norm(c.front);
      if (seen.has(key)) problems.push(`${at}: duplicate front`);
      seen.add(key);
    }
    if (!isText(c.back)) problems.push(`${at}: empty back`);
    if (c.category !== undefined && c.category !== null && !isText(c.category)) {
      problems.push(`${at}: empty category`);
    }
    if (c.source !== undefined && !isText(c.source.sentence)) problems.push(`${at}: empty source sentence`);
  });
  return problems;
}
