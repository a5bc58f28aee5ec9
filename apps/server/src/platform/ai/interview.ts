import { z } from 'zod';
import { askForObject } from './ask.ts';
import { inventedNumbers } from './grounding.ts';
import type { LlmProvider } from './provider.ts';

const LlmFeedback = z.object({ feedback_md: z.string() });

/** What the engine found about one answer: the model may phrase it, never change or add to it. */
export interface FeedbackFacts {
  question: string;
  answer: string;
  summary_md: string;
  strengths: string[];
  improvements: string[];
}

/** Coaching feedback in the model's words, from the engine's findings only (the scores are the engine's). */
export async function llmInterviewFeedback(provider: LlmProvider, facts: FeedbackFacts): Promise<string> {
  const object = await askForObject(provider, {
    schema: LlmFeedback,
    schemaName: 'interview_feedback',
    system:
      'You are an interview coach writing feedback on one answer for a student, in Markdown, 3 to 5 sentences, ' +
      'warm and direct, addressed to the student. Use only the findings given: do not add strengths, problems, ' +
      'scores or numbers of your own, and do not invent details of the answer.',
    prompt: [
      `Question: ${facts.question}`,
      `Answer: ${facts.answer}`,
      `Findings: ${facts.summary_md}`,
      `Strengths: ${facts.strengths.join(' | ') || 'none'}`,
      `To improve: ${facts.improvements.join(' | ') || 'none'}`,
    ],
  });
  return object.feedback_md.trim();
}

/** Why a phrasing cannot be shown: empty, too long, or a number that is not in the findings or the answer. */
export function feedbackProblems(text: string, facts: FeedbackFacts): string[] {
  const problems: string[] = [];
  if (text.length === 0) problems.push('empty');
  if (text.length > 2000) problems.push('longer than 2000 characters');
  const invented = inventedNumbers(text, [
    facts.summary_md,
    facts.answer,
    ...facts.strengths,
    ...facts.improvements,
  ]);
  if (invented.length > 0) problems.push(`numbers not in the findings: ${invented.join(', ')}`);
  return problems;
}
