import type {
  Difficulty,
  ExtractNotesResponse,
  GenerateFlashcardsRequest,
  GenerateFlashcardsResponse,
  GenerateImageResponse,
  GenerateQuizRequest,
  GenerateQuizResponse,
  QuizQuestion,
  QuotaKey,
  User,
} from '@studybot/contract';
import {
  type DocumentWorkers,
  flashcardProblems,
  type GenerateInput,
  generateFlashcards,
  generateQuiz,
  NotEnoughMaterialError,
  quizProblems,
  type StudyPack,
} from '@studybot/engines';
import type { FastifyBaseLogger } from 'fastify';
import type { StudySetInput } from '../../platform/ai/ask.ts';
import { cardGroundingProblems, type GeneratedCard, llmFlashcards } from '../../platform/ai/flashcards.ts';
import { llmImage } from '../../platform/ai/image.ts';
import type { ImageProvider, LlmProvider } from '../../platform/ai/provider.ts';
import { llmQuiz, quizGroundingProblems } from '../../platform/ai/quiz.ts';
import { runTask, type TaskLogger, type TaskResult } from '../../platform/ai/run-task.ts';
import { unprocessable } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';
import type { QuotaService } from '../../platform/plans/quota.ts';
import type { FileStore } from '../../platform/storage.ts';
import type { LibraryService } from '../library/service.ts';
import type { PracticeService } from '../practice/service.ts';
import { diagramSources } from './diagram-sources.ts';
import { gatherMaterial } from './material.ts';
import { extractNotes } from './uploads.ts';

export interface CreateDeps {
  projects: LibraryService;
  practice: PracticeService;
  quotas: QuotaService;
  files: FileStore;
  /** Reads uploaded notes off the main thread. */
  documents: DocumentWorkers;
  llm: LlmProvider | null;
  imageModel: ImageProvider | null;
  packs: () => StudyPack[];
}

type Imaging = typeof import('@studybot/engines/imaging');
let imagingModule: Promise<Imaging> | undefined;
/** The diagram renderer, loaded on the first image request (it is heavy; see engines/src/index.ts). */
const loadImaging = () => {
  imagingModule ??= import('@studybot/engines/imaging');
  return imagingModule;
};

interface Picture {
  png: Uint8Array;
  svg?: string;
  source: string;
  alt?: string;
  basis?: string;
}

type StudySetRequest = { topic?: string; difficulty: Difficulty; source_text?: string; project_id?: string };

/** How one kind of study set is asked for, checked and made locally. */
interface StudySetKind<T> {
  name: string;
  llm: (provider: LlmProvider, input: StudySetInput) => Promise<T[]>;
  /** The checks every answer must pass, the LLM's and the local engine's alike. */
  problems: (items: T[], count: number, context: readonly string[]) => string[];
  local: (input: GenerateInput) => { value: T[]; source: string };
}

const QUIZ: StudySetKind<QuizQuestion> = {
  name: 'quiz',
  llm: llmQuiz,
  problems: (questions, count, context) => [
    ...quizProblems(questions, count),
    ...quizGroundingProblems(questions, context),
  ],
  local: (input) => {
    const quiz = generateQuiz(input);
    return { value: quiz.questions, source: quiz.source };
  },
};

const FLASHCARDS: StudySetKind<GeneratedCard> = {
  name: 'flashcards',
  llm: llmFlashcards,
  problems: (cards, count, context) => [
    ...flashcardProblems(cards, count),
    ...cardGroundingProblems(cards, context),
  ],
  local: (input) => {
    const set = generateFlashcards(input);
    return { value: set.cards, source: set.source };
  },
};

/** What produced a result, and why the LLM's answer was not used when it was not. */
function provenance(result: TaskResult<unknown>) {
  return { source: result.source, ...(result.fallbackReason ? { notice: result.fallbackReason } : {}) };
}

/** 422: the request was fine but there is not enough to make what was asked. */

/** Default titles (spec part 1 §5): built from the topic, or the prompt's first 30 characters. */
export const defaultTitle = {
  quiz: (topic: string) => `Quiz: ${topic}`.slice(0, 200),
  flashcards: (topic: string) => `Flashcards: ${topic}`.slice(0, 200),
  image: (prompt: string) => prompt.slice(0, 30).trim(),
};

/** Quiz, flashcard and image generation for the Create Hub. Every result lands in the library. */
export class CreateService {
  constructor(private readonly deps: CreateDeps) {}

