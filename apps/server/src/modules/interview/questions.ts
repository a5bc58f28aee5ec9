import { randomInt } from 'node:crypto';
import type { InterviewDifficulty, InterviewFocusArea, InterviewSessionType } from '@studybot/contract';
import type { BankQuestion } from '@studybot/engines/interview';
import type { StoredInterviewQuestion } from '../../platform/db/schema.ts';

const NEAR: Record<InterviewDifficulty, InterviewDifficulty[]> = {
  easy: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
};

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function storedQuestion(q: BankQuestion): StoredInterviewQuestion {
  return {
    question: {
      id: q.id,
      category: q.category,
      difficulty: q.difficulty,
      focus_area: q.focus_area,
      question_text: q.question,
      expected_topics: q.expected_topics.map((t) => t.topic),
    },
    scoring: {
      question: q.question,
      focus_area: q.focus_area,
      difficulty: q.difficulty,
      expected_topics: q.expected_topics,
      outline: q.outline,
      ...(q.star ? { star: q.star } : {}),
    },
  };
}

/**
 * `count` questions of the session's type, taking the focus areas in turn, at the chosen
 * difficulty first (then the nearest), questions not asked in the student's recent interviews
 * before ones that were.
 */
export function pickQuestions(
  bank: readonly BankQuestion[],
  options: {
    session_type: InterviewSessionType;
    difficulty: InterviewDifficulty;
    focus_areas: readonly InterviewFocusArea[];
    count: number;
    recent: ReadonlySet<string>;
  },
): StoredInterviewQuestion[] {
  const queues = options.focus_areas.map((area) => {
    const pool = bank.filter((q) => q.session_type === options.session_type && q.focus_area === area);
    return NEAR[options.difficulty].flatMap((difficulty) => {
      const level = shuffled(pool.filter((q) => q.difficulty === difficulty));
      return [
        ...level.filter((q) => !options.recent.has(q.id)),
        ...level.filter((q) => options.recent.has(q.id)),
      ];
    });
  });
  const picked: BankQuestion[] = [];
  for (let round = 0; picked.length < options.count && queues.some((q) => q.length > 0); round += 1) {
    const queue = queues[round % queues.length]!;
    const next = queue.shift();
    if (next) picked.push(next);
  }
  return picked.map(storedQuestion);
}
