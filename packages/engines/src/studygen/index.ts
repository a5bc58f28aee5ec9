export type { Difficulty } from './candidates.ts';
export { findPackDiagram, type PackDiagramEntry, reversedName } from './diagram-data.ts';
export { type ConceptFocus, conceptFocus, type WordnetConcepts, wordnetConcepts } from './from-wordnet.ts';
export {
  type FlashcardResult,
  type GenerateInput,
  type GenerationSource,
  generateFlashcards,
  generateQuiz,
  MAX_COUNT,
  type QuizResult,
} from './generate.ts';
export { type ParsedSentence, parseSentences } from './nlp.ts';
export { notesTopic } from './notes-topic.ts';
export * from './pack.ts';
export { clearStudyPackCache, DEFAULT_PACKS_DIR, loadStudyPacks, StudyPackError } from './packs.ts';
export { type PackPart, routeTopic } from './routing.ts';
export {
  type Flashcard,
  type FlashcardLike,
  flashcardProblems,
  NotEnoughMaterialError,
  type QuizQuestion,
  type QuizQuestionLike,
  quizProblems,
  type SourceKind,
  type SourceRef,
} from './validate.ts';
