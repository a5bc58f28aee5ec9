import type { OwnSource, OwnSourcesResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writingKeys } from '../../../lib/query-keys';

/** GET /api/writing-assistant/sources: the student's own sources, each with its APA reference. */
export function listSources(signal?: AbortSignal): Promise<OwnSource[]> {
  return api<OwnSourcesResponse>('/writing-assistant/sources', { signal }).then((answer) => answer.sources);
}

export const sourcesQuery = () =>
  queryOptions({ queryKey: writingKeys.sources, queryFn: ({ signal }) => listSources(signal) });

export function useOwnSources() {
  return useQuery(sourcesQuery());
}
