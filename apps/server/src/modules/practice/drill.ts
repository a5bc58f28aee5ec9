import { randomInt, randomUUID } from 'node:crypto';
import {
  DRILL_MESSAGES,
  type Drill,
  type DrillAnswerResult,
  type LessonContent,
  type MathTaskType,
  type QuizQuestion,
  SUBSCRIPT_DIGITS,
  SUPERSCRIPT_PLAIN,
  type WeekQuizContent,
} from '@studybot/contract';
import type { StudyPack } from '@studybot/engines';
import {
  cardDrillItems,
  computeMastery,
  type DrillItem,
  type EvidenceItem,
  generateMathProblems,
  type LearningObjective,
  lessonForQuizTopic,
  packDrillItems,
  pickDrill,
  quizDrillItems,
  type Rng,
  seededRng,
} from '@studybot/engines/analytics';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PracticeDrillRow, StoredDrillQuestion } from '../../platform/db/schema.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors.ts';
import type { LibraryService } from '../library/service.ts';
import { PracticeRepo } from './repo.ts';
import type { PracticeService } from './service.ts';

export const DRILL_JUST_ANSWERED = 'Another answer to this drill arrived at the same moment; try again';

export interface DrillDeps {
  practice: PracticeService;
  projects: LibraryService;
  packs: () => readonly StudyPack[];
  curriculum: () => { lessons: readonly LessonContent[]; quizzes: ReadonlyMap<number, WeekQuizContent> };
  objective: (id: string) => LearningObjective | undefined;
  /** True when `answer` is a right final answer to the math problem (the CAS decides). */
  gradeMath: (problem: string, answer: string) => Promise<boolean>;
}

// The web typesets what it shows (apps/web/src/lib/typeset.ts: "CO₂", "x²", "SO₄²⁻"), so a student may
// type an answer the way it was shown. Subscript digits fold back to digits and a run of
// superscripts to a `^` exponent (as the math OCR's normalizeSymbols does): NFKC would fold "x²"
// into "x2", a different answer.
const SUBSCRIPT_DIGIT = /[₀-₉]/g;
const SUPERSCRIPT_RUN = new RegExp(`[${Object.keys(SUPERSCRIPT_PLAIN).join('')}]+`, 'gu');

/**
 * `text` with Unicode subscripts and superscripts written out: "CO₂" → "CO2", "x²" → "x^2",
 * "2¹⁰" → "2^(10)", "e⁽²ˣ⁾" → "e^(2x)". With `plainCharges`, a superscript run shaped like an ion's
 * charge is written without a caret instead ("SO₄²⁻" → "SO42-", the way formulas are typed).
 */
export function foldScripts(text: string, plainCharges = false): string {
  return text
    .replace(SUBSCRIPT_DIGIT, (digit) => String(SUBSCRIPT_DIGITS.indexOf(digit)))
    .replace(SUPERSCRIPT_RUN, (run) => {
      const plain = [...run].map((char) => SUPERSCRIPT_PLAIN[char]).join('');
      if (plainCharges && /^\d*[+-]$/.test(plain)) return plain;
      return plain.length === 1 || /^\([^()]*\)$/.test(plain) ? `^${plain}` : `^(${plain})`;
    });
}

/**
 * The form a typed answer is compared in: superscripts folded, case and spacing ignored, and an
 * exponent written one way ("x^{2}", "x^(2)", "x ^ 2" → "x^2"; "x^{ab}" → "x^(ab)").
 */
export function normaliseAnswer(text: string, plainCharges = false): string {
  return foldScripts(text, plainCharges)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/−/g, '-')
    .replace(/ ?\^ ?/g, '^')
    .replace(/\^\{([^{}]*)\}/g, '^($1)')
    .replace(/\^\(([+-]?\d+[+-]?|[+-]?[a-z])\)/g, '^$1');
}

/**
 * Practice drills (/practice?lo=…&n=…): questions for one learning objective from its material,
 * graded here; each answer is evidence, so the objective's mastery moves as the student works.
 */
export class DrillService {
  readonly #repo: PracticeRepo;

  constructor(
    db: Db,
    private readonly deps: DrillDeps,
  ) {
    this.#repo = new PracticeRepo(db);
  }

  async start(userId: string, objectiveId: string, n: number): Promise<Drill> {
    const objective = this.deps.objective(objectiveId);
    if (!objective) throw notFound(DRILL_MESSAGES.unknownObjective);
    const seed = randomInt(2 ** 31);
    const items = pickDrill(
      await this.#material(userId, objective, n, seededRng(seed)),
      n,
      seededRng(seed + 1),
    );
    if (items.length === 0) throw unprocessable(DRILL_MESSAGES.noMaterial);
    const questions: StoredDrillQuestion[] = items.map((item, i) => ({
      question: {
        id: `q${i + 1}`,
        kind: item.kind,
        prompt: item.prompt,
        ...(item.latex ? { latex: item.latex } : {}),
        ...(item.options ? { options: item.options } : {}),
        source: item.source,
      },
      answer: item.answer,
      expected: item.expected,
      ...(item.explanation ? { explanation: item.explanation } : {}),
      difficulty: item.difficulty,
    }));
    const row = {
      id: randomUUID(),
      user_id: userId,
      objective_id: objective.id,
      start_mastery: await this.#score(userId, objective.id),
      questions: toJson(questions),
      results: toJson({}),
      created_at: nowIso(),
    };
    await this.#repo.insertDrill(row);
    return this.#view({ ...row, questions, results: {}, answered: 0 }, objective);
  }

  async get(userId: string, drillId: string): Promise<Drill> {
    const row = await this.#find(userId, drillId);
    const objective = this.deps.objective(row.objective_id);
    if (!objective) throw notFound(DRILL_MESSAGES.unknownObjective);
    return this.#view(row, objective);
  }

