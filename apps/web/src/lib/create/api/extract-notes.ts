import type { ExtractNotesResponse } from '@studybot/contract';
import { api } from '../../api';

/**
 * POST /api/notes/extract (multipart field `file`): the text of a PDF, DOCX or TXT file. Nothing is
 * saved. The Create Hub's notes and the writing assistant's sources each wrap it in their own hook.
 */
export function extractNotes(file: File): Promise<ExtractNotesResponse> {
  const form = new FormData();
  form.append('file', file);
  return api<ExtractNotesResponse>('/notes/extract', { method: 'POST', body: form });
}
