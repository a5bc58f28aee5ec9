import type { RunResult } from '@studybot/contract';
import { api } from '../../../lib/api';

/** Spec part 2 §8: what the output panel shows. */
export const RUN_FAILED = 'Failed to run code. Please try again.';
export const EXECUTE_FAILED = 'Failed to execute code. Please try again.';
export const NO_OUTPUT = 'Code executed successfully (no output)';
export const UNKNOWN_ERROR = 'Unknown error';

export interface RunRequest {
  code: string;
  inputs: string[];
  /** Runs as this lesson's code (POST /api/code/run); without it, POST /api/code/execute. */
  lessonId?: string;
}

export function runCode({ code, inputs, lessonId }: RunRequest): Promise<RunResult> {
  return lessonId
    ? api<RunResult>('/code/run', { method: 'POST', body: { code, lesson_id: lessonId, inputs } })
    : api<RunResult>('/code/execute', { method: 'POST', body: { code, language: 'python', inputs } });
}

/** One input line per `input()` call; blank lines are dropped before sending. */
export function inputLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/** What a run printed, as the output panel shows it and the lesson saves it. */
export function runOutputText(result: RunResult): string {
  if (result.success) return result.output || NO_OUTPUT;
  const error = `Error: ${result.error ?? UNKNOWN_ERROR}`;
  return result.error_explanation ? `${error}\n\n${result.error_explanation}` : error;
}
