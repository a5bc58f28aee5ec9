import type { StudyPack } from '../studygen/pack.ts';
import { difficultyOf } from './mastery.ts';

/** A drill question with what grades it (the student is sent only kind, prompt, latex, options, source). */
export interface DrillItem {
  kind: 'choice' | 'typed';
  prompt: string;
  latex?: string;
  options?: string[];
  /** choice: the right option's index; typed: a right answer, which the grader compares by meaning. */
  answer: number | string;
  /** The right answer as the student is shown it afterwards. */
  expected: string;
  explanation?: string;
  difficulty: number;
  source: string;
}

export type Rng = () => number;

/** A small seeded generator (mulberry32): drills are reproducible in tests. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A multiple-choice item: the right answer among up to three wrong ones, in a random order. */
function choice(
  prompt: string,
  right: string,
  wrong: readonly string[],
  rng: Rng,
  rest: Pick<DrillItem, 'explanation' | 'difficulty' | 'source'>,
): DrillItem | undefined {
  const others = shuffled(
    [...new Set(wrong.filter((w) => w.trim().toLowerCase() !== right.trim().toLowerCase()))],
    rng,
  ).slice(0, 3);
  if (others.length < 2) return undefined;
  const options = shuffled([right, ...others], rng);
  return { kind: 'choice', prompt, options, answer: options.indexOf(right), expected: right, ...rest };
}

/** A study pack's facts as questions, and its terms as "which term means …" questions. */
export function packDrillItems(pack: StudyPack, rng: Rng): DrillItem[] {
  const source = `Study pack: ${pack.title}`;
  const facts = pack.facts.map((f) =>
    choice(f.question, f.answer, f.distractors, rng, {
      explanation: f.statement,
      difficulty: difficultyOf(f.difficulty),
      source,
    }),
  );
  const terms = pack.terms.map((t) =>
    choice(
      `Which term matches this definition? ${t.definition}`,
      t.term,
      pack.terms.map((o) => o.term),
      rng,
      { explanation: `${t.term}: ${t.definition}`, difficulty: 0, source },
    ),
  );
  return [...facts, ...terms].filter((item): item is DrillItem => item !== undefined);
}

export interface StoredChoiceQuestion {
  question: string;
  options: readonly string[];
  correct_answer: number;
  explanation?: string;
  difficulty?: string;
}

/** Quiz questions (a bootcamp week's, or a saved quiz's), options reshuffled. */
export function quizDrillItems(
  questions: readonly StoredChoiceQuestion[],
  source: string,
  rng: Rng,
): DrillItem[] {
  return questions.flatMap((q) => {
    const right = q.options[q.correct_answer];
    if (right === undefined) return [];
    const item = choice(q.question, right, q.options, rng, {
      explanation: q.explanation,
      difficulty: difficultyOf(q.difficulty),
      source,
    });
    return item ? [item] : [];
  });
}

/** Flashcards as "which answer goes with …" questions, other cards' backs as the wrong answers. */
export function cardDrillItems(
  cards: readonly { front: string; back: string }[],
  source: string,
  rng: Rng,
): DrillItem[] {
  return cards.flatMap((card) => {
    const item = choice(
      card.front,
      card.back,
      cards.map((c) => c.back),
      rng,
      { difficulty: 0, source },
    );
    return item ? [item] : [];
  });
}

/** n items, at random, never the same prompt twice. */
export function pickDrill(items: readonly DrillItem[], n: number, rng: Rng): DrillItem[] {
  const seen = new Set<string>();
  const out: DrillItem[] = [];
  for (const item of shuffled(items, rng)) {
    if (out.length >= n) break;
    if (seen.has(item.prompt)) continue;
    seen.add(item.prompt);
    out.push(item);
  }
  return out;
}
