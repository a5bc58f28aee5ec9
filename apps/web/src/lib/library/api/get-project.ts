import type { Project } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { libraryKeys } from '../../query-keys';

/** GET /api/projects/:id: one of the user's projects; 404 when it is not theirs or does not exist. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api<Project>(`/projects/${encodeURIComponent(id)}`, { signal });
}

export const projectQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

/** One project by id, fetched only while `enabled` (e.g. when no loaded list holds it). */
export function useProject(id: string | undefined, enabled: boolean) {
  return useQuery({ ...projectQuery(id ?? ''), enabled: enabled && id !== undefined });
}
