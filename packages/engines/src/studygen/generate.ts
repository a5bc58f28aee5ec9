import {
  type CardCandidate,
  type Difficulty,
  drawDistractors,
  type QuestionCandidate,
} from './candidates.ts';
import { notesCardCandidates, notesQuestionCandidates } from './from-notes.ts';
import { itemKeys, packCardCandidates, packQuestionCandidates } from './from-packs.ts';
import { wordnetCardCandidates, wordnetQuestionCandidates } from './from-wordnet.ts';
import { analyseNotes } from './notes.ts';
import type { StudyPack } from './pack.ts';
import { checkItem } from './quality/check.ts';
import { createRandom, type Random, shuffle } from './random.ts';
import { type PackPart, routeTopic } from './routing.ts';
import { containsText, norm } from './text.ts';
import {
  type Flashcard,
  flashcardProblems,
  NotEnoughMaterialError,
  type QuizQuestion,
  quizProblems,
  type SourceKind,
} from './validate.ts';

export type { Difficulty } from './candidates.ts';

export interface GenerateInput {
  topic: string;
  difficulty: Difficulty;
  count: number;
  /** The student's own text: when given, it is the ONLY material used. */
  sourceText?: string;
  /** Shown as the source ref of notes questions (e.g. a file name); defaults to 'notes'. */
  sourceRef?: string;
  packs: readonly StudyPack[];
  /** Same seed, same input → same output. Defaults to Date.now(). */
  seed?: number;
}

export type GenerationSource = 'local:studypack' | 'local:notes' | 'local:wordnet';

export interface QuizResult {
  questions: QuizQuestion[];
  source: GenerationSource;
}

export interface FlashcardResult {
  cards: Flashcard[];
  source: GenerationSource;
}

export const MAX_COUNT = 100;

/*
 * Difficulty changes WHAT is asked. Each difficulty draws first from its own tier of candidates and
 * only then from the neighbouring tiers (so a small pack still fills a quiz):
 *   easy   → easy, medium, hard      easy:   term → definition recognition, easy facts, key-term cloze
 *   medium → medium, easy, hard      medium: definition → term, medium facts, year/date/name cloze
 *   hard   → hard, medium, easy      hard:   hard facts, reverse questions with same-category
 *                                            distractors, kind-of questions, cloze on rare phrases
 *                                            and numbers, "another name for"
 * The per-source details are in from-packs.ts, from-notes.ts and from-wordnet.ts.
 */
const TIER_ORDER: Record<Difficulty, Difficulty[]> = {
  easy: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
};

const SOURCE_NAME: Record<SourceKind, GenerationSource> = {
  pack: 'local:studypack',
  notes: 'local:notes',
  wordnet: 'local:wordnet',
};

