import type { AuthResponse, LoginRequest } from '@studybot/contract';
import { api } from '../../api';

/** POST /api/auth/login: a new session; `username` may also be the account's email. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return api<AuthResponse>('/auth/login', { method: 'POST', body });
}
