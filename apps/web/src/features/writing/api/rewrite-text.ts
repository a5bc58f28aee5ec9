import type { RewriteRequest, RewriteResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/writing-assistant/rewrite: a paraphrase or a formal version of a selection, with what
 * changed. A 422 says (in `detail`) that no rewrite keeps the meaning.
 */
export function rewriteText(body: RewriteRequest): Promise<RewriteResponse> {
  return api<RewriteResponse>('/writing-assistant/rewrite', { method: 'POST', body });
}

export function useRewriteText() {
  return useMutation({ mutationFn: rewriteText });
}
