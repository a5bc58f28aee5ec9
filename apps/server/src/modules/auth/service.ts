import { randomUUID } from 'node:crypto';
import type { AuthResponse, LoginRequest, PlanTier, RegisterRequest, User } from '@studybot/contract';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { isUniqueViolation, nowIso } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { conflict, unauthorized } from '../../platform/errors.ts';
import { UsersRepo } from './repo.ts';

export const AUTH_MESSAGES = {
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  badCredentials: 'Incorrect username or password',
  notAdmin: 'Incorrect admin username or password',
} as const;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    plan_tier: row.plan_tier as PlanTier,
    plan_status: row.plan_status,
    renewal_date: row.renewal_date,
    is_admin: row.is_admin,
    credits_remaining: row.credits_remaining,
    insights_enabled: row.insights_enabled,
    created_at: row.created_at,
  };
}

export class AuthService {
  readonly #users: UsersRepo;

  constructor(
    db: Db,
    private readonly tokens: TokenService,
  ) {
    this.#users = new UsersRepo(db);
  }

  async getUser(id: string): Promise<User | null> {
    const row = await this.#users.findById(id);
    return row ? toUser(row) : null;
  }

  /** New accounts are always free, non-admin users: privilege fields in the body are ignored. */
  async register(input: RegisterRequest): Promise<AuthResponse> {
    const email = input.email.toLowerCase();
    const taken = await this.#users.usernameOrEmailTaken(input.username, email);
    if (taken) throw conflict(taken === 'username' ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken);
    try {
      const row = await this.#insertUser(input.username, email, await hashPassword(input.password), false);
      return this.#session(row);
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
      throw error;
    }
  }

  /** The same answer for an unknown user and a wrong password, in about the same time. */
  async login(input: LoginRequest, { adminOnly = false } = {}): Promise<AuthResponse> {
    const row = await this.#users.findByLogin(input.username);
    const ok = await verifyPassword(input.password, row?.password_hash ?? (await DECOY_HASH_PROMISE));
    if (!row || !ok) throw unauthorized(adminOnly ? AUTH_MESSAGES.notAdmin : AUTH_MESSAGES.badCredentials);
    if (adminOnly && !row.is_admin) throw unauthorized(AUTH_MESSAGES.notAdmin);
    return this.#session(row);
  }

  /**
   * Creates the configured admin, or sets the password of the existing admin of that name.
   * An existing account that is not an admin is never promoted: whoever registered it could
   * be anyone, and would keep their signed-in session. Throws a readable error instead.
   */
  async ensureAdmin(admin: { username: string; password: string; email: string }): Promise<User> {
    const passwordHash = await hashPassword(admin.password);
    const email = admin.email.toLowerCase();
    const existing = await this.#users.findByUsername(admin.username);
    if (existing && !existing.is_admin) {
      throw new Error(
        `ADMIN_USERNAME "${admin.username}" belongs to an existing account that is not an admin. ` +
          'StudyBot does not promote existing accounts; choose another ADMIN_USERNAME.',
      );
    }
    const emailOwner = await this.#users.findByLogin(email);
    if (emailOwner && emailOwner.id !== existing?.id) {
      throw new Error(
        `ADMIN_EMAIL "${email}" is already used by another account; choose another ADMIN_EMAIL.`,
      );
    }
    if (existing) {
      await this.#users.update(existing.id, { password_hash: passwordHash, email, updated_at: nowIso() });
      return (await this.getUser(existing.id))!;
    }
    return toUser(await this.#insertUser(admin.username, email, passwordHash, true));
  }

  /** A new account on the free plan; only ensureAdmin makes admins. */
  #insertUser(username: string, email: string, passwordHash: string, isAdmin: boolean): Promise<UserRow> {
    const now = nowIso();
    return this.#users.insert({
      id: randomUUID(),
      username,
      email,
      password_hash: passwordHash,
      is_admin: isAdmin,
      plan_tier: 'free',
      plan_status: 'active',
      renewal_date: null,
      credits_remaining: 0,
      insights_enabled: true,
      created_at: now,
      updated_at: now,
    });
  }

  async #session(row: UserRow): Promise<AuthResponse> {
    return { access_token: await this.tokens.issue(row.id), token_type: 'bearer', user: toUser(row) };
  }
}
