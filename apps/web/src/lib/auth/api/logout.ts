import { api } from '../../api';

/** POST /api/auth/logout: ends the session of the token that sends it (204). */
export function logout(): Promise<void> {
  return api<void>('/auth/logout', { method: 'POST' });
}
