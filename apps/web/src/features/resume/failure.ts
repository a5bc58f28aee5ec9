import type { PlanTier } from '@studybot/contract';
import { ApiError } from '../../lib/api-error';
import { describeFailure } from '../../lib/failure';

/** A failed resume call as the screen shows it. */
export interface ResumeFailure {
  message: string;
  /** A plan gate (403) or the month's analyses used up (429): the plan that lifts it. */
  upgradePlan: PlanTier | null;
}

/**
 * The spec's rule for every resume call: the server's detail, else the screen's "failed" text; a
 * request that never got an answer (no connection) says to try again.
 */
export function resumeFailure(error: unknown, texts: { failed: string; network: string }): ResumeFailure {
  if (!(error instanceof ApiError)) return { message: texts.network, upgradePlan: null };
  return {
    message: error.detail ?? texts.failed,
    upgradePlan: describeFailure(error, texts.failed, '').upgradePlan,
  };
}
