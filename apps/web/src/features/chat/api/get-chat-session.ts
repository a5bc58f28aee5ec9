import type { ChatSessionDetail } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/chat/sessions/{id}: a chat with its messages, to carry on after a reload (404: none yet). */
export function getChatSession(sessionId: string, signal?: AbortSignal): Promise<ChatSessionDetail> {
  return api<ChatSessionDetail>(`/chat/sessions/${encodeURIComponent(sessionId)}`, { signal });
}

/**
 * Read once when a chat is opened: the page adds the new turns itself, so the stored copy is never
 * refetched while it is open (no staleness), and is dropped when the chat closes (gcTime 0), so
 * opening it again reads every turn since.
 */
export const chatSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: chatKeys.session(sessionId),
    queryFn: ({ signal }) => getChatSession(sessionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useChatSession(sessionId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...chatSessionQuery(sessionId), enabled });
}
