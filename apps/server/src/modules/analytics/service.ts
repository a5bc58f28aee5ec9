import {
  ANALYTICS_MESSAGES,
  type AnalyticsHistory,
  type AnalyticsProgress,
  DAY_MS,
  type DueFlashcardsResponse,
  type Insights,
  MAX_PLAN_DAYS,
  type MasteryStat,
  type StudyPlan,
  type StudyPlanRequest,
  type User,
  type UserProfile,
} from '@studybot/contract';
import {
  buildInsights,
  computeMastery,
  customObjective,
  type LearningObjective,
  masteryHistory,
  type ObjectiveMastery,
  planStudy,
  progressInsights,
} from '@studybot/engines/analytics';
import { assessmentProblems, llmAssessment } from '../../platform/ai/assessment.ts';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import { runTask, type TaskLogger } from '../../platform/ai/run-task.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { LibraryService } from '../library/service.ts';
import type { PracticeService } from '../practice/service.ts';
import { AnalyticsRepo } from './repo.ts';

const utcDate = (d: Date) => d.toISOString().slice(0, 10);

export const NOT_YOUR_ANALYTICS = 'You can only see your own learning analytics';
export const USER_NOT_FOUND = 'User not found';

export interface AnalyticsDeps {
  practice: PracticeService;
  auth: AuthService;
  projects: LibraryService;
  /** Every learning objective the content defines, by id. */
  objectives: () => ReadonlyMap<string, LearningObjective>;
  /** Phrases the dashboard's assessment when configured; the facts are always computed here. */
  llm: LlmProvider | null;
}

