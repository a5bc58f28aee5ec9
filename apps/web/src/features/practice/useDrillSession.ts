import type { Drill } from '@studybot/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { useDrill } from './api/get-drill';
import { useStartDrill } from './api/start-drill';
import { forgetDrill, readStoredDrill, storeDrill } from './drill-storage';

export type DrillSession =
  | { status: 'starting' }
  | { status: 'start-failed'; error: Error }
  | { status: 'load-failed'; error: Error }
  | { status: 'ready'; drill: Drill };

/**
 * The drill for one objective: the unfinished one this tab was working on (after a reload), else
 * a new one. `restart()` starts a fresh drill of the same size.
 */
export function useDrillSession(objectiveId: string, size: number) {
  const [drillId, setDrillId] = useState(() => readStoredDrill(objectiveId));
  const start = useStartDrill({
    onSuccess: (drill) => {
      storeDrill(objectiveId, drill.id);
      setDrillId(drill.id);
    },
  });
  const drill = useDrill(drillId);
  // StrictMode runs effects twice: one drill must be started, not two.
  const started = useRef(false);
  const storedIsGone = drillId !== null && drill.error instanceof ApiError && drill.error.status === 404;

  const { mutate } = start;
  useEffect(() => {
    if (started.current || (drillId !== null && !storedIsGone)) return;
    started.current = true;
    if (storedIsGone) forgetDrill(objectiveId);
    mutate({ objective_id: objectiveId, n: size });
  }, [drillId, storedIsGone, objectiveId, size, mutate]);

  function restart() {
    forgetDrill(objectiveId);
    started.current = true;
    setDrillId(null);
    mutate({ objective_id: objectiveId, n: size });
  }

  let session: DrillSession;
  if (start.isError) session = { status: 'start-failed', error: start.error };
  else if (drill.data && !start.isPending) session = { status: 'ready', drill: drill.data };
  else if (drill.isError && !storedIsGone) session = { status: 'load-failed', error: drill.error };
  else session = { status: 'starting' };

  return { session, restart, retryLoad: () => void drill.refetch() };
}
