import { randomUUID } from 'node:crypto';
import {
  type AuthResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  type PlanTier,
  type RegisterRequest,
  SETTINGS_MESSAGES,
  type User,
} from '@studybot/contract';
import type { LoginThrottle } from '../../platform/auth/login-throttle.ts';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TokenClaims, TokenService } from '../../platform/auth/tokens.ts';
import { isUniqueViolation, nowIso } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { RevokedTokensRepo, UsersRepo } from './repo.ts';

export const AUTH_MESSAGES = {
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  badCredentials: 'Incorrect username or password',
  notAdmin: 'Incorrect admin username or password',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  userNotFound: 'User not found',
  disabled: 'This account is disabled. Contact your administrator.',
} as const;

/** A user as the admin panel sees them. */
export interface Account extends User {
  disabled: boolean;
  email_consent: boolean;
  last_active_at: string | null;
}

function toAccount(row: UserRow): Account {
  return {
    ...toUser(row),
    disabled: row.disabled,
    email_consent: row.email_consent,
    last_active_at: row.last_active_at,
  };
}

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
  readonly #revoked: RevokedTokensRepo;

  constructor(
    db: Db,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    /** Whether sign-up is open (the admin panel's setting). */
    private readonly registrationOpen: () => Promise<boolean> = async () => true,
  ) {
    this.#users = new UsersRepo(db);
    this.#revoked = new RevokedTokensRepo(db);
  }

  async getUser(id: string): Promise<User | null> {
    const row = await this.#users.findById(id);
    return row ? toUser(row) : null;
  }

  /**
   * The token's user while the token still counts (current version, not logged out, account not
   * disabled). The user is marked active for the day on their first request of it.
   */
  async sessionUser(claims: TokenClaims): Promise<User | null> {
    const row = await this.#users.findSessionUser(claims);
    if (!row) return null;
    const today = new Date().toISOString().slice(0, 10);
    if (!row.last_active_at || row.last_active_at < today) await this.#users.markActive(row.id, today);
    return toUser(row);
  }

  registrationIsOpen(): Promise<boolean> {
    return this.registrationOpen();
  }

  /** New accounts are always free, non-admin users: privilege fields in the body are ignored. */
  async register(input: RegisterRequest): Promise<AuthResponse> {
    if (!(await this.registrationOpen())) throw forbidden(SETTINGS_MESSAGES.registrationClosed);
    const email = input.email.toLowerCase();
    const taken = await this.#users.usernameOrEmailTaken(input.username, email);
    if (taken) throw conflict(taken === 'username' ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken);
    try {
      const row = await this.#insertUser(
        input.username,
        email,
        await hashPassword(input.password),
        false,
        input.email_consent ?? false,
      );
      return this.#session(row);
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
      throw error;
    }
  }

  /**
   * The same answer for an unknown user and a wrong password, in about the same time. Only
   * failures count towards the throttle, per resolved account and per address; a success clears
   * the account's count.
   */
  async login(
    input: LoginRequest,
    { adminOnly = false, address }: { adminOnly?: boolean; address: string },
  ): Promise<AuthResponse> {
    const row = await this.#users.findByLogin(input.username);
    const attempt = { account: row ? { userId: row.id } : { typedName: input.username }, address };
    await this.throttle.check(attempt);
    const ok = await verifyPassword(input.password, row?.password_hash ?? (await DECOY_HASH_PROMISE));
    if (!row || !ok) {
      await this.throttle.failed(attempt);
      throw unauthorized(adminOnly ? AUTH_MESSAGES.notAdmin : AUTH_MESSAGES.badCredentials);
    }
    await this.throttle.succeeded(attempt);
    // The right password of a non-admin is not a guess: it neither counts nor is refused as one.
    if (adminOnly && !row.is_admin) throw unauthorized(AUTH_MESSAGES.notAdmin);
    if (row.disabled) throw forbidden(AUTH_MESSAGES.disabled);
    return this.#session(row);
  }

  /** Ends this token only; the user's other sessions go on. */
  async logout(claims: TokenClaims): Promise<void> {
    await this.#revoked.revoke({
      jti: claims.jti,
      userId: claims.userId,
      expiresAt: new Date(claims.expiresAt).toISOString(),
    });
    // A revoked row is useless once its token has expired anyway.
    await this.#revoked.pruneExpired(nowIso());
  }

  /**
   * Ends every token of the user issued so far ("sign out everywhere", an admin's revoke).
   * Throws 404 for an unknown user.
   */
  async revokeSessions(userId: string): Promise<void> {
    const version = await this.#users.updateAndBumpVersion(userId, { updated_at: nowIso() });
    if (version === null) throw notFound(AUTH_MESSAGES.userNotFound);
  }

  /** Moves the user to another plan; their sessions go on, with the new plan from the next request. */
  /** Billing's one way to change what plan a user is on (decision 0012). */
  async setPlan(
    userId: string,
    plan: { plan_tier: PlanTier; plan_status: string; renewal_date: string | null },
  ): Promise<void> {
    await this.#users.update(userId, { ...plan, updated_at: nowIso() });
  }

  // ---------------------------------------------------------------- the admin panel's reads and writes

  async account(id: string): Promise<Account | null> {
    const row = await this.#users.findById(id);
    return row ? toAccount(row) : null;
  }

  async accounts(query: { search?: string; plan?: string; limit: number; offset: number }) {
    const { rows, total } = await this.#users.list(query);
    return { accounts: rows.map(toAccount), total };
  }

  /** Grants or removes admin rights; removing them ends the user's sessions (their token says admin). */
  async setAdmin(id: string, isAdmin: boolean): Promise<void> {
    if (isAdmin) await this.#users.update(id, { is_admin: true, updated_at: nowIso() });
    else await this.#users.updateAndBumpVersion(id, { is_admin: false, updated_at: nowIso() });
  }

  /** Disables (ending every session) or enables an account. */
  async setDisabled(id: string, disabled: boolean): Promise<void> {
    if (disabled) await this.#users.updateAndBumpVersion(id, { disabled: true, updated_at: nowIso() });
    else await this.#users.update(id, { disabled: false, updated_at: nowIso() });
  }

  countUsers(since?: string): Promise<number> {
    return this.#users.count(since);
  }

  signUpsByDay(since: string): Promise<Map<string, number>> {
    return this.#users.signUpsByDay(since);
  }

  /** Users seen on a UTC day (YYYY-MM-DD). */
  activeOn(day: string): Promise<number> {
    return this.#users.activeOn(day);
  }

  recentSignUps(limit: number) {
    return this.#users.recentSignUps(limit);
  }

  /** Users who agreed to email, for the subscriber export: on a plan, signed up within [from, to). */
  subscribers(filter: { plan?: string; from?: string; to?: string }) {
    return this.#users.subscribers(filter);
  }

  usernames(ids: readonly string[]): Promise<Map<string, string>> {
    return this.#users.usernames(ids);
  }

  /** Billing's count of add-on credits left, shown with the user. */
  async setCreditsRemaining(userId: string, credits: number): Promise<void> {
    await this.#users.update(userId, { credits_remaining: credits, updated_at: nowIso() });
  }

  /** The analytics screen's Insights ON/OFF. */
  async setInsightsEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.#users.update(userId, { insights_enabled: enabled, updated_at: nowIso() });
  }

  /**
   * Checks the current password (a wrong one counts like a failed sign-in), stores the new one
   * and ends every other session. Returns a fresh token so the caller stays signed in.
   */
  async changePassword(
    user: User,
    input: ChangePasswordRequest,
    { address }: { address: string },
  ): Promise<AuthResponse> {
    const attempt = { account: { userId: user.id }, address };
    await this.throttle.check(attempt);
    const row = await this.#users.findById(user.id);
    if (!row) throw unauthorized('Invalid or expired token');
    if (!(await verifyPassword(input.current_password, row.password_hash))) {
      await this.throttle.failed(attempt);
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
    }
    await this.throttle.succeeded(attempt);
    if (input.new_password === input.current_password) throw badRequest(AUTH_MESSAGES.samePassword);
    const version = await this.#users.updateAndBumpVersion(row.id, {
      password_hash: await hashPassword(input.new_password),
      updated_at: nowIso(),
    });
    if (version === null) throw unauthorized('Invalid or expired token');
    return this.#session({ ...row, token_version: version });
  }

  /**
   * Creates the configured admin, or sets the password of the existing admin of that name.
   * An existing account that is not an admin is never promoted: whoever registered it could
   * be anyone, and would keep their signed-in session. Throws a readable error instead.
   * Safe when several servers start at once on one database: if another creates the admin
   * between our look-ups and our insert, the unique index refuses ours and we update theirs.
   */
  async ensureAdmin(admin: { username: string; password: string; email: string }): Promise<User> {
    const passwordHash = await hashPassword(admin.password);
    try {
      return await this.#ensureAdmin(admin, passwordHash);
    } catch (error) {
      // Another server created the admin between our look-ups and our insert: a unique
      // violation, or its email appearing after its name did not. Look again and update it.
      const created = await this.#users.findByUsername(admin.username);
      if (!created?.is_admin) throw error;
      return this.#ensureAdmin(admin, passwordHash);
    }
  }

  async #ensureAdmin(
    admin: { username: string; password: string; email: string },
    passwordHash: string,
  ): Promise<User> {
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
    if (!existing) return toUser(await this.#insertUser(admin.username, email, passwordHash, true));
    if (await verifyPassword(admin.password, existing.password_hash)) {
      // Same password as before: a restart must not sign the admin out everywhere.
      if (existing.email !== email) await this.#users.update(existing.id, { email, updated_at: nowIso() });
    } else {
      // A new ADMIN_PASSWORD is a password change: sessions signed in with the old one end.
      await this.#users.updateAndBumpVersion(existing.id, {
        password_hash: passwordHash,
        email,
        updated_at: nowIso(),
      });
    }
    return (await this.getUser(existing.id))!;
  }

  /** A new account on the free plan; only ensureAdmin makes admins. */
  #insertUser(
    username: string,
    email: string,
    passwordHash: string,
    isAdmin: boolean,
    emailConsent = false,
  ): Promise<UserRow> {
    const now = nowIso();
    return this.#users.insert({
      id: randomUUID(),
      username,
      email,
      password_hash: passwordHash,
      is_admin: isAdmin,
      email_consent: emailConsent,
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
    return {
      access_token: await this.tokens.issue(row.id, row.token_version),
      token_type: 'bearer',
      user: toUser(row),
    };
  }
}
