import { ChatRequest } from '@studybot/contract';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Where the open chat's id is kept, so a reload (or a link) reopens it: /chat?session=<id>. */
export const SESSION_PARAM = 'session';

export function isSessionId(value: string): boolean {
  return ChatRequest.shape.session_id.safeParse(value).success;
}

/** A new chat's id (36 characters of a UUID; 32 hex digits where randomUUID is unavailable). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export const chatLink = (sessionId: string) => `/chat?${SESSION_PARAM}=${encodeURIComponent(sessionId)}`;

/**
 * The open chat. A page load starts a new one (spec: a session id per page load), whose id goes
 * into the URL once its first message is sent; an id already in the URL (a reload, a recent chat)
 * is reopened from the server. Leaving the URL's chat for plain /chat starts another new one.
 */
export function useChatSessionId() {
  const [params, setParams] = useSearchParams();
  const param = params.get(SESSION_PARAM);
  const fromUrl = param && isSessionId(param) ? param : null;
  const [fresh, setFresh] = useState(newSessionId);
  const [previous, setPrevious] = useState(fromUrl);
  if (previous !== fromUrl) {
    setPrevious(fromUrl);
    if (fromUrl === null) setFresh(newSessionId());
  }
  const id = fromUrl ?? fresh;

  /** Puts a new chat's id in the URL (replacing the entry, so Back still leaves the page). */
  const keep = useCallback(() => {
    if (fromUrl === null) setParams({ [SESSION_PARAM]: fresh }, { replace: true });
  }, [fromUrl, fresh, setParams]);

  return { id, restore: id !== fresh, keep };
}