/** A `topic:` objective is named after the student's own topic, from its slug. */
const titleOfSlug = (id: string) => {
  const words = id.slice(id.indexOf(':') + 1).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Learning analytics (issue 16): mastery per objective from the student's evidence, due cards,
 * insights and the dashboard summary. Every figure is computed from recorded activity.
 */
export class AnalyticsService {
  readonly #repo: AnalyticsRepo;

  constructor(
    db: Db,
    private readonly deps: AnalyticsDeps,
  ) {
    this.#repo = new AnalyticsRepo(db);
  }

  objective(id: string): LearningObjective {
    return this.deps.objectives().get(id) ?? customObjective(id, titleOfSlug(id));
  }

  /** Owner or admin only; an admin asking about someone who does not exist gets 404. */
  async #subject(viewer: User, userId: string): Promise<User> {
    if (viewer.id === userId) return viewer;
    if (!viewer.is_admin) throw forbidden(NOT_YOUR_ANALYTICS);
    const user = await this.deps.auth.getUser(userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  async #mastery(userId: string, now: Date): Promise<ObjectiveMastery[]> {
    const [evidence, recalls] = await Promise.all([
      this.deps.practice.evidence(userId),
      this.deps.practice.recalls(userId, now),
    ]);
    return computeMastery(evidence, now.getTime(), recalls);
  }

  #stat(m: ObjectiveMastery): MasteryStat {
    const o = this.objective(m.objective);
    return {
      learning_objective_id: m.objective,
      title: o.title,
      area: o.area,
      mastery_score: m.score,
      mastery_level: m.level,
      total_responses: m.responses,
      correct_responses: m.correct,
      days_since_activity: m.daysSince,
      confidence: m.confidence,
      last_activity: new Date(m.lastAt).toISOString(),
    };
  }

  /** Mastery of every objective the student has evidence for, weakest first. */
  async mastery(viewer: User, userId: string, now = new Date()): Promise<{ stats: MasteryStat[] }> {
    const user = await this.#subject(viewer, userId);
    return { stats: (await this.#mastery(user.id, now)).map((m) => this.#stat(m)) };
  }

  async dueFlashcards(
    viewer: User,
    userId: string,
    limit: number,
    now = new Date(),
  ): Promise<DueFlashcardsResponse> {
    const user = await this.#subject(viewer, userId);
    const [due, total] = await Promise.all([
      this.deps.practice.due(user.id, limit, now),
      this.deps.practice.dueCount(user.id, now),
    ]);
    return {
      due_flashcards: due.map(({ id, project_id, front_text, due_date }) => ({
        id,
        project_id,
        front_text,
        due_date,
      })),
      total_due: total,
    };
  }

  async profile(viewer: User, userId: string): Promise<UserProfile> {
    const user = await this.#subject(viewer, userId);
    return { id: user.id, username: user.username, insights_enabled: user.insights_enabled };
  }

  async setInsights(viewer: User, userId: string, enabled: boolean): Promise<UserProfile> {
    const user = await this.#subject(viewer, userId);
    await this.deps.auth.setInsightsEnabled(user.id, enabled);
    return { id: user.id, username: user.username, insights_enabled: enabled };
  }

  /** The streak nudge and focus list; null while the student has insights turned off. */
  async insights(viewer: User, userId: string, now = new Date()): Promise<{ insights: Insights | null }> {
    const user = await this.#subject(viewer, userId);
    if (!user.insights_enabled) return { insights: null };
    const [evidence, recalls] = await Promise.all([
      this.deps.practice.evidence(user.id),
      this.deps.practice.recalls(user.id, now),
    ]);
    const mastery = computeMastery(evidence, now.getTime(), recalls);
    return { insights: buildInsights(evidence, mastery, (id) => this.objective(id), now.getTime()) };
  }

  async history(viewer: User, userId: string, days: number, now = new Date()): Promise<AnalyticsHistory> {
    const user = await this.#subject(viewer, userId);
    const evidence = await this.deps.practice.evidence(user.id);
    return { days: masteryHistory(evidence, now.getTime(), days) };
  }

  /** The student's study plan, planned again from today's mastery and due cards; null if none. */
  async studyPlan(viewer: User, userId: string, now = new Date()): Promise<{ plan: StudyPlan | null }> {
    const user = await this.#subject(viewer, userId);
    const row = await this.#repo.findPlan(user.id);
    return { plan: row ? await this.#plan(user.id, row.exam_date, row.objective_ids, now) : null };
  }

  async setStudyPlan(
    viewer: User,
    userId: string,
    request: StudyPlanRequest,
    now = new Date(),
  ): Promise<{ plan: StudyPlan }> {
    const user = await this.#subject(viewer, userId);
    const days =
      (Date.parse(`${request.exam_date}T00:00:00Z`) - Date.parse(`${utcDate(now)}T00:00:00Z`)) / DAY_MS;
    if (!(days >= 1)) throw badRequest(ANALYTICS_MESSAGES.examInPast);
    if (days > MAX_PLAN_DAYS) throw badRequest(ANALYTICS_MESSAGES.examTooFar);
    const ids = [...new Set(request.objective_ids)];
    const practised = new Set((await this.deps.practice.evidence(user.id)).map((e) => e.objective));
    if (ids.some((id) => !this.deps.objectives().has(id) && !practised.has(id)))
      throw badRequest(ANALYTICS_MESSAGES.unknownObjective);
    await this.#repo.savePlan(user.id, request.exam_date, ids, now.toISOString());
    return { plan: await this.#plan(user.id, request.exam_date, ids, now) };
  }

  async deleteStudyPlan(viewer: User, userId: string): Promise<{ plan: null }> {
    const user = await this.#subject(viewer, userId);
    await this.#repo.deletePlan(user.id);
    return { plan: null };
  }

  async #plan(userId: string, examDate: string, ids: readonly string[], now: Date): Promise<StudyPlan> {
    const [mastery, cardDue] = await Promise.all([
      this.#mastery(userId, now),
      this.deps.practice.dueDates(userId),
    ]);
    const scores = new Map(mastery.map((m) => [m.objective, m.score]));
    const objectives = ids.map((id) => ({ id, title: this.objective(id).title, score: scores.get(id) ?? 0 }));
    return {
      exam_date: examDate,
      objectives: objectives.map((o) => ({ id: o.id, title: o.title, mastery_score: o.score })),
      days: planStudy({ objectives, cardDue, today: utcDate(now), examDate }),
    };
  }

  /** The dashboard's AI analytics block, for the signed-in student. */
  async progress(user: User, log: TaskLogger, now = new Date()): Promise<AnalyticsProgress> {
    const [evidence, recalls, dueCards, counts] = await Promise.all([
      this.deps.practice.evidence(user.id),
      this.deps.practice.recalls(user.id, now),
      this.deps.practice.dueCount(user.id, now),
      this.deps.projects.counts(user.id, now),
    ]);
    const mastery = computeMastery(evidence, now.getTime(), recalls);
    const insights = buildInsights(evidence, mastery, (id) => this.objective(id), now.getTime());
    const facts = progressInsights({
      mastery,
      objective: (id) => this.objective(id),
      dueCards,
      streak: insights.streak_days,
    });
    const { llm } = this.deps;
    // Only a student with activity has facts worth phrasing.
    const phrased = await runTask(
      {
        name: 'assessment',
        llm:
          llm && evidence.length > 0
            ? async () => ({ value: await llmAssessment(llm, facts), source: llm.label })
            : undefined,
        validate: (text) => assessmentProblems(text, facts),
        local: () => ({ value: facts.overall_assessment, source: 'local:mastery' }),
      },
      log,
    );
    return {
      ai_insights: { ...facts, overall_assessment: phrased.value },
      analytics_data: {
        quiz_performance: { total_quizzes: counts.byType.quiz ?? 0 },
        writing_quality: { total_papers: counts.byType.writing_assistant ?? 0 },
        math_performance: { total_problems: counts.byType.math_tutor ?? 0 },
      },
      source: phrased.source,
    };
  }
}
