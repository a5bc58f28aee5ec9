import type { WritingUsage } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writingKeys } from '../../../lib/query-keys';

/** GET /api/writing-assistant/usage: this month's papers against the plan's limit (-1: unlimited). */
export function getWritingUsage(signal?: AbortSignal): Promise<WritingUsage> {
  return api<WritingUsage>('/writing-assistant/usage', { signal });
}

export const writingUsageQuery = () =>
  queryOptions({ queryKey: writingKeys.usage, queryFn: ({ signal }) => getWritingUsage(signal) });

export function useWritingUsage() {
  return useQuery(writingUsageQuery());
}
