import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api-error';

/** "/checkout/abc" or "/billing?paid=1": a path on this site (not "//elsewhere.example"). */
export function isSameSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** An https address on another site, such as a Stripe Checkout page. */
function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Follows a link the server handed out to start or finish a payment: a path on this site (the local
 * test checkout, or where a checkout returns to) is opened with the router; an https address (Stripe)
 * is loaded in place of the app. Anything else is refused with an error, so a bad answer can never
 * run a `javascript:` link.
 */
export function useGoToCheckout(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (isSameSitePath(url)) {
        navigate(url);
      } else if (isHttpsUrl(url)) {
        window.location.assign(url);
      } else {
        throw new Error(`Not a checkout address: ${url}`);
      }
    },
    [navigate],
  );
}

/**
 * What to say when a checkout could not start: the server's own words for a refusal it explains
 * (a 4xx such as "plans are assigned by your school's administrator"), else the screen's message.
 * A 5xx's detail ("Internal server error") would tell the student nothing.
 */
export function checkoutFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail) {
    return error.detail;
  }
  return fallback;
}
