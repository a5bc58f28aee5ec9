import type { ExtractNotesResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { extractNotes } from '../../../lib/create/api/extract-notes';

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
