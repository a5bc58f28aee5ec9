import { randomUUID } from 'node:crypto';
import {
  BADGE_DIMENSION_THRESHOLD,
  BADGE_INFO,
  BADGE_KEYS,
  BADGE_OVERALL_THRESHOLD,
  type Badge,
  type BadgeKey,
  INTERVIEW_MESSAGES,
  type InterviewAnswerRequest,
  type InterviewConfig,
  type InterviewFeatures,
  type InterviewFeedback,
  type InterviewReport,
  type InterviewScores,
  type InterviewSession,
  STREAK_SESSIONS,
  STREAK_THRESHOLD,
  type TranscriptionResponse,
  type User,
} from '@studybot/contract';
import type { BankQuestion } from '@studybot/engines/interview';
import {
  classifyQuestion,
  interviewReportPdf,
  reportInsights,
  scoreAnswer,
} from '@studybot/engines/interview';
import { feedbackProblems, llmInterviewFeedback } from '../../platform/ai/interview.ts';
import type { LlmProvider, TranscriptionProvider } from '../../platform/ai/provider.ts';
import { runTask, type TaskLogger } from '../../platform/ai/run-task.ts';
import { transcribe } from '../../platform/ai/transcribe.ts';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { StoredInterviewQuestion } from '../../platform/db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';
import { entitlements, hasFeature, requireEntitlement } from '../../platform/plans/entitlements.ts';
import { pickQuestions } from './questions.ts';
import { InterviewRepo } from './repo.ts';

type SessionRow = NonNullable<Awaited<ReturnType<InterviewRepo['findSession']>>>;
type AnswerRow = Awaited<ReturnType<InterviewRepo['answers']>>[number];

const DIMENSION_BADGES: [keyof InterviewScores, BadgeKey][] = [
  ['communication', 'great_communicator'],
  ['technical_knowledge', 'technical_expert'],
  ['problem_solving', 'problem_solver'],
  ['confidence', 'confident_speaker'],
];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A letter for a mean overall score out of 10: A from 9, B 8, C 7, D 6, else F. */
export function interviewGrade(overall: number): string {
  if (overall >= 9) return 'A';
  if (overall >= 8) return 'B';
  if (overall >= 7) return 'C';
  if (overall >= 6) return 'D';
  return 'F';
}

/** What the plan allows in interviews (DESIGN.md §6; admins everything). */
export function interviewFeatures(user: User, serverTranscription = false): InterviewFeatures {
  return {
    audio_enabled: hasFeature(user, 'interview_audio'),
    video_enabled: hasFeature(user, 'interview_video'),
    pdf_download: hasFeature(user, 'interview_pdf_download'),
    followup_coaching: hasFeature(user, 'interview_followup_coaching'),
    unlimited_questions: hasFeature(user, 'interview_unlimited_questions'),
    max_questions: entitlements(user).interviewQuestionsPerSession,
    server_transcription: serverTranscription && hasFeature(user, 'interview_audio'),
  };
}

function badge(key: BadgeKey, earnedAt: string | null): Badge {
  return { key, ...BADGE_INFO[key], earned_at: earnedAt };
}

/**
 * The interview simulator (issue 17): questions from the bank (or the student's own), answers
 * scored by the engine with feedback that quotes the answer, badges, and a report with a PDF.
 */
export class InterviewService {
  readonly #repo: InterviewRepo;

  constructor(
    db: Db,
    private readonly bank: () => readonly BankQuestion[],
    /** Speech-to-text for recorded answers, when configured. */
    private readonly transcriber: TranscriptionProvider | null = null,
    /** Phrases the feedback when configured; the scores and findings are always the engine's. */
    private readonly llm: LlmProvider | null = null,
  ) {
    this.#repo = new InterviewRepo(db);
  }

  features(user: User): InterviewFeatures {
    return interviewFeatures(user, this.transcriber !== null);
  }

  /** What the student said in a recorded answer (audio plans only). */
  async transcribe(user: User, audio: UploadedFile, log: TaskLogger): Promise<TranscriptionResponse> {
    requireEntitlement(user, 'interview_audio');
    const { transcriber } = this;
    if (!transcriber) throw conflict(INTERVIEW_MESSAGES.transcriptionOff);
    try {
      return { text: await transcribe(transcriber, audio.bytes), source: transcriber.label };
    } catch (error) {
      log.warn({ err: error }, 'speech-to-text failed');
      throw new HttpError(502, INTERVIEW_MESSAGES.transcriptionFailed);
    }
  }

