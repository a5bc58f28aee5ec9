import type { ChatSessionSummary, ChatSessionsResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/chat/sessions: the student's recent chats, the latest first. */
export async function listChatSessions(signal?: AbortSignal): Promise<ChatSessionSummary[]> {
  const { sessions } = await api<ChatSessionsResponse>('/chat/sessions', { signal });
  return sessions;
}

export const chatSessionsQuery = () =>
  queryOptions({ queryKey: chatKeys.sessions, queryFn: ({ signal }) => listChatSessions(signal) });

export function useChatSessions() {
  return useQuery(chatSessionsQuery());
}
