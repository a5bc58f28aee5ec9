import type { Project } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProjects } from '../../../lib/library/api/list-projects';
import { writingKeys } from '../../../lib/query-keys';

/** The most drafts the list shows (the server's largest page). */
export const DRAFTS_LIMIT = 100;

/** GET /api/projects?type=writing_assistant: the student's saved papers, newest first. */
export function listDrafts(signal?: AbortSignal): Promise<Project[]> {
  return listProjects({ type: 'writing_assistant', limit: DRAFTS_LIMIT }, signal);
}

export const draftsQuery = () =>
  queryOptions({ queryKey: writingKeys.drafts, queryFn: ({ signal }) => listDrafts(signal) });

export function useDrafts() {
  return useQuery(draftsQuery());
}