  async start(user: User, config: InterviewConfig & { focus_areas: string[] }): Promise<InterviewSession> {
    const features = this.features(user);
    const questions: StoredInterviewQuestion[] = config.custom_questions
      ? config.custom_questions
          .slice(0, features.max_questions)
          .map((text, i) => customQuestion(text, i, config))
      : pickQuestions(this.bank(), {
          ...(config as Required<Omit<InterviewConfig, 'custom_questions'>>),
          count: features.max_questions,
          recent: await this.#repo.recentQuestionIds(user.id, 5),
        });
    const row = {
      id: randomUUID(),
      user_id: user.id,
      session_type: config.session_type!,
      difficulty: config.difficulty!,
      focus_areas: toJson(config.focus_areas),
      time_limit_minutes: config.time_limit_minutes!,
      interview_questions: toJson(questions),
      status: 'active',
      created_at: nowIso(),
    };
    await this.#repo.insertSession(row);
    return this.#view(
      user,
      {
        ...row,
        focus_areas: config.focus_areas,
        interview_questions: questions,
        current_index: 0,
        overall: null,
        finished_at: null,
      },
      [],
    );
  }

  async session(user: User, sessionId: string): Promise<InterviewSession> {
    const row = await this.#session(user, sessionId);
    return this.#view(user, row, await this.#repo.answers(row.id));
  }

  async answer(
    user: User,
    request: InterviewAnswerRequest & { answer_type: string },
    log: TaskLogger,
  ): Promise<InterviewFeedback> {
    const row = await this.#session(user, request.session_id);
    if (row.status !== 'active') throw conflict(INTERVIEW_MESSAGES.finished);
    if (request.answer_type === 'audio') requireEntitlement(user, 'interview_audio');
    if (request.answer_type === 'video') requireEntitlement(user, 'interview_video');
    const current = row.interview_questions[row.current_index];
    if (!current || current.question.id !== request.question_id)
      throw badRequest(INTERVIEW_MESSAGES.questionNotCurrent);
    const scored = scoreAnswer(
      current.scoring,
      request.answer_text,
      request.duration_sec ? { durationSec: request.duration_sec } : undefined,
    );
    const facts = {
      question: current.question.question_text,
      answer: request.answer_text,
      summary_md: scored.feedback_md,
      strengths: scored.strengths.map((p) => p.message),
      improvements: scored.improvements.map((p) => p.message),
    };
    const { llm } = this;
    const phrased = await runTask(
      {
        name: 'interview_feedback',
        llm: llm
          ? async () => ({ value: await llmInterviewFeedback(llm, facts), source: llm.label })
          : undefined,
        validate: (text) => feedbackProblems(text, facts),
        local: () => ({ value: scored.feedback_md, source: 'local:interview' }),
      },
      log,
    );
    const now = nowIso();
    const feedback: InterviewFeedback = {
      question_id: current.question.id,
      scores: scored.scores,
      feedback_md: phrased.value,
      strengths: scored.strengths,
      improvements: scored.improvements,
      suggested_rewrite: scored.suggested_rewrite,
      followup: hasFeature(user, 'interview_followup_coaching') ? scored.followups : [],
      badges_awarded: [],
      source: phrased.source,
    };
    const stored = await this.#repo.insertAnswer({
      id: randomUUID(),
      session_id: row.id,
      question_id: current.question.id,
      position: row.current_index,
      answer_text: request.answer_text,
      answer_type: request.answer_type,
      feedback: toJson(feedback),
      created_at: now,
    });
    if (!stored) throw conflict(INTERVIEW_MESSAGES.alreadyAnswered);
    const earned = [
      ...DIMENSION_BADGES.filter(([dimension]) => scored.scores[dimension] > BADGE_DIMENSION_THRESHOLD).map(
        ([, key]) => key,
      ),
      ...(scored.scores.overall > BADGE_OVERALL_THRESHOLD ? (['interview_champion'] as const) : []),
    ];
    const awarded = await this.#repo.award(user.id, earned, now);
    return { ...feedback, badges_awarded: awarded.map((key) => badge(key as BadgeKey, now)) };
  }

  /** The next question once the current one is answered; null after the last (the page then asks for the report). */
  async next(user: User, sessionId: string): Promise<InterviewSession> {
    const row = await this.#session(user, sessionId);
    if (row.status !== 'active') throw conflict(INTERVIEW_MESSAGES.finished);
    const answers = await this.#repo.answers(row.id);
    const current = row.interview_questions[row.current_index];
    if (current && !answers.some((a) => a.question_id === current.question.id))
      throw badRequest(INTERVIEW_MESSAGES.questionNotCurrent);
    if (row.current_index < row.interview_questions.length)
      await this.#repo.advance(row.id, row.current_index);
    return this.session(user, sessionId);
  }

  /** Ends the interview; Streak Master is checked against the student's last five finished interviews. */
  async finish(user: User, sessionId: string): Promise<InterviewReport> {
    const row = await this.#session(user, sessionId);
    const answers = await this.#repo.answers(row.id);
    if (row.status === 'active') {
      const now = nowIso();
      await this.#repo.finish(row.id, answers.length > 0 ? meanScores(answers).overall : null, now);
      const latest = await this.#repo.latestFinished(user.id, STREAK_SESSIONS);
      if (latest.length === STREAK_SESSIONS && latest.every((o) => o !== null && o > STREAK_THRESHOLD))
        await this.#repo.award(user.id, ['streak_master'], now);
    }
    return this.report(user, sessionId);
  }

  async report(user: User, sessionId: string): Promise<InterviewReport> {
    const row = await this.#session(user, sessionId);
    const answers = await this.#repo.answers(row.id);
    const scores = meanScores(answers);
    return {
      session_id: row.id,
      total_questions: answers.length,
      scores,
      report: {
        overall_grade: answers.length > 0 ? interviewGrade(scores.overall) : 'N/A',
        key_insights: reportInsights(answers.map((a) => a.feedback)),
      },
      pdf_available: answers.length > 0,
    };
  }

  /** The report as a PDF (plan-gated): interview_report_{session_id}.pdf. */
  async reportPdf(user: User, sessionId: string): Promise<{ bytes: Buffer; filename: string }> {
    requireEntitlement(user, 'interview_pdf_download');
    const row = await this.#session(user, sessionId);
    const answers = await this.#repo.answers(row.id);
    if (answers.length === 0) throw badRequest(INTERVIEW_MESSAGES.noAnswers);
    const report = await this.report(user, sessionId);
    const bytes = await interviewReportPdf({
      title: `Mock interview: ${row.session_type.replaceAll('_', ' ')} (${row.difficulty})`,
      date: row.created_at.slice(0, 10),
      student: user.username,
      report,
      items: answers.map((a) => ({
        question:
          row.interview_questions.find((q) => q.question.id === a.question_id)?.question.question_text ?? '',
        answer: a.answer_text,
        feedback: a.feedback,
      })),
    });
    return { bytes, filename: `interview_report_${row.id}.pdf` };
  }

  async badges(user: User): Promise<{ badges: Badge[] }> {
    const owned = new Map((await this.#repo.badges(user.id)).map((b) => [b.badge, b.earned_at]));
    return { badges: BADGE_KEYS.map((key) => badge(key, owned.get(key) ?? null)) };
  }

  async #session(user: User, sessionId: string): Promise<SessionRow> {
    const row = await this.#repo.findSession(user.id, sessionId);
    if (!row) throw notFound(INTERVIEW_MESSAGES.sessionNotFound);
    return row;
  }

  #view(user: User, row: SessionRow, answers: AnswerRow[]): InterviewSession {
    const current = row.status === 'active' ? row.interview_questions[row.current_index] : undefined;
    const answered = current && answers.some((a) => a.question_id === current.question.id);
    return {
      session_id: row.id,
      session_info: {
        type: row.session_type as InterviewSession['session_info']['type'],
        difficulty: row.difficulty as InterviewSession['session_info']['difficulty'],
        focus_areas: row.focus_areas as InterviewSession['session_info']['focus_areas'],
      },
      question: current && !answered ? current.question : null,
      question_number: Math.min(row.current_index + 1, row.interview_questions.length),
      max_questions: row.interview_questions.length,
      time_limit_minutes: row.time_limit_minutes,
      features: this.features(user),
      previous: answers.map((a) => ({
        question: row.interview_questions.find((q) => q.question.id === a.question_id)!.question,
        answer_text: a.answer_text,
        feedback: a.feedback,
      })),
      status: row.status as InterviewSession['status'],
      created_at: row.created_at,
    };
  }
}

function meanScores(answers: readonly AnswerRow[]): InterviewScores {
  const keys = ['overall', 'communication', 'technical_knowledge', 'problem_solving', 'confidence'] as const;
  const out = {} as InterviewScores;
  for (const key of keys)
    out[key] =
      answers.length === 0
        ? 0
        : round1(answers.reduce((s, a) => s + a.feedback.scores[key], 0) / answers.length);
  return out;
}

/** A student's own question, classified by the engine so it is scored like a bank question. */
function customQuestion(text: string, index: number, config: InterviewConfig): StoredInterviewQuestion {
  const classified = classifyQuestion(text.trim());
  const difficulty = config.difficulty ?? 'medium';
  return {
    question: {
      id: `custom-${index + 1}`,
      category: classified.category,
      difficulty,
      focus_area: classified.focus_area,
      question_text: text.trim(),
      expected_topics: classified.expected_topics.map((t) => t.topic),
    },
    scoring: {
      question: text.trim(),
      focus_area: classified.focus_area,
      difficulty,
      expected_topics: classified.expected_topics,
      outline: [],
    },
  };
}
