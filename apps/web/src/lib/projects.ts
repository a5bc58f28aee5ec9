import type { Project, ProjectType } from '@studybot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Query keys of the signed-in user's projects (library items), shared by every screen that lists them. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (type?: ProjectType) => ['projects', 'list', type ?? 'all'] as const,
};

function newestFirst(projects: Project[]): Project[] {
  return [...projects].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** GET /api/projects (optionally `?type=`), newest first. */
export function useProjects(type?: ProjectType) {
  return useQuery({
    queryKey: projectKeys.list(type),
    queryFn: async ({ signal }) => {
      const query = type ? `?type=${encodeURIComponent(type)}` : '';
      return newestFirst(await api<Project[]>(`/projects${query}`, { signal }));
    },
  });
}
