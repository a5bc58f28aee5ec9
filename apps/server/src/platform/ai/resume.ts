import { z } from 'zod';
import { askForObject } from './ask.ts';
import { inventedNumbers } from './grounding.ts';
import type { LlmProvider } from './provider.ts';

const LlmLetter = z.object({ cover_letter: z.string() });

/** What a cover letter may say: the resume, the posting, and the engine's letter built from them. */
export interface CoverLetterFacts {
  resume: string;
  posting: string;
  draft: string;
}

const MAX_LETTER_CHARS = 4000;

/** The engine's letter in the model's words; the facts stay the resume's. */
export async function llmCoverLetter(provider: LlmProvider, facts: CoverLetterFacts): Promise<string> {
  const object = await askForObject(provider, {
    schema: LlmLetter,
    schemaName: 'cover_letter',
    system:
      'You rewrite a student’s draft cover letter so it reads naturally, in plain text with blank lines between ' +
      'paragraphs, 200 to 350 words, starting "Dear Hiring Manager," and ending with the sign-off and name of the ' +
      'draft. Use only facts from the draft and the resume: no new employers, skills, achievements, dates or ' +
      'numbers, and do not claim anything the resume does not show.',
    prompt: [`Resume:\n${facts.resume}`, `Job posting:\n${facts.posting}`, `Draft letter:\n${facts.draft}`],
  });
  return object.cover_letter.trim();
}

/** Why a model's letter cannot be shown: empty, far too long, or a number not in the resume or posting. */
export function coverLetterProblems(text: string, facts: CoverLetterFacts): string[] {
  const problems: string[] = [];
  if (text.trim().length < 200) problems.push('shorter than 200 characters');
  if (text.length > MAX_LETTER_CHARS) problems.push(`longer than ${MAX_LETTER_CHARS} characters`);
  const invented = inventedNumbers(text, [facts.resume, facts.posting, facts.draft]);
  if (invented.length > 0) problems.push(`numbers not in the resume or posting: ${invented.join(', ')}`);
  return problems;
}
