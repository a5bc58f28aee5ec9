import {
  MATH_NOT_READ,
  type MathCheckResponse,
  type MathSolveResponse,
  type MathTaskType,
  type User,
} from '@studybot/contract';
import type * as Engine from '@studybot/engines/math';
import { HttpError } from '../../platform/errors.ts';
import { requireEntitlement } from '../../platform/plans/entitlements.ts';
import type { ProjectService } from '../projects/service.ts';

type EngineModule = typeof Engine;

export interface MathProblem {
  text: string;
  mode: 'solve' | 'check';
  hasImage: boolean;
  /** Check mode: the problem, then the student's steps, one per line (blank lines removed). */
  lines?: string[];
}

const unprocessable = (detail: string) => new HttpError(422, detail);
const topicOf = (task: MathTaskType) => task.replaceAll('_', ' ');

/**
 * The math tutor: reads a typed problem, solves it step by step and checks the answer
 * independently. Every solved problem is saved to the library (spec part 1 §3, saved math output).
 * Check mode judges the student's own working line by line; it saves nothing and needs no quota.
 */
export class MathService {
  #engine: Promise<EngineModule> | undefined;

  constructor(private readonly projects: ProjectService) {}

  async solve(user: User, problem: MathProblem): Promise<MathSolveResponse> {
    if (problem.hasImage) {
      requireEntitlement(user, 'math_photo_input');
      throw unprocessable('Reading photos of problems is not available yet. Type the problem instead.');
    }
    const engine = await this.#loadEngine();
    const reading = engine.readProblem(problem.text);
    if (!reading) throw unprocessable(MATH_NOT_READ);
    let solution: Engine.Solution;
    try {
      solution = engine.solveProblem(reading);
    } catch (error) {
      if (error instanceof engine.CannotSolveError)
        throw unprocessable(`I cannot solve this yet: ${error.message}`);
      throw error;
    }
    // A verified answer keeps the reading's certainty; an unverified one is at most half sure.
    const confidence = Math.round((1 - reading.ambiguity) * (solution.validation.ok ? 1 : 0.5) * 100) / 100;
    const project = await this.projects.create(user.id, {
      type: 'math_tutor',
      title: `Math: ${problem.text.replace(/\s+/g, ' ').slice(0, 80)}`,
      description: `${topicOf(reading.task_type)}: ${solution.final_answer.text}`.slice(0, 200),
      output_data: {
        topic: topicOf(reading.task_type),
        problem_text: problem.text,
        steps: solution.steps,
        final_answer: solution.final_answer,
        latex: reading.latex,
        validation: solution.validation,
        source: solution.source,
        confidence,
      },
      metadata: { prompt: problem.text.slice(0, 200), task_type: reading.task_type },
    });
    return {
      mode: 'solve',
      project_id: project.id,
      problem_text: problem.text,
      latex: reading.latex,
      display_latex: reading.display_latex,
      task_type: reading.task_type,
      solution: { steps: solution.steps, final_answer: solution.final_answer },
      source: solution.source,
      confidence,
      validation: solution.validation,
    };
  }

  async check(_user: User, problem: MathProblem): Promise<MathCheckResponse> {
    const lines = problem.lines ?? problem.text.split(/\r?\n/);
    const engine = await this.#loadEngine();
    if (!engine.readProblem(lines[0] ?? '')) throw unprocessable(MATH_NOT_READ);
    try {
      return { mode: 'check', ...engine.checkWork(lines) };
    } catch (error) {
      if (error instanceof engine.CannotCheckError)
        throw unprocessable(error.unreadable ? MATH_NOT_READ : error.message);
      throw error;
    }
  }

  #loadEngine(): Promise<EngineModule> {
    this.#engine ??= import('@studybot/engines/math');
    return this.#engine;
  }
}
