import { z } from 'zod';
import { IsoDateTime, requiredText } from './common.ts';

/** The study chat (spec part 1: Chat assistant; issue 15). */

export const MAX_CHAT_MESSAGE_CHARS = 4000;
/** How many earlier messages of the session go to the model with a new one. */
export const CHAT_HISTORY_MESSAGES = 20;

export const CHAT_MESSAGES = {
  error: 'I apologize, but I encountered an error. Please try again.',
  imageFallback: 'Please try again with a different description.',
  required: 'Message is required',
} as const;

export const ChatRequest = z.object({
  message: requiredText(
    MAX_CHAT_MESSAGE_CHARS,
    CHAT_MESSAGES.required,
    `A message must be at most ${MAX_CHAT_MESSAGE_CHARS} characters`,
  ),
  /** Made by the page when it loads; a student's messages with the same id form one session. */
  session_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'session_id must be 8–64 letters, digits, - or _'),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

/** What the agent did for a turn: a tool it used, and a link to what it made or found. */
export const AgentAction = z.object({
  type: z.string(),
  description: z.string(),
  link: z.string().optional(),
  timestamp: IsoDateTime,
});
export type AgentAction = z.infer<typeof AgentAction>;

/** A passage an answer rests on; `[n]` in the answer points to it. */
export const ChatCitation = z.object({
  n: z.number().int(),
  title: z.string(),
  quote: z.string(),
  link: z.string().optional(),
});
export type ChatCitation = z.infer<typeof ChatCitation>;

export const ChatResponse = z.object({
  /** Markdown (with KaTeX math between $…$). */
  response: z.string(),
  agent_actions: z.array(AgentAction),
  next_questions: z.array(z.string()),
  citations: z.array(ChatCitation),
  /** "local" or "llm:<model>". */
  source: z.string(),
  message_id: z.string(),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  agent_actions: z.array(AgentAction),
  next_questions: z.array(z.string()),
  citations: z.array(ChatCitation),
  created_at: IsoDateTime,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatSessionSummary = z.object({
  id: z.string(),
  /** The session's first message, cut to 80 characters. */
  title: z.string(),
  message_count: z.number().int(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type ChatSessionSummary = z.infer<typeof ChatSessionSummary>;

export const ChatSessionsResponse = z.object({ sessions: z.array(ChatSessionSummary) });
export type ChatSessionsResponse = z.infer<typeof ChatSessionsResponse>;

export const ChatSessionDetail = ChatSessionSummary.extend({ messages: z.array(ChatMessage) });
export type ChatSessionDetail = z.infer<typeof ChatSessionDetail>;

export const ChatSessionParams = z.object({ id: z.string().max(64) });

/**
 * The events of a streamed turn (`Accept: text/event-stream`), in order: any number of `action`
 * and `delta` events, then one `done` (the whole ChatResponse) or one `error` ({detail}).
 */
export const CHAT_STREAM_EVENTS = ['action', 'delta', 'done', 'error'] as const;
export type ChatStreamEvent =
  | { event: 'action'; data: AgentAction }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { detail: string } };
