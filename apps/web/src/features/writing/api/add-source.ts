import type { AddSourceRequest, OwnSource } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshSavedWork, writingKeys } from '../../../lib/query-keys';

/**
 * POST /api/writing-assistant/sources: saves a source of the student's own (its text, and what to
 * cite it as) as a library item. Papers written afterwards and Add Citations may quote its sentences.
 * 400 (`detail`) for too little text, a bad link, no whole sentences, or too many sources.
 */
export function addSource(body: AddSourceRequest): Promise<OwnSource> {
  return api<OwnSource>('/writing-assistant/sources', { method: 'POST', body });
}

/** Adds a source; it joins the cached list at once, and the sources and the library are refreshed. */
export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSource,
    onSuccess: (source) => {
      queryClient.setQueryData<OwnSource[]>(writingKeys.sources, (current) => [
        source,
        ...(current ?? []).filter((other) => other.source_id !== source.source_id),
      ]);
      void queryClient.invalidateQueries({ queryKey: writingKeys.sources });
      refreshSavedWork(queryClient);
    },
  });
}
