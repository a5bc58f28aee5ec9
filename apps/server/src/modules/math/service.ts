import {
  MATH_CHECK_INPUT_REQUIRED,
  MATH_CHECK_MAX_LINE_CHARS,
  MATH_CHECK_MAX_LINES,
  MATH_CONFIRM_BELOW,
  MATH_CONFIRM_NOTE,
  MATH_INPUT_REQUIRED,
  MATH_MODES,
  MATH_NOT_READ,
  MAX_PROBLEM_CHARS,
  type MathAssumption,
  type MathCheckResponse,
  type MathReadFrom,
  type MathSolveResponse,
  type MathTaskType,
  type User,
} from '@studybot/contract';
import type { Reading, Solution, Step } from '@studybot/engines/math';
import type { PhotoReader } from '@studybot/engines/math-ocr';
// The word-problem rules alone, not '@studybot/engines/math': that entry loads the whole CAS (~150 MB,
// over a second), which the server keeps in its workers.
import { translateWordProblem, type WordTranslation } from '@studybot/engines/math-words';
import { MathBusyError, type MathWorkers, type SolveOutcome } from '@studybot/engines/math-worker';
import {
  llmReadMathPhoto,
  llmTranslateWordProblem,
  photoReadingProblems,
  translationProblems,
} from '../../platform/ai/math.ts';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import type { TaskLogger } from '../../platform/ai/run-task.ts';
import { badRequest, HttpError, unprocessable } from '../../platform/errors.ts';
import { requireEntitlement } from '../../platform/plans/entitlements.ts';
import type { LibraryService } from '../library/service.ts';
import type { PracticeService } from '../practice/service.ts';
import type { MathForm } from './form.ts';
import { choosePhotoReading, type PhotoChoice } from './photo-readings.ts';

export interface MathProblem {
  text: string;
  mode: 'solve' | 'check';
  /** The photo's bytes, when one was sent. */
  image?: Uint8Array;
  /** Check mode: the problem, then the student's steps, one per line (blank lines removed). */
  lines?: string[];
}

/** Longest typed problem accepted, in characters. */

/** Check mode: the problem, then one step per line; blank lines do not count. */
function workingLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length < 2) throw badRequest(MATH_CHECK_INPUT_REQUIRED);
  if (lines.length > MATH_CHECK_MAX_LINES)
    throw badRequest(`Check at most ${MATH_CHECK_MAX_LINES} lines at a time (the problem and your steps)`);
  if (lines.some((line) => line.length > MATH_CHECK_MAX_LINE_CHARS))
    throw badRequest(`Each line may have at most ${MATH_CHECK_MAX_LINE_CHARS} characters`);
  return lines;
}

/** What the form asks for, or 400 saying what is missing or too long. */
function problemOf(form: MathForm): MathProblem {
  const text = form.text.trim();
  const { mode, image } = form;
  if (!(MATH_MODES as readonly string[]).includes(mode))
    throw badRequest(`mode must be one of: ${MATH_MODES.join(', ')}`);
  if (mode === 'check') {
    if (image) throw badRequest('Check mode reads typed working only: type the problem and your steps');
    return { text, mode, lines: workingLines(text) };
  }
  if (!text && !image) throw badRequest(MATH_INPUT_REQUIRED);
  if (text.length > MAX_PROBLEM_CHARS)
    throw badRequest(`A problem may have at most ${MAX_PROBLEM_CHARS} characters`);
  return image ? { text, mode: 'solve', image } : { text, mode: 'solve' };
}

export const WORD_PROBLEM_NEEDS_AI =
  'This looks like a word problem I cannot turn into math yet. I understand common kinds: consecutive numbers, "twice as many", ages, distance and speed, discounts and tax, mixtures, coins and tickets, and perimeter, area and angles. For others, write it as an equation instead, like 3x + 12 = 45.';
export const WORD_PROBLEM_NOT_TRANSLATED =
  'I could not turn this word problem into math. Try writing it as an equation instead, like 3x + 12 = 45.';
const TOO_SLOW =
  'This problem took too long to solve. Check that it is typed as you meant, or try a smaller problem.';

const topicOf = (task: MathTaskType) => task.replaceAll('_', ' ');

/** Several words of prose and a number: a problem told in a story, not written in symbols. */
function looksLikeWordProblem(text: string): boolean {
  return (
    (text.match(/[a-z]{3,}/gi) ?? []).length >= 5 &&
    /\d|\b(one|two|three|four|five|ten|twice|half)\b/i.test(text)
  );
}