  async quiz(user: User, request: GenerateQuizRequest, log: TaskLogger): Promise<GenerateQuizResponse> {
    return this.#metered(user, 'quizzes', async () => {
      const { result, topic } = await this.#studySet(user, request, request.num_questions, QUIZ, log);
      const title = request.title || defaultTitle.quiz(topic);
      const project = await this.deps.projects.create(user.id, {
        type: 'quiz',
        status: 'in_progress',
        title,
        description: `${result.value.length} ${request.difficulty} questions on ${topic}`,
        output_data: { questions: result.value, source: result.source },
        metadata: {
          prompt: topic,
          difficulty: request.difficulty,
          num_questions: request.num_questions,
        },
      });
      return { project_id: project.id, title, questions: result.value, ...provenance(result) };
    });
  }

  async flashcards(
    user: User,
    request: GenerateFlashcardsRequest,
    log: TaskLogger,
  ): Promise<GenerateFlashcardsResponse> {
    return this.#metered(user, 'flashcard_sets', async () => {
      const { result, topic } = await this.#studySet(user, request, request.num_cards, FLASHCARDS, log);
      const title = request.title || defaultTitle.flashcards(topic);
      const project = await this.deps.projects.create(user.id, {
        type: 'flashcards',
        status: 'in_progress',
        title,
        description: `${result.value.length} cards on ${topic}`,
        output_data: { cards: result.value, source: result.source },
        metadata: { prompt: topic, difficulty: request.difficulty, num_cards: request.num_cards },
      });
      // The set and its cards live in two modules; if the cards cannot be stored, the set goes too.
      const cards = await this.deps.practice
        .addCards(user.id, project.id, topic, result.value)
        .catch(async (error) => {
          await this.deps.projects.delete(user.id, project.id);
          throw error;
        });
      return { project_id: project.id, title, cards, ...provenance(result) };
    });
  }

  /** The text of uploaded notes, for the student to make a study set from. */
  extractNotes(file: UploadedFile, log: FastifyBaseLogger): Promise<ExtractNotesResponse> {
    return extractNotes(this.deps.documents, log, file);
  }

  /**
   * Quiz questions or flashcards from the LLM (grounded in the material) or the local engine, and
   * the topic they are about (named from the notes when the request has none).
   */
  async #studySet<T>(
    user: User,
    request: StudySetRequest,
    count: number,
    kind: StudySetKind<T>,
    log: TaskLogger,
  ): Promise<{ result: TaskResult<T[]>; topic: string }> {
    const material = await gatherMaterial(user.id, request, this.deps);
    const input = {
      topic: material.topic,
      difficulty: request.difficulty,
      count,
      context: material.context,
      sourceKind: material.contextKind,
      sourceRef: material.contextRef,
    };
    const { llm } = this.deps;
    const result = await runTask(
      {
        name: kind.name,
        llm:
          llm && material.context.length > 0
            ? async () => ({ value: await kind.llm(llm, input), source: llm.label })
            : undefined,
        validate: (items) => kind.problems(items, count, material.context),
        local: () =>
          kind.local({
            ...input,
            sourceText: material.notes?.text,
            sourceRef: material.notes?.ref,
            packs: this.deps.packs(),
          }),
      },
      log,
    );
    return { result, topic: material.topic };
  }

  /**
   * Diagrams the local renderer recognises (graphs, concept maps, timelines) are always drawn
   * locally: exact beats plausible. Other prompts go to the image model when one is configured.
   */
  async image(
    user: User,
    request: { prompt: string; title?: string },
    log: TaskLogger,
  ): Promise<GenerateImageResponse> {
    return this.#metered(user, 'images', async () => {
      const { imageModel } = this.deps;
      let picture: Picture;
      let notice: string | undefined;
      const imaging = await loadImaging();
      if (imageModel && !imaging.planDiagram(request.prompt)) {
        try {
          picture = { png: await llmImage(imageModel, request.prompt), source: imageModel.label };
        } catch (error) {
          notice = `the image model could not answer: ${error instanceof Error ? error.message : String(error)}`;
          log.warn({ task: 'image', reason: notice }, 'AI provider answer not used; falling back to local');
          picture = this.#drawLocally(imaging, request.prompt);
        }
      } else {
        picture = this.#drawLocally(imaging, request.prompt);
      }
      const png = await this.deps.files.save(picture.png, 'png');
      const svg = picture.svg
        ? await this.deps.files.save(new TextEncoder().encode(picture.svg), 'svg')
        : undefined;
      const title = request.title || defaultTitle.image(request.prompt);
      let project: { id: string };
      try {
        project = await this.deps.projects.create(user.id, {
          type: 'image',
          title,
          description: picture.alt ?? request.prompt,
          output_url: png.url,
          output_data: { svg_url: svg?.url, basis: picture.basis, source: picture.source },
          metadata: { prompt: request.prompt },
        });
      } catch (error) {
        // No library item points at the pictures: nothing would ever remove them.
        await Promise.all([png, svg].map((file) => file && this.deps.files.remove(file.key)));
        throw error;
      }
      return {
        project_id: project.id,
        title,
        output_url: png.url,
        ...(svg ? { svg_url: svg.url } : {}),
        source: picture.source,
        ...(notice ? { notice } : {}),
      };
    });
  }

  #drawLocally(imaging: Imaging, prompt: string): Picture {
    try {
      const diagram = imaging.drawStudyDiagram(prompt, diagramSources(this.deps.packs));
      return {
        png: diagram.png,
        svg: diagram.svg,
        source: diagram.source,
        alt: diagram.alt,
        basis: diagram.basis,
      };
    } catch (error) {
      if (error instanceof imaging.CannotDrawError) throw unprocessable(error.message);
      throw error;
    }
  }

  /** Metered like every quota; not-enough-material becomes a 422 with its message. */
  async #metered<T>(user: User, quota: QuotaKey, work: () => Promise<T>): Promise<T> {
    try {
      return await this.deps.quotas.metered(user, quota, work);
    } catch (error) {
      if (error instanceof NotEnoughMaterialError) throw unprocessable(error.message);
      throw error;
    }
  }
}
