import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** What the router carries to a paper's view: the prompt it was written from (the citation topic). */
export interface PaperLocationState {
  prompt?: string;
}

export const WRITING_PATH = '/writing-assistant';

/**
 * The page's three views, kept in the address so Back and reload work: the create form (no
 * parameters), a paper (`?paper=<project id>`) and the saved drafts (`?view=drafts`).
 */
export function useWritingNavigation() {
  const navigate = useNavigate();
  return {
    toForm: useCallback(() => navigate(WRITING_PATH), [navigate]),
    toDrafts: useCallback(() => navigate(`${WRITING_PATH}?view=drafts`), [navigate]),
    toPaper: useCallback(
      (projectId: string, prompt?: string) =>
        navigate(`${WRITING_PATH}?paper=${encodeURIComponent(projectId)}`, {
          state: prompt ? ({ prompt } satisfies PaperLocationState) : null,
        }),
      [navigate],
    ),
  };
}
