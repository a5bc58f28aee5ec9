import type {
  GenerateFlashcardsRequest,
  GenerateFlashcardsResponse,
  GenerateImageResponse,
  GenerateQuizRequest,
  GenerateQuizResponse,
  User,
} from '@studybot/contract';
import {
  CannotDrawError,
  drawStudyDiagram,
  flashcardProblems,
  generateFlashcards,
  generateQuiz,
  NotEnoughMaterialError,
  planDiagram,
  quizProblems,
  type StudyPack,
} from '@studybot/engines';
import { cardGroundingProblems, llmFlashcards } from '../../platform/ai/flashcards.ts';
import { llmImage } from '../../platform/ai/image.ts';
import type { ImageProvider, LlmProvider } from '../../platform/ai/provider.ts';
import { llmQuiz, quizGroundingProblems } from '../../platform/ai/quiz.ts';
import { runTask, type TaskLogger } from '../../platform/ai/run-task.ts';
import { HttpError } from '../../platform/errors.ts';
import type { QuotaService } from '../../platform/plans/quota.ts';
import type { QuotaKey } from '../../platform/plans/table.ts';
import type { FileStore } from '../../platform/storage.ts';
import type { PracticeService } from '../practice/service.ts';
import type { ProjectService } from '../projects/service.ts';
import { diagramSources } from './diagram-sources.ts';
import { gatherMaterial } from './material.ts';

export interface CreateDeps {
  projects: ProjectService;
  practice: PracticeService;
  quotas: QuotaService;
  files: FileStore;
  llm: LlmProvider | null;
  imageModel: ImageProvider | null;
  packs: () => StudyPack[];
}

interface Picture {
  png: Uint8Array;
  svg?: string;
  source: string;
  alt?: string;
  basis?: string;
}

/** 422: the request was fine but there is not enough to make what was asked. */
const unprocessable = (detail: string) => new HttpError(422, detail);

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
      const material = await gatherMaterial(user.id, request, this.deps);
      const input = {
        topic: request.topic,
        difficulty: request.difficulty,
        count: request.num_questions,
        context: material.context,
        sourceKind: material.contextKind,
        sourceRef: material.contextRef,
      };
      const { llm } = this.deps;
      const result = await runTask(
        {
          name: 'quiz',
          llm:
            llm && material.context.length > 0
              ? async () => ({ value: await llmQuiz(llm, input), source: llm.label })
              : undefined,
          validate: (questions) => [
            ...quizProblems(questions, input.count),
            ...quizGroundingProblems(questions, material.context),
          ],
          local: () => {
            const local = generateQuiz({
              ...input,
              sourceText: material.notes?.text,
              sourceRef: material.notes?.ref,
              packs: this.deps.packs(),
            });
            return { value: local.questions, source: local.source };
          },
        },
        log,
      );
      const title = request.title || defaultTitle.quiz(request.topic);
      const project = await this.deps.projects.create(user.id, {
        type: 'quiz',
        title,
        description: `${result.value.length} ${request.difficulty} questions on ${request.topic}`,
        output_data: { questions: result.value, source: result.source },
        metadata: {
          prompt: request.topic,
          difficulty: request.difficulty,
          num_questions: request.num_questions,
        },
      });
      return {
        project_id: project.id,
        title,
        questions: result.value,
        source: result.source,
        ...(result.fallbackReason ? { notice: result.fallbackReason } : {}),
      };
    });
  }

  async flashcards(
    user: User,
    request: GenerateFlashcardsRequest,
    log: TaskLogger,
  ): Promise<GenerateFlashcardsResponse> {
    return this.#metered(user, 'flashcard_sets', async () => {
      const material = await gatherMaterial(user.id, request, this.deps);
      const input = {
        topic: request.topic,
        difficulty: request.difficulty,
        count: request.num_cards,
        context: material.context,
        sourceKind: material.contextKind,
        sourceRef: material.contextRef,
      };
      const { llm } = this.deps;
      const result = await runTask(
        {
          name: 'flashcards',
          llm:
            llm && material.context.length > 0
              ? async () => ({ value: await llmFlashcards(llm, input), source: llm.label })
              : undefined,
          validate: (cards) => [
            ...flashcardProblems(cards, input.count),
            ...cardGroundingProblems(cards, material.context),
          ],
          local: () => {
            const local = generateFlashcards({
              ...input,
              sourceText: material.notes?.text,
              sourceRef: material.notes?.ref,
              packs: this.deps.packs(),
            });
            return { value: local.cards, source: local.source };
          },
        },
        log,
      );
      const title = request.title || defaultTitle.flashcards(request.topic);
      const project = await this.deps.projects.create(user.id, {
        type: 'flashcards',
        title,
        description: `${result.value.length} cards on ${request.topic}`,
        output_data: { cards: result.value, source: result.source },
        metadata: { prompt: request.topic, difficulty: request.difficulty, num_cards: request.num_cards },
      });
      const cards = await this.deps.practice.addCards(user.id, project.id, result.value);
      return {
        project_id: project.id,
        title,
        cards,
        source: result.source,
        ...(result.fallbackReason ? { notice: result.fallbackReason } : {}),
      };
    });
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
      if (imageModel && !planDiagram(request.prompt)) {
        try {
          picture = { png: await llmImage(imageModel, request.prompt), source: imageModel.label };
        } catch (error) {
          notice = `the image model could not answer: ${error instanceof Error ? error.message : String(error)}`;
          log.warn({ task: 'image', reason: notice }, 'AI provider answer not used; falling back to local');
          picture = this.#drawLocally(request.prompt);
        }
      } else {
        picture = this.#drawLocally(request.prompt);
      }
      const png = await this.deps.files.save(picture.png, 'png');
      const svg = picture.svg
        ? await this.deps.files.save(new TextEncoder().encode(picture.svg), 'svg')
        : undefined;
      const title = request.title || defaultTitle.image(request.prompt);
      const project = await this.deps.projects.create(user.id, {
        type: 'image',
        title,
        description: picture.alt ?? request.prompt,
        output_url: png.url,
        output_data: { svg_url: svg?.url, basis: picture.basis, source: picture.source },
        metadata: { prompt: request.prompt },
      });
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

  #drawLocally(prompt: string): Picture {
    try {
      const diagram = drawStudyDiagram(prompt, diagramSources(this.deps.packs));
      return {
        png: diagram.png,
        svg: diagram.svg,
        source: diagram.source,
        alt: diagram.alt,
        basis: diagram.basis,
      };
    } catch (error) {
      if (error instanceof CannotDrawError) throw unprocessable(error.message);
      throw error;
    }
  }

  /**
   * Counts one use of the quota before the work and gives it back if the work fails, so a
   * student is never charged for an error. Not-enough-material becomes a 422 with its message.
   */
  async #metered<T>(user: User, quota: QuotaKey, work: () => Promise<T>): Promise<T> {
    await this.deps.quotas.consume(user, quota);
    try {
      return await work();
    } catch (error) {
      await this.deps.quotas.refund(user, quota);
      if (error instanceof NotEnoughMaterialError) throw unprocessable(error.message);
      throw error;
    }
  }
}
