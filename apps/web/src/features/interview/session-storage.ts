/**
 * The interview this browser tab is in, so a reload resumes it. Storage can be unavailable (private
 * modes, blocked cookies): then a reload starts over at the settings.
 */
const KEY = 'studybot.interview.session';

export function readStoredInterview(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeInterview(sessionId: string): void {
  try {
    sessionStorage.setItem(KEY, sessionId);
  } catch {
    // Not resumable: see above.
  }
}

export function forgetInterview(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
