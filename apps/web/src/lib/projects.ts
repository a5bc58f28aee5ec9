import type { Project, ProjectType } from '@studybot/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { libraryKeys } from './query-keys';

/** How many library items one "page" asks the server for. */
export const LIBRARY_PAGE_SIZE = 24;

export interface ProjectFilters {
  type?: ProjectType;
  /** Words to find in titles and descriptions (matched by the server). */
  q?: string;
}

function listPath(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/projects?${search}`;
}

/** The newest `limit` projects (the server lists newest first). */
export function useRecentProjects(limit: number) {
  return useQuery({
    queryKey: libraryKeys.recent(limit),
    queryFn: ({ signal }) => api<Project[]>(listPath({ limit }), { signal }),
  });
}

/** The library, a page at a time; `fetchNextPage` loads more while the last page was full. */
export function useProjectPages(filters: ProjectFilters) {
  return useInfiniteQuery({
    queryKey: libraryKeys.pages(filters.type, filters.q),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<Project[]>(
        listPath({ type: filters.type, q: filters.q, limit: LIBRARY_PAGE_SIZE, offset: pageParam }),
        {
          signal,
        },
      ),
    getNextPageParam: (last, pages) =>
      last.length === LIBRARY_PAGE_SIZE ? pages.length * LIBRARY_PAGE_SIZE : undefined,
  });
}

/** One project by id, fetched only while `enabled` (e.g. when no loaded list holds it). */
export function useProject(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<Project>(`/projects/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: enabled && id !== undefined,
  });
}
