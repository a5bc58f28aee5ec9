import type { ChatMessage } from '@studybot/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { useChatSession } from './api/get-chat-session';
import { useSendChatMessage } from './api/send-chat-message';
import { type ChatFailure, chatFailure } from './failure';

/** A message as the page shows it: stored ones are `done`; the agent's latest may still stream. */
export interface ChatEntry extends ChatMessage {
  status: 'done' | 'streaming' | 'stopped' | 'failed';
  failure?: ChatFailure;
}

const stored = (message: ChatMessage): ChatEntry => ({ ...message, status: 'done' });

let localIds = 0;
const localId = (role: ChatMessage['role']) => `local-${role}-${++localIds}`;

/**
 * One chat: its stored messages (when reopened) and this visit's turns, each streamed from the
 * agent. One turn at a time: `ask` refuses an empty message or one sent while a turn is in flight.
 */
export function useChatConversation(sessionId: string, restore: boolean) {
  const restored = useChatSession(sessionId, { enabled: restore });
  const [turns, setTurns] = useState<ChatEntry[]>([]);
  const send = useSendChatMessage();
  const { mutateAsync } = send;
  // Guards against a second send before React has re-rendered with the first.
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page stops the answer being streamed.
  useEffect(() => () => inFlight.current?.abort(), []);

  /** Not found: a chat whose first message was never answered. It simply starts empty. */
  const missing = restored.error instanceof ApiError && restored.error.status === 404;
  const restoring = restore && restored.isPending;
  const restoreError = restored.isError && !missing ? restored.error : null;

  const messages = useMemo(
    () => [...(restored.data?.messages.map(stored) ?? []), ...turns],
    [restored.data, turns],
  );
  const busy = turns.at(-1)?.status === 'streaming';

  const ask = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      const now = new Date().toISOString();
      const answerId = localId('assistant');
      const blank = { agent_actions: [], next_questions: [], citations: [], created_at: now };
      setTurns((current) => [
        ...current,
        { ...blank, id: localId('user'), role: 'user', content: message, status: 'done' },
        { ...blank, id: answerId, role: 'assistant', content: '', status: 'streaming' },
      ]);
      const update = (change: (entry: ChatEntry) => ChatEntry) =>
        setTurns((current) => current.map((entry) => (entry.id === answerId ? change(entry) : entry)));

      mutateAsync({
        request: { message, session_id: sessionId },
        signal: controller.signal,
        onEvent: (event) =>
          update((entry) =>
            event.event === 'action'
              ? { ...entry, agent_actions: [...entry.agent_actions, event.data] }
              : { ...entry, content: entry.content + event.data.text },
          ),
      })
        .then((response) =>
          update((entry) => ({
            ...entry,
            content: response.response,
            agent_actions: response.agent_actions,
            next_questions: response.next_questions,
            citations: response.citations,
            status: 'done',
          })),
        )
        .catch((error: unknown) =>
          update((entry) =>
            controller.signal.aborted
              ? { ...entry, status: 'stopped' }
              : { ...entry, status: 'failed', failure: chatFailure(error) },
          ),
        )
        .finally(() => {
          inFlight.current = null;
        });
      return true;
    },
    [mutateAsync, sessionId],
  );

  const stop = useCallback(() => inFlight.current?.abort(), []);

  return {
    messages,
    busy,
    ask,
    stop,
    restoring,
    restoreError,
    retryRestore: () => void restored.refetch(),
  };
}
