import {
  BOOTCAMP_PLAN_PRICES,
  BOOTCAMP_WEEKS,
  type BootcampAccess,
  type BootcampProgress,
  type BootcampPurchasePlan,
  type BootcampQuiz,
  type BootcampQuizResult,
  bootcampGrade,
  type CheckoutSessionResponse,
  type CreateCheckoutSessionRequest,
  LESSON_LOCKED,
  type Lesson,
  type LessonContent,
  type LessonProgress,
  type LessonSummary,
  type User,
} from '@studybot/contract';
import { difficultyOf, lessonForQuizTopic } from '@studybot/engines/analytics';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { entitlements } from '../../platform/plans/entitlements.ts';
import type { PracticeService } from '../practice/service.ts';
import type { Curriculum } from './curriculum.ts';
import { BootcampRepo } from './repo.ts';

const NO_PROGRESS: LessonProgress = {
  last_code: null,
  last_run_output: null,
  last_test_results: null,
  completed: false,
  completed_at: null,
  updated_at: null,
};

export interface ProgressUpdate {
  last_code?: string;
  last_run_output?: string;
  last_test_results?: LessonProgress['last_test_results'];
  completed?: boolean;
}

/** What the bootcamp needs of billing, which owns purchases and passes (decision 0012). */
export interface BootcampBilling {
  createCheckout(user: User, input: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse>;
  activePasses(userId: string): Promise<{ plan: string; expires_at: string | null }[]>;
}

/**
 * The bootcamp: which weeks a student may open (their plan, or a pass they bought), lessons with their
 * saved progress, and the weekly quizzes, graded here.
 */
export class BootcampService {
  readonly #repo: BootcampRepo;

  constructor(
    db: Db,
    private readonly curriculum: () => Curriculum,
    private readonly billing: BootcampBilling,
    private readonly practice: Pick<PracticeService, 'recordEvidence'>,
  ) {
    this.#repo = new BootcampRepo(db);
  }

  async access(user: User): Promise<BootcampAccess> {
    const { weeks, expiresAt } = await this.#weeksOpen(user);
    const completed = await this.#completedIds(user.id);
    const open = this.curriculum().lessons.filter((l) => l.week <= weeks);
    const current =
      open.find((l) => !completed.has(l.id))?.week ?? Math.max(1, Math.min(weeks, BOOTCAMP_WEEKS));
    return { has_access: weeks > 0, current_week: current, weeks_unlocked: weeks, expires_at: expiresAt };
  }

  async lessons(user: User): Promise<LessonSummary[]> {
    const { weeks } = await this.#weeksOpen(user);
    const completed = await this.#completedIds(user.id);
    return this.curriculum().lessons.map((l) => summaryOf(l, l.week <= weeks, completed.has(l.id)));
  }

  async lesson(user: User, lessonId: string): Promise<Lesson> {
    const { content, open } = await this.#openLesson(user, lessonId);
    const progress = await this.#progress(user.id, lessonId);
    if (!open) throw lockedError(content);
    return {
      ...summaryOf(content, true, progress.completed),
      objectives: content.objectives,
      plan: content.plan,
      explanation_md: content.explanation_md,
      annotated_code: content.annotated_code,
      final_code: content.final_code,
      starter_template: content.starter_template,
      exercises: content.exercises,
      progress,
    };
  }

  /** The lesson as authored (with its tests); 404 when unknown, 403 when locked. */
  async lessonContent(user: User, lessonId: string): Promise<LessonContent> {
    const { content, open } = await this.#openLesson(user, lessonId);
    if (!open) throw lockedError(content);
    return content;
  }

  async saveProgress(user: User, lessonId: string, update: ProgressUpdate): Promise<LessonProgress> {
    await this.lessonContent(user, lessonId);
    const now = nowIso();
    const before = await this.#progress(user.id, lessonId);
    // Completion is kept once reached: saving code later does not undo it.
    const completed = before.completed || update.completed === true;
    const row = {
      last_code: update.last_code ?? before.last_code,
      last_run_output: update.last_run_output ?? before.last_run_output,
      last_test_results: toJson(update.last_test_results ?? before.last_test_results),
      completed,
      completed_at: before.completed_at ?? (completed ? now : null),
      updated_at: now,
    };
    await this.#repo.saveProgress(user.id, lessonId, row);
    return this.#progress(user.id, lessonId);
  }

