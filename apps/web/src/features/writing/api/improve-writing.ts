import type { ImproveWritingRequest, ImproveWritingResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/writing-assistant/improve: grammar, spelling and style suggestions with their spans in
 * the sent text, and the text with the safe fixes applied. Nothing is saved.
 */
export function improveWriting(body: ImproveWritingRequest): Promise<ImproveWritingResponse> {
  return api<ImproveWritingResponse>('/writing-assistant/improve', { method: 'POST', body });
}

export function useImproveWriting() {
  return useMutation({ mutationFn: improveWriting });
}
