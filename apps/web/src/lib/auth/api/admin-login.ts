import type { AuthResponse, LoginRequest } from '@studybot/contract';
import { api } from '../../api';

/** POST /api/auth/admin-login: like login, but the server refuses accounts that are not admins. */
export function adminLogin(body: LoginRequest): Promise<AuthResponse> {
  return api<AuthResponse>('/auth/admin-login', { method: 'POST', body });
}
