import type { Project, ProjectListQuery } from '@studybot/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { libraryKeys } from '../../query-keys';

/** How many library items one "page" asks the server for. */
export const LIBRARY_PAGE_SIZE = 24;

/** What the library list is narrowed by: a type and words to find (matched by the server). */
export type ProjectFilters = Pick<ProjectListQuery, 'type' | 'q'>;

/** GET /api/projects: the user's projects, newest first; unset or empty parameters are left out. */
export function listProjects(params: Partial<ProjectListQuery>, signal?: AbortSignal): Promise<Project[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return api<Project[]>(`/projects?${search}`, { signal });
}

/** The newest `limit` projects (the server lists newest first). */
export const recentProjectsQuery = (limit: number) =>
  queryOptions({
    queryKey: libraryKeys.recent(limit),
    queryFn: ({ signal }) => listProjects({ limit }, signal),
  });

export function useRecentProjects(limit: number) {
  return useQuery(recentProjectsQuery(limit));
}

/** The library, a page at a time; the next page is asked for while the last one was full. */
export const projectPagesQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.pages(filters.type, filters.q),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listProjects({ type: filters.type, q: filters.q, limit: LIBRARY_PAGE_SIZE, offset: pageParam }, signal),
    getNextPageParam: (last, pages) =>
      last.length === LIBRARY_PAGE_SIZE ? pages.length * LIBRARY_PAGE_SIZE : undefined,
  });

/** The library, a page at a time; `fetchNextPage` loads more while the last page was full. */
export function useProjectPages(filters: ProjectFilters) {
  return useInfiniteQuery(projectPagesQuery(filters));
}
