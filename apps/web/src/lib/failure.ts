import { PLAN_TIERS, type PlanTier } from '@studybot/contract';
import { ApiError, errorMessage } from './api-error';

export const TRY_AGAIN_SOON = 'Please try again in a moment.';

export interface Failure {
  /** The server's readable message, else the screen's fallback. */
  message: string;
  /** What the student can do about it; null when the message already says. */
  nextStep: string | null;
  /** A plan gate or a used-up quota: the cheapest plan that lifts it (the server names it). */
  upgradePlan: PlanTier | null;
}

/**
 * A failed request told as a student needs it: what went wrong and what to do next. `fixInput`
 * is the advice when the server refused what was typed (400/422); a used-up quota (429) or a
 * plan limit says what to do in its own message; anything else is worth another try.
 */
export function describeFailure(error: unknown, fallback: string, fixInput: string): Failure {
  const message = errorMessage(error, fallback);
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 422)
      return { message, nextStep: fixInput, upgradePlan: null };
    if (error.status === 402 || error.status === 403 || error.status === 429)
      return { message, nextStep: null, upgradePlan: upgradePlanOf(error.body) };
  }
  return { message, nextStep: /try again/i.test(message) ? null : TRY_AGAIN_SOON, upgradePlan: null };
}

function upgradePlanOf(body: unknown): PlanTier | null {
  const plan = body && typeof body === 'object' && 'upgrade_plan' in body ? body.upgrade_plan : null;
  return PLAN_TIERS.find((tier) => tier === plan) ?? null;
}
