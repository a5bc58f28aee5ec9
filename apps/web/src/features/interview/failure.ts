import { ApiError } from '../../lib/api-error';
import { describeFailure, type Failure } from '../../lib/failure';

/**
 * The server's message when it refused the request (4xx: a bad setting, a plan gate, an answered
 * question), else the screen's own text: a server fault or a lost connection says to try again.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail
    ? error.detail
    : fallback;
}

/** A failed start: the message, and the plan to upgrade to when a plan gate refused it. */
export function startFailure(error: unknown, fallback: string): Failure {
  const { upgradePlan } = describeFailure(error, fallback, '');
  return { message: refusalMessage(error, fallback), nextStep: null, upgradePlan };
}
