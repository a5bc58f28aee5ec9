import type { ExtractNotesResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/notes/extract (multipart field `file`): the text of a PDF, DOCX or TXT file. Nothing is saved. */
export function extractNotes(file: File): Promise<ExtractNotesResponse> {
  const form = new FormData();
  form.append('file', file);
  return api<ExtractNotesResponse>('/notes/extract', { method: 'POST', body: form });
}

/** Reads an uploaded notes file. Nothing cached changes, so there is nothing to refresh. */
export function useExtractNotes(
  options: {
    onMutate?(): void;
    onSuccess?(answer: ExtractNotesResponse): void;
    onError?(error: Error): void;
    onSettled?(): void;
  } = {},
) {
  return useMutation({
    mutationFn: extractNotes,
    onMutate: options.onMutate,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: options.onSettled,
  });
}
