import type { TestCodeRequest, TestResults } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /api/code/test: grades the code against the lesson's tests on the server. */
export function testCode(body: TestCodeRequest): Promise<TestResults> {
  return api<TestResults>('/code/test', { method: 'POST', body });
}

/**
 * The server also records the results as learning evidence, which the web app does not cache
 * (analytics are fetched on each click), so nothing is refreshed; the lesson saves them itself.
 */
export function useTestCode() {
  return useMutation({ mutationFn: testCode });
}
