import type { Difficulty } from '@studybot/contract';
import type { z } from 'zod';
import type { LlmProvider } from './provider.ts';

/** What a quiz or flashcard request gives the model: the task and the material to use. */
export interface StudySetInput {
  topic: string;
  difficulty: Difficulty;
  count: number;
  /** The sentences it may use and must cite (a study pack's statements or the student's notes). */
  context: string[];
  sourceKind: 'pack' | 'notes';
  sourceRef: string;
}

/** A picture shown to the model with the prompt, e.g. a photographed math problem. */
export interface PromptImage {
  data: Uint8Array;
  /** e.g. "image/png". */
  mediaType: string;
}

/**
 * One structured answer from the model, checked against `schema`. No retries and a hard
 * timeout: the local engine is the retry.
 */
export async function askForObject<S extends z.ZodType>(
  provider: LlmProvider,
  request: { schema: S; schemaName: string; system: string; prompt: string[]; images?: PromptImage[] },
): Promise<z.infer<S>> {
  const { generateObject } = await import('ai');
  const text = request.prompt.join('\n');
  const images = request.images ?? [];
  const { object } = await generateObject({
    model: provider.model,
    schema: request.schema,
    schemaName: request.schemaName,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(provider.timeoutMs),
    system: request.system,
    ...(images.length === 0
      ? { prompt: text }
      : {
          messages: [
            {
              role: 'user' as const,
              content: [
                { type: 'text' as const, text },
                ...images.map((image) => ({
                  type: 'image' as const,
                  image: image.data,
                  mediaType: image.mediaType,
                })),
              ],
            },
          ],
        }),
  });
  return object as z.infer<S>;
}

/** The material, one sentence a line, as the model is shown it. */
export function materialLines(input: StudySetInput): string[] {
  return ['Material:', ...input.context.map((sentence) => `- ${sentence}`)];
}