  async answer(
    userId: string,
    drillId: string,
    questionId: string,
    answer: number | string,
  ): Promise<DrillAnswerResult> {
    const row = await this.#find(userId, drillId);
    const stored = row.questions.find((q) => q.question.id === questionId);
    if (!stored) throw notFound(DRILL_MESSAGES.questionNotFound);
    if (row.results[questionId]) throw conflict(DRILL_MESSAGES.alreadyAnswered);
    const correct = await this.#grade(stored, answer);
    const now = new Date();
    const evidence = {
      id: randomUUID(),
      user_id: userId,
      topic: row.objective_id,
      kind: 'drill',
      is_correct: correct,
      ref: `${drillId}#${questionId}`,
      difficulty: stored.difficulty ?? 0,
      created_at: now.toISOString(),
    };
    const result: DrillAnswerResult = {
      question_id: questionId,
      correct,
      expected: stored.expected,
      ...(stored.explanation ? { explanation: stored.explanation } : {}),
      // The mastery once this answer counts, kept with the result so a resumed drill shows it.
      mastery_score: await this.#score(userId, row.objective_id, now, {
        objective: row.objective_id,
        correct,
        at: now.getTime(),
        difficulty: evidence.difficulty,
      }),
    };
    const recorded = await this.#repo.recordDrillAnswer(
      row,
      { ...row.results, [questionId]: result },
      evidence,
    );
    if (!recorded) throw conflict(DRILL_JUST_ANSWERED);
    return result;
  }

  async #find(userId: string, drillId: string): Promise<PracticeDrillRow> {
    const row = await this.#repo.findDrill(userId, drillId);
    if (!row) throw notFound(DRILL_MESSAGES.drillNotFound);
    return row;
  }

  async #grade(stored: StoredDrillQuestion, answer: number | string): Promise<boolean> {
    if (stored.question.kind === 'choice') {
      if (typeof answer !== 'number')
        throw badRequest('Answer a multiple-choice question with the option number');
      if (answer >= (stored.question.options?.length ?? 0)) throw badRequest('There is no such option');
      return answer === stored.answer;
    }
    if (typeof answer !== 'string') throw badRequest('Type the answer to this question');
    const expected = normaliseAnswer(String(stored.answer));
    if (normaliseAnswer(answer) === expected || normaliseAnswer(answer, true) === expected) return true;
    // The CAS reads carets, not superscripts: "2¹⁰" goes to it as "2^(10)".
    return this.deps.gradeMath(stored.question.prompt, foldScripts(answer));
  }

  /** The objective's mastery at `now`, counting one more answer if given. */
  async #score(userId: string, objective: string, now = new Date(), extra?: EvidenceItem): Promise<number> {
    const [evidence, recalls] = await Promise.all([
      this.deps.practice.evidence(userId, objective),
      this.deps.practice.recalls(userId, now, objective),
    ]);
    if (extra) evidence.push(extra);
    return computeMastery(evidence, now.getTime(), recalls)[0]?.score ?? 0;
  }

  #view(row: PracticeDrillRow, objective: LearningObjective): Drill {
    return {
      id: row.id,
      objective: { id: objective.id, title: objective.title, mastery_score: row.start_mastery },
      questions: row.questions.map((q) => q.question),
      results: row.results,
      created_at: row.created_at,
    };
  }

  /** Everything that could be asked for the objective (more than n when there is more). */
  async #material(userId: string, objective: LearningObjective, n: number, rng: Rng): Promise<DrillItem[]> {
    const [kind, key] = [
      objective.id.slice(0, objective.id.indexOf(':')),
      objective.id.slice(objective.id.indexOf(':') + 1),
    ];
    const own = await this.#ownMaterial(userId, objective.id, rng);
    if (kind === 'pack') {
      const pack = this.deps.packs().find((p) => p.id === key);
      return [...own, ...(pack ? packDrillItems(pack, rng) : [])];
    }
    if (kind === 'py') {
      const { lessons, quizzes } = this.deps.curriculum();
      const lesson = lessons.find((l) => l.id === key);
      const quiz = lesson && quizzes.get(lesson.week);
      if (!lesson || !quiz) return own;
      const weekLessons = lessons.filter((l) => l.week === lesson.week);
      const mine = quiz.questions.filter((q) => lessonForQuizTopic(weekLessons, q.topic)?.id === lesson.id);
      return quizDrillItems(mine, `Week ${lesson.week} quiz`, rng);
    }
    if (kind === 'math') {
      return generateMathProblems(key as MathTaskType, n, randomInt(2 ** 31)).map((p) => ({
        kind: 'typed',
        prompt: p.text,
        latex: p.latex,
        answer: p.answer,
        expected: p.answer,
        difficulty: 0,
        source: 'New problem, checked by the math engine',
      }));
    }
    return own;
  }

  /** The student's own saved quizzes and flashcards on the objective. */
  async #ownMaterial(userId: string, objective: string, rng: Rng): Promise<DrillItem[]> {
    const [quizzes, cards] = await Promise.all([
      this.deps.projects.list(userId, { type: 'quiz', limit: 100, offset: 0 }),
      this.deps.practice.cardsFor(userId, objective),
    ]);
    const questions = quizzes
      .filter((p) => this.deps.practice.objectiveFor(String(p.metadata.prompt ?? p.title)) === objective)
      .flatMap((p) => (p.output_data as { questions?: QuizQuestion[] } | null)?.questions ?? []);
    return [
      ...quizDrillItems(questions, 'Your quizzes', rng),
      ...cardDrillItems(cards, 'Your flashcards', rng),
    ];
  }
}
