import { useMutation } from '@tanstack/react-query';
import { extractNotes } from '../../../lib/create/api/extract-notes';

/** Reads a source's text from an uploaded PDF, DOCX or TXT file. Nothing is saved or cached. */
export function useExtractSourceText() {
  return useMutation({ mutationFn: extractNotes });
}
