import type { Flashcard } from '@studybot/contract';
import { z } from 'zod';
import { askForObject, materialLines, type StudySetInput } from './ask.ts';
import { groundingProblems } from './grounding.ts';
import type { LlmProvider } from './provider.ts';

const LlmCards = z.object({
  cards: z.array(
    z.object({
      front: z.string(),
      back: z.string(),
      category: z.string().optional(),
      source_sentence: z.string(),
    }),
  ),
});

export type GeneratedCard = Omit<Flashcard, 'id'>;

/** Asks the LLM for flashcards built only from the given material. */
export async function llmFlashcards(provider: LlmProvider, input: StudySetInput): Promise<GeneratedCard[]> {
  const object = await askForObject(provider, {
    schema: LlmCards,
    schemaName: 'flashcards',
    system:
      'You write study flashcards for students aged 13 and over. Use ONLY the material given; never add ' +
      'facts of your own. front is a term or a short question, back the answer in a few words taken from ' +
      'the material. source_sentence is copied word for word from the material and contains the back.',
    prompt: [
      `Topic: ${input.topic}`,
      `Difficulty: ${input.difficulty}`,
      `Write exactly ${input.count} cards, no two with the same front.`,
      ...materialLines(input),
    ],
  });
  return object.cards.map((c) => ({
    front: c.front,
    back: c.back,
    ...(c.category ? { category: c.category } : {}),
    source: { kind: input.sourceKind, ref: input.sourceRef, sentence: c.source_sentence },
  }));
}

export function cardGroundingProblems(cards: GeneratedCard[], context: readonly string[]): string[] {
  return cards.flatMap((c, i) =>
    groundingProblems(c.source?.sentence ?? '', c.back, context).map((p) => `card ${i + 1} ${p}`),
  );
}
