import type { BootcampAccess, BootcampProgress, LessonSummary } from '@studybot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-error';
import { bootcampKeys } from '../../../lib/query-keys';
import { useBootcampAccess } from '../api/get-bootcamp-access';
import { useBootcampProgress } from '../api/get-bootcamp-progress';
import { useLessons } from '../api/list-lessons';
import { BOOTCAMP_LOAD_FAILED, BOOTCAMP_LOGIN_REQUIRED } from '../messages';

export type BootcampHome =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-access'; lessons: LessonSummary[] }
  | {
      status: 'ready';
      access: BootcampAccess;
      lessons: LessonSummary[];
      progress: BootcampProgress['progress'];
    };

/** Access, the lesson list and (with access) progress, folded into what the home shows. */
export function useBootcampHome(): BootcampHome {
  const access = useBootcampAccess();
  const lessons = useLessons();
  const hasAccess = access.data?.has_access === true;
  const progress = useBootcampProgress({ enabled: hasAccess });

  const error = access.error ?? lessons.error ?? (hasAccess ? progress.error : null);
  if (error) {
    const loggedOut = error instanceof ApiError && error.status === 401;
    return { status: 'error', message: loggedOut ? BOOTCAMP_LOGIN_REQUIRED : BOOTCAMP_LOAD_FAILED };
  }
  if (!access.data || !lessons.data) return { status: 'loading' };
  if (!access.data.has_access) return { status: 'no-access', lessons: lessons.data };
  if (!progress.data) return { status: 'loading' };
  return { status: 'ready', access: access.data, lessons: lessons.data, progress: progress.data };
}

/** Refetches everything the home shows (back from a lesson). */
export function useRefreshBootcamp() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }), [queryClient]);
}
