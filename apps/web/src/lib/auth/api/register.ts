import type { AuthResponse, RegisterRequest } from '@studybot/contract';
import { api } from '../../api';

/** POST /api/auth/register: creates the account and answers with its first session. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return api<AuthResponse>('/auth/register', { method: 'POST', body });
}
