import type { RewriteType } from '@studybot/contract';
import { z } from 'zod';
import { askForObject } from './ask.ts';
import type { LlmProvider } from './provider.ts';

const LlmRewrite = z.object({ rewritten_text: z.string() });

const INSTRUCTIONS: Record<RewriteType, string> = {
  paraphrase:
    'Paraphrase the text: new wording and sentence structure, the same meaning, the same length roughly.',
  formal:
    'Rewrite the text in a formal academic register: no contractions, no slang, no second person where avoidable.',
};

/**
 * Asks the model to rewrite a student's text. Names, numbers, quotations, citations and negations
 * must survive; the caller checks that before using the answer.
 */
export async function llmRewrite(provider: LlmProvider, text: string, type: RewriteType): Promise<string> {
  const object = await askForObject(provider, {
    schema: LlmRewrite,
    schemaName: 'rewrite',
    system:
      'You rewrite passages of school writing. Keep every fact: names, numbers, quotations, citations in ' +
      'parentheses and negations stay exactly as they are. Add nothing new. Answer with the rewritten text only.',
    prompt: [INSTRUCTIONS[type], 'Text:', text],
  });
  return object.rewritten_text.trim();
}
