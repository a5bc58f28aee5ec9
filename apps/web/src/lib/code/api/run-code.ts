import type { RunCodeRequest, RunResult } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /api/code/run: runs the code as a lesson's (`lesson_id`), with that lesson's messages. */
export function runCode(body: RunCodeRequest): Promise<RunResult> {
  return api<RunResult>('/code/run', { method: 'POST', body });
}

/** A run changes nothing the web app caches: the lesson saves its output itself. */
export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
