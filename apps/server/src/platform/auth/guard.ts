import type { User } from '@studybot/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser/requireAdmin pre-handlers. */
    user: User | null;
    /** The claims of the token that signed this request in; set with `user`. */
    session: TokenClaims | null;
  }
}

export interface Guards {
  /** onRequest hook (runs before the body is read): 401 unless the request carries a valid token of an existing user. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** onRequest hook: requireUser, then 403 unless that user is an admin. */
  requireAdmin(request: FastifyRequest): Promise<void>;
  /**
   * onRequest hook for public pages that show more to some users (the blog's drafts for admins):
   * the token's user when the request carries a valid one, else anonymous (never a 401).
   */
  optionalUser(request: FastifyRequest): Promise<void>;
}

/** The signed-in user; only call from a handler behind requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in session; only call from a handler behind requireUser. */
export function currentSession(request: FastifyRequest): TokenClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * `loadUser` answers the token's user only while the token still counts: its version is the
 * user's current one and it was not logged out. Checked on every request, so a bump or a
 * logout takes effect at once on every server.
 */
export function createGuards(
  tokens: TokenService,
  loadUser: (claims: TokenClaims) => Promise<User | null>,
): Guards {
  async function requireUser(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Not authenticated');
    const claims = await tokens.verify(match[1]);
    const user = claims ? await loadUser(claims) : null;
    if (!user) throw unauthorized('Invalid or expired token');
    request.user = user;
    request.session = claims;
  }
  return {
    requireUser,
    async optionalUser(request) {
      request.user = null;
      request.session = null;
      if (!request.headers.authorization) return;
      try {
        await requireUser(request);
      } catch {
        request.user = null;
        request.session = null;
      }
    },
    async requireAdmin(request) {
      await requireUser(request);
      if (!request.user?.is_admin) throw forbidden('Admin access required');
    },
  };
}