function checkInput(input: GenerateInput): void {
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_COUNT) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_COUNT}`);
  }
  if (!TIER_ORDER[input.difficulty]) throw new RangeError(`difficulty must be easy, medium or hard`);
}

/** Candidates from routed packs: all of a whole pack's, only the matching part of a near pack's. */
function packMaterial<C extends { keys: string[] }>(
  parts: readonly PackPart[],
  fromPacks: (packs: StudyPack[]) => C[],
): C[] {
  return parts.flatMap((part) => {
    const candidates = fromPacks([part.pack]);
    if (part.whole) return candidates;
    const keys = itemKeys(part);
    return candidates.filter((c) => c.keys.some((k) => keys.has(k)));
  });
}

interface Material<C> {
  kind: SourceKind;
  candidates: C[];
}

/** Pick the material: the notes if given, else the packs the topic routes to, else WordNet. */
function material<C extends { keys: string[] }>(
  input: GenerateInput,
  fromNotes: (text: string, ref: string) => C[],
  fromPacks: (packs: StudyPack[]) => C[],
  fromWordnet: (topic: string) => C[],
): Material<C> {
  if (input.sourceText?.trim()) {
    return { kind: 'notes', candidates: fromNotes(input.sourceText, input.sourceRef?.trim() || 'notes') };
  }
  const parts = routeTopic(input.packs, input.topic);
  if (parts.length) return { kind: 'pack', candidates: packMaterial(parts, fromPacks) };
  return { kind: 'wordnet', candidates: fromWordnet(input.topic) };
}

/**
 * Greedy selection in tier order: shuffled within a tier, skipping a candidate whose subject (keys)
 * or text was already used. Returns every pick possible, so `.length` is what is available.
 */
function select<C extends { tier: Difficulty; keys: string[] }>(
  candidates: C[],
  difficulty: Difficulty,
  text: (c: C) => string,
  random: Random,
): C[] {
  const usedKeys = new Set<string>();
  const usedText = new Set<string>();
  const picked: C[] = [];
  for (const tier of TIER_ORDER[difficulty]) {
    for (const c of shuffle(
      candidates.filter((x) => x.tier === tier),
      random,
    )) {
      if (c.keys.some((k) => usedKeys.has(k)) || usedText.has(norm(text(c)))) continue;
      for (const k of c.keys) usedKeys.add(k);
      usedText.add(norm(text(c)));
      picked.push(c);
    }
  }
  return picked;
}

function assembleQuestion(c: QuestionCandidate, random: Random): QuizQuestion {
  const options = shuffle([c.answer, ...drawDistractors(c.distractors, random)], random);
  return {
    question: c.question,
    options,
    correct_answer: options.indexOf(c.answer),
    explanation: c.explanation,
    source: { ...c.source },
  };
}

/** Generate a multiple-choice quiz from notes, study packs or WordNet — never from invented facts. */
export function generateQuiz(input: GenerateInput): QuizResult {
  checkInput(input);
  const random = createRandom(input.seed ?? Date.now());
  const { kind, candidates } = material(
    input,
    (text, ref) => notesQuestionCandidates(analyseNotes(text), ref),
    packQuestionCandidates,
    wordnetQuestionCandidates,
  );
  // Every item is built and checked (quality/): one with a defect is left out, and only what is left
  // counts as material.
  const built = select(candidates, input.difficulty, (c) => c.question, random)
    .map((c) => ({ c, q: assembleQuestion(c, random) }))
    .filter(({ q }) => checkItem(q).length === 0);
  if (built.length < input.count) throw new NotEnoughMaterialError(input.topic, input.count, built.length);
  const picked = shuffle(built.slice(0, input.count), random);
  const chosen = picked.map(({ c }) => c);
  const questions = picked.map(({ q }) => q);
  // Final check: a bug must never ship a bad quiz.
  const problems = quizProblems(questions, input.count);
  questions.forEach((q, i) => {
    if (q.options[q.correct_answer] !== chosen[i]!.answer)
      problems.push(`question ${i + 1}: correct option is not the source answer`);
    if (!containsText(q.source.sentence, chosen[i]!.answer))
      problems.push(`question ${i + 1}: answer not in its sentence`);
  });
  if (problems.length) throw new Error(`studygen produced an invalid quiz: ${problems.join('; ')}`);
  return { questions, source: SOURCE_NAME[kind] };
}

/** Generate flashcards from notes, study packs or WordNet. */
export function generateFlashcards(input: GenerateInput): FlashcardResult {
  checkInput(input);
  const random = createRandom(input.seed ?? Date.now());
  const { kind, candidates } = material<CardCandidate>(
    input,
    (text, ref) => notesCardCandidates(analyseNotes(text), ref),
    packCardCandidates,
    wordnetCardCandidates,
  );
  const built: Flashcard[] = select(candidates, input.difficulty, (c) => c.front, random)
    .map((c) => ({
      front: c.front,
      back: c.back,
      ...(c.category ? { category: c.category } : {}),
      source: { ...c.source },
    }))
    .filter((card) => checkItem(card).length === 0);
  if (built.length < input.count) {
    throw new NotEnoughMaterialError(input.topic, input.count, built.length, 'cards');
  }
  const cards = shuffle(built.slice(0, input.count), random);
  const problems = flashcardProblems(cards, input.count);
  if (problems.length) throw new Error(`studygen produced invalid flashcards: ${problems.join('; ')}`);
  return { cards, source: SOURCE_NAME[kind] };
}
