/** The stored session token: `api()` sends it with every call, AuthProvider stores and forgets it. */

const TOKEN_KEY = 'auth_token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Storage can be blocked (privacy settings, some embedded browsers); signing in must still finish. */
export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Not stored: the session lasts until the page is reloaded.
  }
}

/** Never throws, so logging out works even when storage is blocked. */
export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}