interface Understood {
  /** The problem as plain text: typed, read from the photo, or a word problem's translation. */
  text: string;
  /** 0–1: how sure we are the problem was understood as the student meant it. */
  certainty: number;
  /** Steps that come before the CAS's, e.g. the translation of a word problem. */
  preface: Step[];
  /** Who helped read it, e.g. the rules or the LLM that translated a word problem. */
  reader?: string;
  /** A photo: the vision model that read it the same as the photo reader. */
  confirmedBy?: string;
  /** A photo: other readings to offer the student, e.g. the vision model's when it differs. */
  assumptions?: MathAssumption[];
  /** A photo: the reading to confirm instead when this one cannot be read or solved. */
  otherwise?: Understood;
}

/** Who translated a word problem by the engine's rules, as `source` and the reader show it. */
const RULES_READER = 'studybot-rules';
/**
 * The rules take only stories that clearly fit a template and use every number, so they are surer than
 * the model; still not certain, since a story can say more than its template.
 */
const RULES_CERTAINTY = 0.9;

/** A word problem's translation as the problem to solve, with the translation as its first step. */
function translated(
  translation: Pick<WordTranslation, 'math' | 'unknowns'>,
  certainty: number,
  reader: string,
): Understood {
  const unknowns = translation.unknowns.map((u) => `${u.name} = ${u.meaning}`).join('; ');
  return {
    text: translation.math,
    certainty,
    preface: [
      {
        hint: 'Translate the words into math',
        explanation: `${unknowns ? `Let ${unknowns}. ` : ''}The problem becomes ${translation.math}.`,
      },
    ],
    reader,
  };
}

/** An uncertain photo reading, shown for the student to confirm or edit: nothing is solved or saved. */
function toConfirm(understood: Understood, reading: Reading): MathSolveResponse {
  return {
    mode: 'solve',
    project_id: '',
    problem_text: understood.text,
    latex: reading.latex,
    display_latex: reading.display_latex,
    task_type: reading.task_type,
    assumptions: [...(understood.assumptions ?? []), ...(reading.assumptions ?? [])],
    read_from: 'photo',
    needs_confirmation: true,
    solution: { steps: [], final_answer: { text: '', latex: '' } },
    source: understood.reader ?? 'photo',
    confidence: understood.certainty,
    validation: {
      ok: false,
      notes:
        understood.reader && !understood.confirmedBy
          ? [MATH_CONFIRM_NOTE, `Read by the AI model (${modelName(understood.reader)}) alone.`]
          : [MATH_CONFIRM_NOTE],
    },
  };
}

/** A provider label as students read it: "llm:qwen2.5vl" → "qwen2.5vl". */
const modelName = (label: string) => label.replace(/^llm:/, '');

/** The reading chosen from a photo's readers, as the problem to solve or confirm. */
function fromPhoto(choice: PhotoChoice, vision: LlmProvider | null): Understood {
  return {
    text: choice.text,
    certainty: choice.certainty,
    preface: [],
    reader: choice.confirmedBy || choice.readBy ? vision?.label : undefined,
    confirmedBy: choice.confirmedBy,
    assumptions: choice.assumptions,
    otherwise: choice.otherwise && fromPhoto(choice.otherwise, vision),
  };
}

export interface MathServiceOptions {
  projects: LibraryService;
  workers: MathWorkers;
  llm: LlmProvider | null;
  /** A vision-capable model that reads photos alongside the photo reader; null: the photo reader alone. */
  vision?: LlmProvider | null;
  log: TaskLogger;
  /** Where checked working goes as learning evidence. */
  practice: Pick<PracticeService, 'recordEvidence'>;
}

/**
 * The math tutor: reads a typed or photographed problem, solves it step by step and checks the answer
 * independently, all in worker threads. Every solved problem is saved to the library (spec part 1 §3,
 * saved math output). Check mode judges the student's own working line by line; it saves nothing.
 */
export class MathService {
  #photos: Promise<PhotoReader> | undefined;
  #closed = false;

  constructor(private readonly options: MathServiceOptions) {}

  /** The math page's form: its problem solved, or the student's working checked. */
  answer(user: User, form: MathForm): Promise<MathSolveResponse | MathCheckResponse> {
    const problem = problemOf(form);
    return problem.mode === 'check' ? this.check(user, problem) : this.solve(user, problem);
  }

