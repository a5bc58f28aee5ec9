import type { TtsSaveRequest, TtsSaveResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshSavedWork } from '../../query-keys';

/** POST /api/tts/save-to-library: saves a clip the student generated from exactly this text. */
export function saveAudio(body: TtsSaveRequest): Promise<TtsSaveResponse> {
  return api<TtsSaveResponse>('/tts/save-to-library', { method: 'POST', body });
}

/** Saves a clip to the library, so saved work is refreshed; the screen hears the new project's id. */
export function useSaveAudio(
  options: { onSuccess?(answer: TtsSaveResponse): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAudio,
    onSuccess: (answer) => {
      refreshSavedWork(queryClient);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
