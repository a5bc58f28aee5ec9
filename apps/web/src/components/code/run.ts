import type { RunResult } from '@studybot/contract';

/** Spec part 2 §8: what the output panel shows. */
export const RUN_FAILED = 'Failed to run code. Please try again.';
export const EXECUTE_FAILED = 'Failed to execute code. Please try again.';
export const NO_OUTPUT = 'Code executed successfully (no output)';
export const UNKNOWN_ERROR = 'Unknown error';

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