  async solve(user: User, problem: MathProblem): Promise<MathSolveResponse> {
    let understood: Understood;
    if (problem.image) {
      requireEntitlement(user, 'math_photo_input');
      understood = await this.#readPhoto(problem.image);
    } else understood = { text: problem.text, certainty: 1, preface: [] };
    let outcome = await this.#work(() => this.options.workers.solve(understood.text));
    // The photo reader's reading is not math, but the vision model read something else: offer that.
    while (outcome.kind !== 'solved' && understood.otherwise) {
      const next = understood.otherwise;
      outcome = await this.#work(() => this.options.workers.solve(next.text));
      understood = next;
    }
    if (outcome.kind === 'not_read' && !problem.image && looksLikeWordProblem(problem.text)) {
      // A common school template is translated by rules; only other stories need the model.
      const byRules = translateWordProblem(problem.text);
      understood = byRules
        ? translated(byRules, RULES_CERTAINTY, RULES_READER)
        : await this.#translate(problem.text);
      outcome = await this.#work(() => this.options.workers.solve(understood.text));
    }
    if (outcome.kind === 'not_read') throw unprocessable(MATH_NOT_READ);
    if (outcome.kind === 'cannot_solve') throw unprocessable(`I cannot solve this yet: ${outcome.reason}`);
    const readFrom = problem.image ? 'photo' : understood.reader ? 'words' : 'typed';
    // An uncertain photo reading is never solved (and so never shown as checked) until the student confirms it.
    if (readFrom === 'photo' && understood.certainty < MATH_CONFIRM_BELOW)
      return toConfirm(understood, outcome.reading);
    return this.#save(user, understood, outcome, readFrom);
  }

  async check(user: User, problem: MathProblem): Promise<MathCheckResponse> {
    const lines = problem.lines ?? [];
    const outcome = await this.#work(() => this.options.workers.check(lines));
    if (outcome.kind === 'not_read') throw unprocessable(MATH_NOT_READ);
    if (outcome.kind === 'cannot_check') throw unprocessable(outcome.reason);
    const { check } = outcome;
    // Working with a wrong line, or finished and right, says something; unfinished working does not.
    if (check.first_error !== null || check.finished)
      await this.options.practice.recordEvidence(user.id, [
        {
          topic: `math:${check.task_type}`,
          kind: 'math_check',
          is_correct: check.first_error === null,
          ref: (lines[0] ?? '').slice(0, 200),
        },
      ]);
    return { mode: 'check', ...check };
  }

  /** Starts the math workers ahead of the first student. */
  warm(): Promise<void> {
    return this.options.workers.warm();
  }

  /** Stops the photo reader, if it was started. The workers belong to the app. */
  async close(): Promise<void> {
    this.#closed = true;
    const photos = this.#photos;
    this.#photos = undefined;
    if (photos) await (await photos).close().catch(() => {});
  }

