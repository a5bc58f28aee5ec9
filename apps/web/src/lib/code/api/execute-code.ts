import type { ExecuteCodeRequest, RunResult } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /api/code/execute: runs code outside any lesson (the generic editor). */
export function executeCode(body: ExecuteCodeRequest): Promise<RunResult> {
  return api<RunResult>('/code/execute', { method: 'POST', body });
}

/** A run changes nothing the web app caches. */
export function useExecuteCode() {
  return useMutation({ mutationFn: executeCode });
}
