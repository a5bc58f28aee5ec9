import { api } from '../../api';

/** POST /api/auth/logout-all: ends every session of the account, this one included (204). */
export function logoutAll(): Promise<void> {
  return api<void>('/auth/logout-all', { method: 'POST' });
}
