import type { AgentAction, ChatCitation, ChatStreamEvent } from '@studybot/contract';

/** Receives a streamed turn's events as they happen. */
export type ChatEmit = (event: ChatStreamEvent) => void;

/** What one turn produced, by the model or the local agent, before it is saved. */
export interface TurnResult {
  response: string;
  actions: AgentAction[];
  citations: ChatCitation[];
  next_questions: string[];
  source: string;
}
