import type { BootcampProgress } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

/** GET /api/bootcamp/progress: the completed lessons and the percentage. */
export async function getBootcampProgress(signal?: AbortSignal): Promise<BootcampProgress['progress']> {
  return (await api<BootcampProgress>('/bootcamp/progress', { signal })).progress;
}

export const bootcampProgressQuery = () =>
  queryOptions({ queryKey: bootcampKeys.progress, queryFn: ({ signal }) => getBootcampProgress(signal) });

/** Only asked for once the student has access (`enabled`); without it there is none to show. */
export function useBootcampProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bootcampProgressQuery(), enabled });
}
