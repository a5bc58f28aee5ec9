import type { DeleteResult } from '@studybot/contract';
import { api } from '../../api';

/** DELETE /api/projects/:id: removes one of the user's projects (the library and the writing drafts use it). */
export function deleteProject(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
