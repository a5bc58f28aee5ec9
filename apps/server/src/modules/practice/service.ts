import { randomUUID } from 'node:crypto';
import type {
  DeckResponse,
  DueFlashcard,
  Flashcard,
  FlashcardSchedule,
  QuizAttempt,
  QuizQuestion,
} from '@studybot/contract';
import {
  newSrsState,
  recallProbability,
  reviewSrs,
  type SrsRating,
  type SrsState,
  type StudyPack,
} from '@studybot/engines';
import {
  type CardRecall,
  difficultyOf,
  type EvidenceItem,
  isObjectiveId,
  objectiveForTopic,
} from '@studybot/engines/analytics';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FlashcardRow } from '../../platform/db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { LibraryService } from '../library/service.ts';
import { PracticeRepo } from './repo.ts';

export const CARD_NOT_FOUND = 'Flashcard not found';
export const CARD_JUST_REVIEWED = 'This card was reviewed a moment ago; show it again to review it';
export const QUIZ_NOT_FOUND = 'Quiz not found';
export const DECK_NOT_FOUND = 'Flashcard set not found';

function srsOf(row: FlashcardRow): SrsState {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as SrsState['state'],
    lastReview: row.last_review,
  };
}

function srsColumns(s: SrsState) {
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.lastReview,
  };
}

/** One thing a student showed they know (or not), e.g. a lesson test passed for one objective. */
export interface Evidence {
  /** The learning objective's id (decision 0015). */
  topic: string;
  kind: string;
  is_correct: boolean;
  ref: string;
  /** −1 easy … +1 hard, when known. */
  difficulty?: number | null;
}

/** FSRS difficulty runs 1–10; the mastery model's item difficulty runs −1…+1. */
const cardDifficulty = (fsrsDifficulty: number) => Math.max(-1, Math.min(1, (fsrsDifficulty - 5.5) / 4.5));

/** Flashcard reviews (spaced repetition), quiz attempts, and the learning evidence they leave. */
export class PracticeService {
  readonly #repo: PracticeRepo;

  constructor(
    db: Db,
    private readonly projects: LibraryService,
    private readonly packs: () => readonly StudyPack[],
  ) {
    this.#repo = new PracticeRepo(db);
  }

  /** The learning objective a quiz or set of cards on `topic` practises. */
  objectiveFor(topic: string): string {
    return objectiveForTopic(this.packs(), topic);
  }

  /** Stores a generated set's cards on `topic` for review, due now; returns them with their ids. */
  async addCards(
    userId: string,
    projectId: string,
    topic: string,
    cards: Omit<Flashcard, 'id'>[],
  ): Promise<Flashcard[]> {
    const now = new Date();
    const objective = this.objectiveFor(topic);
    const rows = cards.map((card, position) => ({
      id: randomUUID(),
      user_id: userId,
      project_id: projectId,
      position,
      front: card.front,
      back: card.back,
      category: card.category ?? null,
      objective_id: objective,
      created_at: now.toISOString(),
      ...srsColumns(newSrsState(now)),
    }));
    await this.#repo.insertCards(rows);
    return cards.map((card, i) => ({ ...card, id: rows[i]!.id }));
  }

