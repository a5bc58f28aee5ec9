// Turns a runner's reply into what the student sees.
import { SERVER_BUSY_TIMEOUT } from '@studybot/contract';
import { explainError, MEMORY_LIMIT, OUTPUT_LIMIT, SERVER_BUSY, TIME_LIMIT } from './explain.ts';
import type { PythonErrorInfo, RunnerReply, RunResult } from './types.ts';

export interface ResultContext {
  code: string;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Wall-clock seconds seen by the pool, used when the runner could not measure. */
  wallSeconds: number;
}

export const TRUNCATION_NOTE = '\n[output truncated: the program printed too much]\n';

/** The error a reply amounts to, or null for a clean run. */
export function replyError(
  reply: RunnerReply,
  context: Omit<ResultContext, 'wallSeconds'>,
): PythonErrorInfo | null {
  const seconds = Math.round(context.timeoutMs / 100) / 10;
  if (reply.memory) return { type: MEMORY_LIMIT, message: 'the program used too much memory' };
  if (reply.busy) return { type: SERVER_BUSY, message: '' };
  if (reply.timedOut)
    return { type: TIME_LIMIT, message: `the program ran for more than ${seconds} seconds` };
  if (reply.truncated)
    return {
      type: OUTPUT_LIMIT,
      message: `the program printed more than ${Math.round(context.maxOutputBytes / 1024)} KB`,
    };
  if (reply.fatal || !reply.outcome) {
    if (/call stack|stack overflow/i.test(reply.message ?? ''))
      return { type: 'RecursionError', message: 'maximum recursion depth exceeded' };
    return { type: 'RuntimeError', message: 'Python stopped unexpectedly; please run the program again' };
  }
  const outcome = reply.outcome;
  if (outcome.ok) return null;
  if (outcome.interrupted) return { type: 'KeyboardInterrupt', message: 'the program was stopped' };
  return { type: outcome.type, message: outcome.message, line: outcome.line };
}

const LABELS: Record<string, string> = {
  [TIME_LIMIT]: 'Time limit exceeded',
  [MEMORY_LIMIT]: 'Memory limit exceeded',
  [OUTPUT_LIMIT]: 'Output limit exceeded',
};

export function formatError(error: PythonErrorInfo): string {
  if (error.type === SERVER_BUSY) return SERVER_BUSY_TIMEOUT;
  const type = LABELS[error.type] ?? error.type;
  const line = error.line ? ` (line ${error.line})` : '';
  return `${error.message ? `${type}: ${error.message}` : type}${line}`;
}

export function toRunResult(reply: RunnerReply, context: ResultContext): RunResult {
  const error = replyError(reply, context);
  const seconds = reply.seconds ?? context.wallSeconds;
  const result: RunResult = {
    success: error === null,
    output: reply.truncated ? reply.output + TRUNCATION_NOTE : reply.output,
    error: error ? formatError(error) : null,
    error_explanation: error ? explainError(error, context.code) : null,
    execution_time: Math.round(seconds * 1000) / 1000,
  };
  if (reply.timedOut) result.timed_out = true;
  if (reply.truncated) result.truncated = true;
  if (reply.busy) result.server_busy = true;
  return result;
}
