import { useEffect } from 'react';

/** Sets the browser tab title to "<page> · StudyBot" while the page is shown. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · StudyBot` : 'StudyBot';
  }, [page]);
}