  /** Records evidence that other modules observe (lesson tests), all at one moment. */
  async recordEvidence(userId: string, entries: Evidence[]): Promise<void> {
    const now = nowIso();
    await this.#repo.insertEvidence(
      entries.map((entry) => ({ id: randomUUID(), user_id: userId, ...entry, created_at: now })),
    );
  }

  async review(
    userId: string,
    cardId: string,
    rating: SrsRating,
    now = new Date(),
  ): Promise<FlashcardSchedule> {
    const row = await this.#repo.findCard(userId, cardId);
    if (!row) throw notFound(CARD_NOT_FOUND);
    const next = reviewSrs(srsOf(row), rating, now);
    const recorded = await this.#repo.recordReview(row, srsColumns(next), {
      id: randomUUID(),
      user_id: userId,
      topic: row.objective_id ?? this.objectiveFor(row.category ?? row.front),
      kind: 'flashcard',
      is_correct: rating !== 'again',
      ref: row.project_id,
      difficulty: row.state === 'new' ? 0 : cardDifficulty(row.difficulty),
      created_at: now.toISOString(),
    });
    if (!recorded) throw conflict(CARD_JUST_REVIEWED);
    // A deck is completed once every card in it has been reviewed.
    if (row.state === 'new' && (await this.#repo.countNew(userId, row.project_id)) === 0)
      await this.projects.complete(userId, row.project_id);
    return {
      card_id: cardId,
      due: next.due,
      state: next.state,
      stability: next.stability,
      difficulty: next.difficulty,
      reps: next.reps,
      lapses: next.lapses,
    };
  }

  async due(userId: string, limit: number, now = new Date()): Promise<DueFlashcard[]> {
    const rows = await this.#repo.dueCards(userId, now.toISOString(), limit);
    return rows.map((r) => ({
      id: r.id,
      project_id: r.project_id,
      front_text: r.front,
      back_text: r.back,
      due_date: r.due,
    }));
  }

  /**
   * Scores an attempt against the stored quiz (never the client's word), saves it and records
   * one piece of evidence per question. A timed-out question (null) counts as wrong.
   */
  async saveAttempt(userId: string, projectId: string, answers: (number | null)[]): Promise<QuizAttempt> {
    const project = await this.projects.get(userId, projectId).catch((error) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound(QUIZ_NOT_FOUND) : error;
    });
    const questions = (project.output_data as { questions?: QuizQuestion[] } | null)?.questions;
    if (project.type !== 'quiz' || !questions) throw notFound(QUIZ_NOT_FOUND);
    if (answers.length !== questions.length) {
      throw badRequest(`Expected ${questions.length} answers, one per question; got ${answers.length}`);
    }
    const correct = questions.map((q, i) => answers[i] === q.correct_answer);
    const total = questions.length;
    const score = correct.filter(Boolean).length;
    const createdAt = nowIso();
    const id = randomUUID();
    const topic = this.objectiveFor(String(project.metadata.prompt ?? project.title));
    const difficulty = difficultyOf(String(project.metadata.difficulty ?? ''));
    await this.#repo.insertAttempt(
      {
        id,
        user_id: userId,
        project_id: projectId,
        answers: toJson(answers),
        correct_count: score,
        total,
        created_at: createdAt,
      },
      correct.map((isCorrect, i) => ({
        id: randomUUID(),
        user_id: userId,
        topic,
        kind: 'quiz',
        is_correct: isCorrect,
        ref: `${projectId}#${i}`,
        difficulty,
        created_at: createdAt,
      })),
    );
    await this.projects.complete(userId, projectId);
    return {
      id,
      project_id: projectId,
      correct: score,
      total,
      percent: Math.round((score / total) * 100),
      created_at: createdAt,
    };
  }

  /** Everything a student has shown, as the mastery model reads it (of one objective, if given). */
  async evidence(userId: string, objective?: string): Promise<EvidenceItem[]> {
    const rows = await this.#repo.evidence(userId, objective);
    // Evidence from before objectives named its topic in words; read it as the objective now.
    const legacy = new Map<string, string>();
    const objectiveOf = (topic: string) => {
      if (isObjectiveId(topic)) return topic;
      if (!legacy.has(topic)) legacy.set(topic, this.objectiveFor(topic));
      return legacy.get(topic)!;
    };
    return rows.map((r) => ({
      objective: objectiveOf(r.topic),
      correct: r.is_correct,
      at: Date.parse(r.created_at),
      difficulty: r.difficulty ?? 0,
    }));
  }

  /** How likely each reviewed card is recalled now, by objective (cards made before analytics are left out). */
  async recalls(userId: string, now = new Date(), objective?: string): Promise<CardRecall[]> {
    const rows = await this.#repo.reviewedCards(userId, objective);
    return rows.flatMap((row) =>
      row.objective_id
        ? [{ objective: row.objective_id, retrievability: recallProbability(srsOf(row), now) }]
        : [],
    );
  }

  /** A saved deck's cards in order; someone else's deck, or not a deck, is not found. */
  async deck(userId: string, projectId: string): Promise<DeckResponse> {
    const rows = await this.#repo.deck(userId, projectId);
    if (rows.length === 0) throw notFound(DECK_NOT_FOUND);
    return {
      project_id: projectId,
      cards: rows.map((r) => ({
        id: r.id,
        front: r.front,
        back: r.back,
        ...(r.category ? { category: r.category } : {}),
        due: r.due,
      })),
    };
  }

  /** The student's cards on an objective (a drill asks them as questions). */
  cardsFor(userId: string, objective: string): Promise<{ front: string; back: string }[]> {
    return this.#repo.cardsFor(userId, objective);
  }

  dueDates(userId: string): Promise<string[]> {
    return this.#repo.dueDates(userId);
  }

  dueCount(userId: string, now = new Date()): Promise<number> {
    return this.#repo.countDue(userId, now.toISOString());
  }
}
