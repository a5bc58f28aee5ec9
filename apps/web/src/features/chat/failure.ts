import { CHAT_MESSAGES, type PlanTier } from '@studybot/contract';
import { ApiError } from '../../lib/api-error';
import { describeFailure } from '../../lib/failure';
import { ChatStreamError } from './api/send-chat-message';

export interface ChatFailure {
  message: string;
  /** A used-up quota (429): the plan that lifts it, for the upgrade link. */
  upgradePlan: PlanTier | null;
}

/**
 * What a failed turn says (spec part 1 §8): the server's reason when it refused the message (4xx,
 * or an `error` event's detail), else the spec's apology. A 5xx's detail would tell the student nothing.
 */
export function chatFailure(error: unknown): ChatFailure {
  if (error instanceof ChatStreamError) return { message: error.message, upgradePlan: null };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const { message, upgradePlan } = describeFailure(error, CHAT_MESSAGES.error, '');
    return { message, upgradePlan };
  }
  return { message: CHAT_MESSAGES.error, upgradePlan: null };
}