  async progress(user: User): Promise<BootcampProgress> {
    const ids = new Set(this.curriculum().lessons.map((l) => l.id));
    const completed = [...(await this.#completedIds(user.id))].filter((id) => ids.has(id)).sort();
    const total = ids.size;
    return {
      progress: {
        progress_percentage: total === 0 ? 0 : Math.round((completed.length / total) * 100),
        completed_count: completed.length,
        total_lessons: total,
        completed_lessons: completed,
      },
    };
  }

  /** A door into billing's checkout for the plan's catalogue item; the student comes back to /bootcamp. */
  purchase(user: User, plan: BootcampPurchasePlan): Promise<CheckoutSessionResponse> {
    return this.billing.createCheckout(user, {
      price_id: BOOTCAMP_PLAN_PRICES[plan],
      success_url: '/bootcamp?paid=1',
      cancel_url: '/bootcamp',
    });
  }

  /** The quiz of the week the lesson belongs to. */
  async quiz(user: User, lessonId: string): Promise<BootcampQuiz> {
    const content = await this.lessonContent(user, lessonId);
    const quiz = this.curriculum().quizzes.get(content.week);
    if (!quiz) throw notFound(`Week ${content.week} has no quiz yet`);
    return quiz;
  }

  async gradeQuiz(user: User, lessonId: string, answers: (number | null)[]): Promise<BootcampQuizResult> {
    const quiz = await this.quiz(user, lessonId);
    if (answers.length !== quiz.questions.length)
      throw badRequest(`Send one answer for each of the ${quiz.questions.length} questions (null for none)`);
    const correct = quiz.questions.filter((q, i) => answers[i] === q.correct_answer).length;
    const score = Math.round((correct / quiz.questions.length) * 100);
    const attempt = {
      id: crypto.randomUUID(),
      user_id: user.id,
      week: quiz.week,
      answers: toJson(answers),
      correct_count: correct,
      total: quiz.questions.length,
      score,
      grade: bootcampGrade(score),
      created_at: nowIso(),
    };
    await this.#repo.addQuizAttempt(attempt);
    // Each question is evidence for the lesson of the week that teaches its topic.
    const lessons = this.curriculum().lessons.filter((l) => l.week === quiz.week);
    await this.practice.recordEvidence(
      user.id,
      quiz.questions.map((q, i) => ({
        topic: `py:${lessonForQuizTopic(lessons, q.topic)?.id ?? lessonId}`,
        kind: 'bootcamp_quiz',
        is_correct: answers[i] === q.correct_answer,
        ref: `${attempt.id}#${q.id}`,
        difficulty: difficultyOf(q.difficulty),
      })),
    );
    return {
      attempt_id: attempt.id,
      week: quiz.week,
      score,
      correct_count: correct,
      total: attempt.total,
      grade: attempt.grade,
    };
  }

  async #openLesson(user: User, lessonId: string): Promise<{ content: LessonContent; open: boolean }> {
    const content = this.curriculum().lessons.find((l) => l.id === lessonId);
    if (!content) throw notFound('Lesson not found');
    const { weeks } = await this.#weeksOpen(user);
    return { content, open: content.week <= weeks };
  }

  async #weeksOpen(user: User): Promise<{ weeks: number; expiresAt: string | null }> {
    const byPlan = entitlements(user).bootcampWeeksOpen;
    const passes = await this.billing.activePasses(user.id);
    if (passes.length === 0) return { weeks: byPlan, expiresAt: null };
    const lifetime = passes.some((p) => p.expires_at === null);
    const expiresAt =
      lifetime || byPlan >= BOOTCAMP_WEEKS
        ? null
        : passes
            .map((p) => p.expires_at!)
            .sort()
            .at(-1)!;
    return { weeks: BOOTCAMP_WEEKS, expiresAt };
  }

  async #completedIds(userId: string): Promise<Set<string>> {
    return new Set(await this.#repo.completedLessonIds(userId));
  }

  async #progress(userId: string, lessonId: string): Promise<LessonProgress> {
    return (await this.#repo.findProgress(userId, lessonId)) ?? NO_PROGRESS;
  }
}

function summaryOf(l: LessonContent, open: boolean, completed: boolean): LessonSummary {
  return {
    id: l.id,
    title: l.title,
    week: l.week,
    order: l.order,
    difficulty: l.difficulty,
    tags: l.tags,
    locked: !open,
    accessible: open,
    completed,
  };
}

function lockedError(l: LessonContent): HttpError {
  return new HttpError(
    403,
    LESSON_LOCKED,
    {},
    {
      lesson: { ...summaryOf(l, false, false), plan: l.plan, explanation_md: l.explanation_md },
    },
  );
}