  async #save(
    user: User,
    understood: Understood,
    outcome: Extract<SolveOutcome, { kind: 'solved' }>,
    readFrom: MathReadFrom,
  ): Promise<MathSolveResponse> {
    const { reading } = outcome;
    const solution: Solution = {
      ...outcome.solution,
      steps: [...understood.preface, ...outcome.solution.steps],
    };
    // The check holds for the problem as read; a photo or a translation could have been misread.
    if (readFrom !== 'typed')
      solution.validation = {
        ...solution.validation,
        notes: [
          `Checked for ${understood.text} as ${readFrom === 'photo' ? 'read from your photo' : 'translated from your words'}${
            understood.confirmedBy
              ? ` (read the same by the photo reader and the AI model ${modelName(understood.confirmedBy)})`
              : ''
          }.`,
          ...solution.validation.notes,
        ],
      };
    const source = understood.reader ? `${understood.reader}+${solution.source}` : solution.source;
    // How surely the problem was read, times the verification: an unverified answer is at most half sure.
    const confidence =
      Math.round(understood.certainty * (1 - reading.ambiguity) * (solution.validation.ok ? 1 : 0.5) * 100) /
      100;
    const project = await this.options.projects.create(user.id, {
      type: 'math_tutor',
      title: `Math: ${understood.text.replace(/\s+/g, ' ').slice(0, 80)}`,
      description: `${topicOf(reading.task_type)}: ${solution.final_answer.text}`.slice(0, 200),
      output_data: {
        topic: topicOf(reading.task_type),
        problem_text: understood.text,
        steps: solution.steps,
        final_answer: solution.final_answer,
        latex: reading.latex,
        validation: solution.validation,
        source,
        confidence,
      },
      metadata: { prompt: understood.text.slice(0, 200), task_type: reading.task_type },
    });
    return {
      mode: 'solve',
      project_id: project.id,
      problem_text: understood.text,
      latex: reading.latex,
      display_latex: reading.display_latex,
      task_type: reading.task_type,
      assumptions: reading.assumptions ?? [],
      read_from: readFrom,
      needs_confirmation: false,
      solution: { steps: solution.steps, final_answer: solution.final_answer },
      source,
      confidence,
      validation: solution.validation,
    };
  }

  /**
   * Reads a photo with the photo reader and, when one is configured, the vision model at once. The
   * model only ever adds: its failure leaves the photo reader's reading as it would be without it.
   */
  async #readPhoto(image: Uint8Array): Promise<Understood> {
    const ocr = await import('@studybot/engines/math-ocr');
    if (this.#closed) throw new HttpError(503, 'The server is shutting down. Try again in a minute.');
    this.#photos ??= Promise.resolve(ocr.createPhotoReader());
    const vision = this.options.vision ?? null;
    const notRead = (error: unknown) => {
      if (!(error instanceof ocr.PhotoError)) return error;
      this.options.log.warn({ code: error.code, detail: error.detail }, 'math photo not read');
      return unprocessable(error.message);
    };
    let mediaType: string;
    try {
      // The model is shown only images the photo reader accepts.
      mediaType = `image/${ocr.checkImage(image).type}`;
    } catch (error) {
      throw notRead(error);
    }
    const photos = this.#photos;
    const [byOcr, byModel] = await Promise.allSettled([
      photos.then((reader) => reader.read(image)),
      vision ? this.#askVision(vision, image, mediaType) : null,
    ]);
    const choice = choosePhotoReading({
      ocr:
        byOcr.status === 'fulfilled' ? { text: byOcr.value.text, confidence: byOcr.value.confidence } : null,
      model:
        byModel.status === 'fulfilled' && byModel.value && vision
          ? { math: byModel.value, name: modelName(vision.label) }
          : null,
    });
    const failed = byOcr.status === 'rejected' ? notRead(byOcr.reason) : null;
    // A fault in the photo reader is not papered over by the model; a photo it could not read is.
    if (failed && !(failed instanceof HttpError)) throw failed;
    if (!choice) throw failed;
    return fromPhoto(choice, vision);
  }

  /** The vision model's reading of a photo, or null (logged) when it has none or fails. */
  async #askVision(vision: LlmProvider, image: Uint8Array, mediaType: string): Promise<string | null> {
    try {
      const reading = await llmReadMathPhoto(vision, image, mediaType);
      const problems = photoReadingProblems(reading);
      if (problems.length === 0) return reading.math;
      this.options.log.warn({ problems }, 'vision model photo reading unusable');
    } catch (error) {
      this.options.log.warn({ err: error }, 'vision model could not read the photo');
    }
    return null;
  }

  async #translate(problem: string): Promise<Understood> {
    const { llm } = this.options;
    if (!llm) throw unprocessable(WORD_PROBLEM_NEEDS_AI);
    let translation: Awaited<ReturnType<typeof llmTranslateWordProblem>>;
    try {
      translation = await llmTranslateWordProblem(llm, problem);
    } catch (error) {
      this.options.log.warn({ err: error }, 'word problem translation failed');
      throw unprocessable(WORD_PROBLEM_NOT_TRANSLATED);
    }
    const problems = translationProblems(translation);
    if (problems.length > 0) {
      this.options.log.warn({ problems }, 'word problem translation unusable');
      throw unprocessable(WORD_PROBLEM_NOT_TRANSLATED);
    }
    // The model's reading of the story cannot be verified the way the algebra can.
    return translated(translation, 0.85, llm.label);
  }

  async #work<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await job();
    } catch (error) {
      if (error instanceof MathBusyError)
        throw new HttpError(503, 'The math tutor is busy. Try again in a minute.', { 'retry-after': '30' });
      if (error instanceof Error && /timed out/.test(error.message)) throw unprocessable(TOO_SLOW);
      // A worker that failed or crashed on this input: the student gets a plain answer, the log the cause.
      this.options.log.warn({ err: error }, 'math worker failed');
      throw unprocessable(
        'I cannot solve this yet: something in this problem trips me up. Check that it is typed as you meant.',
      );
    }
  }
}
