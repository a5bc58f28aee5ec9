import type { AuthResponse, ChangePasswordRequest } from '@studybot/contract';
import { api } from '../../api';

/** POST /api/auth/password: other sessions end; the answer carries a new token for this one. */
export function changePassword(body: ChangePasswordRequest): Promise<AuthResponse> {
  return api<AuthResponse>('/auth/password', { method: 'POST', body });
}
