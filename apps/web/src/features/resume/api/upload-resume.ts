import type { ResumeUploadResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/resume/upload (multipart field `file`): the text of a PDF, DOCX or TXT resume. 400 no
 * file, 413 over 5 MB, 415 not a PDF/DOCX/TXT by its content, 422 no text in it (a scan), 429.
 */
export function uploadResume(file: File): Promise<ResumeUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<ResumeUploadResponse>('/resume/upload', { method: 'POST', body: form });
}

/** Reading a file changes nothing cached, so there is nothing to refresh. */
export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume });
}
