import type { PlagiarismRequest, PlagiarismResponse } from '@studybot/contract';
import { api } from '../../api';

/**
 * POST /api/generate/plagiarism: checks a text and saves the report to the library. The Create
 * Hub's tab and the writing assistant's paper each wrap it in their own hook.
 */
export function checkPlagiarism(body: PlagiarismRequest): Promise<PlagiarismResponse> {
  return api<PlagiarismResponse>('/generate/plagiarism', { method: 'POST', body });
}
