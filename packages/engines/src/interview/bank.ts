import { readdirSync, readFileSync } from 'node:fs';
import { InterviewDifficulty, InterviewFocusArea, InterviewSessionType } from '@studybot/contract';
import { z } from 'zod';

/** The interview question bank (issue 17), authored in `content/interview/<session_type>.json`. */

/** A topic a good answer covers, with other words that count as covering it. */
export const ExpectedTopic = z.object({
  topic: z.string().min(2).max(60),
  synonyms: z.array(z.string().min(2).max(60)).max(12),
});
export type ExpectedTopic = z.infer<typeof ExpectedTopic>;

export const BankQuestion = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z]{3}-[emh]-\d{2}$/),
    session_type: InterviewSessionType,
    focus_area: InterviewFocusArea,
    difficulty: InterviewDifficulty,
    /** e.g. 'Teamwork', 'Graphs', 'Caching', 'Metrics'. */
    category: z.string().min(3).max(40),
    question: z.string().min(20).max(400),
    expected_topics: z.array(ExpectedTopic).min(3).max(8),
    /** The points a strong answer makes, in order. */
    outline: z.array(z.string().min(5).max(200)).min(3).max(8),
    /** Behavioral questions: what each STAR part of a good answer should hold. */
    star: z
      .object({
        situation: z.string().min(5).max(200),
        task: z.string().min(5).max(200),
        action: z.string().min(5).max(200),
        result: z.string().min(5).max(200),
      })
      .optional(),
  })
  .refine((q) => (q.focus_area === 'behavioral') === (q.star !== undefined), {
    message: 'behavioral questions have STAR parts, and only they do',
  });
export type BankQuestion = z.infer<typeof BankQuestion>;

const BankFile = z.object({ session_type: InterviewSessionType, questions: z.array(BankQuestion) });

export const DEFAULT_BANK_DIR = new URL('../../../../content/interview/', import.meta.url);

/** Every question in the bank; throws naming the file and field of the first bad entry. */
export function loadQuestionBank(dir: URL = DEFAULT_BANK_DIR): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = BankFile.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/interview/${file}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    if (parsed.data.questions.some((q) => q.session_type !== parsed.data.session_type))
      throw new Error(`content/interview/${file}: every question must be ${parsed.data.session_type}`);
    out.push(...parsed.data.questions);
  }
  return out;
}
