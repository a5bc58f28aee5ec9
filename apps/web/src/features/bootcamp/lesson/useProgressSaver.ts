import type { SaveProgressRequest } from '@studybot/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveProgress } from '../api/save-progress';

/** How long after the last edit the code is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveStatus = 'saved' | 'unsaved' | 'saving';

/** Spec part 2 §8: save-progress failures are only logged. */
function logSaveFailure(error: unknown) {
  console.error('Failed to save lesson progress', error);
}

/**
 * Saves the student's work on a lesson: the code `AUTOSAVE_DELAY_MS` after the last edit (or at
 * once with `saveNow`), and run output and test results as they come. Code still waiting when the
 * lesson closes is saved then.
 *
 * It calls the fetcher itself rather than `useSaveProgress`: a save leaves the moment its timer
 * fires (a mutation would send it a few ticks later), the last one after the lesson has unmounted,
 * and none of these saves changes anything cached (completion goes through `useSaveProgress`).
 */
export function useProgressSaver(lessonId: string) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const waiting = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Counts edits, so a save that finishes after a newer edit does not claim "Saved".
  const edits = useRef(0);

  const saveNow = useCallback(
    async (code: string) => {
      clearTimeout(timer.current);
      waiting.current = null;
      const edit = edits.current;
      setStatus('saving');
      try {
        await saveProgress(lessonId, { last_code: code });
        if (edits.current === edit) setStatus('saved');
      } catch (error) {
        logSaveFailure(error);
        if (edits.current === edit) setStatus('unsaved');
      }
    },
    [lessonId],
  );

  const codeChanged = useCallback(
    (code: string) => {
      edits.current += 1;
      waiting.current = code;
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(code), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  const record = useCallback(
    (body: SaveProgressRequest) => {
      saveProgress(lessonId, body).catch(logSaveFailure);
    },
    [lessonId],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current !== null)
        saveProgress(lessonId, { last_code: waiting.current }).catch(logSaveFailure);
    },
    [lessonId],
  );

  return { status, codeChanged, saveNow, record };
}
