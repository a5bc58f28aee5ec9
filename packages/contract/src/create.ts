import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './common.ts';

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;

/** Choices the Create Hub offers (spec part 1 §9); the API accepts any count in range. */
export const QUIZ_QUESTION_CHOICES = [5, 10, 15, 20] as const;
export const FLASHCARD_COUNT_CHOICES = [5, 10, 15, 20, 25] as const;
export const MIN_QUIZ_QUESTIONS = 5;
export const MAX_QUIZ_QUESTIONS = 20;
export const MIN_FLASHCARDS = 5;
export const MAX_FLASHCARDS = 25;
/** Longest study notes accepted as a source, in characters. */
export const MAX_SOURCE_TEXT = 100_000;

const Topic = z.string().trim().max(200, 'Topic must be at most 200 characters').optional();
const Title = z.string().trim().max(200, 'Title must be at most 200 characters').optional();

/** Where generated material came from, so a student can check it. */
export const SourceRef = z.object({
  /** 'pack' (an authored study pack), 'notes' (the student's own text) or 'wordnet'. */
  kind: z.enum(['pack', 'notes', 'wordnet']),
  /** Pack id, library project id, or WordNet synset. */
  ref: z.string(),
  /** The sentence that supports the answer. */
  sentence: z.string(),
});
export type SourceRef = z.infer<typeof SourceRef>;

const GenerateFromSource = {
  difficulty: Difficulty.default('medium'),
  title: Title,
  /** Generate from these notes instead of the built-in study packs. */
  source_text: z
    .string()
    .max(MAX_SOURCE_TEXT, `Notes must be at most ${MAX_SOURCE_TEXT} characters`)
    .optional(),
  /** Generate from the text of one of the student's library items. */
  project_id: z.string().max(64).optional(),
};

/** Notes given as text or as a library item. */
const hasNotes = (request: { source_text?: string; project_id?: string }) =>
  Boolean(request.source_text?.trim() || request.project_id);

/** A topic, or notes to name the set from (spec part 1 §5 asks for a topic; notes stand in for one). */
const TOPIC_OR_NOTES = {
  check: (request: { topic?: string; source_text?: string; project_id?: string }) =>
    Boolean(request.topic) || hasNotes(request),
  params: { message: 'Topic is required (or attach notes)', path: ['topic'] },
};

export const GenerateQuizRequest = z
  .object({
    /** Optional when notes are attached: the set is then named from the notes. */
    topic: Topic,
    num_questions: z.number().int().min(MIN_QUIZ_QUESTIONS).max(MAX_QUIZ_QUESTIONS).default(5),
    ...GenerateFromSource,
  })
  .refine(TOPIC_OR_NOTES.check, TOPIC_OR_NOTES.params);
export type GenerateQuizRequest = z.infer<typeof GenerateQuizRequest>;

export const QuizQuestion = z.object({
  question: z.string(),
  options: z.array(z.string()).length(4),
  correct_answer: z.number().int().min(0).max(3),
  explanation: z.string(),
  source: SourceRef.optional(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const GenerateQuizResponse = z.object({
  project_id: z.string(),
  title: z.string(),
  questions: z.array(QuizQuestion),
  /** What produced the quiz, e.g. "local:studypack", "local:notes", "llm:gpt-4o-mini". */
  source: z.string(),
  /** Why the configured LLM's answer was not used, when it was not. */
  notice: z.string().optional(),
});
export type GenerateQuizResponse = z.infer<typeof GenerateQuizResponse>;

export const GenerateFlashcardsRequest = z
  .object({
    /** Optional when notes are attached: the set is then named from the notes. */
    topic: Topic,
    num_cards: z.number().int().min(MIN_FLASHCARDS).max(MAX_FLASHCARDS).default(10),
    ...GenerateFromSource,
  })
  .refine(TOPIC_OR_NOTES.check, TOPIC_OR_NOTES.params);
export type GenerateFlashcardsRequest = z.infer<typeof GenerateFlashcardsRequest>;

export const Flashcard = z.object({
  /** Stable id for spaced-repetition reviews. */
  id: z.string(),
  front: z.string(),
  back: z.string(),
  category: z.string().optional(),
  source: SourceRef.optional(),
});
export type Flashcard = z.infer<typeof Flashcard>;

export const GenerateFlashcardsResponse = z.object({
  project_id: z.string(),
  title: z.string(),
  cards: z.array(Flashcard),
  source: z.string(),
  notice: z.string().optional(),
});
export type GenerateFlashcardsResponse = z.infer<typeof GenerateFlashcardsResponse>;

export const GenerateImageRequest = z.object({
  prompt: z.string().trim().min(1, 'Prompt is required').max(500, 'Prompt must be at most 500 characters'),
  title: Title,
});
export type GenerateImageRequest = z.input<typeof GenerateImageRequest>;

export const GenerateImageResponse = z.object({
  project_id: z.string(),
  title: z.string(),
  output_url: z.string(),
  /** The same picture as SVG, when the local renderer drew it. */
  svg_url: z.string().optional(),
  /** e.g. "local:plot", "local:concept-map", "local:timeline", "llm:gpt-image-1". */
  source: z.string(),
  /** Why the configured image model's answer was not used, when it was not. */
  notice: z.string().optional(),
});
export type GenerateImageResponse = z.infer<typeof GenerateImageResponse>;

/** Largest notes file accepted by POST /api/notes/extract. */
export const MAX_NOTES_FILE_BYTES = MAX_UPLOAD_BYTES;

/** POST /api/notes/extract (multipart field `file`: PDF, DOCX or TXT). */
export const ExtractNotesResponse = z.object({
  file_name: z.string(),
  text: z.string(),
  word_count: z.number().int(),
});
export type ExtractNotesResponse = z.infer<typeof ExtractNotesResponse>;
