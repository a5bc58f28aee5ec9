import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { PlanTier } from './plans.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const Username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(USERNAME_PATTERN, 'Username may use letters, digits, dots, dashes and underscores only');

export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const Email = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const RegisterRequest = z.object({
  username: Username,
  email: Email,
  password: Password,
  /** Agreed to study tips and news by email (unchecked by default); only these are exported. */
  email_consent: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** `username` may also be the account's email address. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** POST /api/auth/password: the new password follows the registration rules. */
export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1, 'Current password is required').max(128),
  new_password: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  plan_tier: PlanTier,
  plan_status: z.string(),
  renewal_date: IsoDateTime.nullable(),
  is_admin: z.boolean(),
  credits_remaining: z.number().int(),
  insights_enabled: z.boolean(),
  created_at: IsoDateTime,
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** Path parameters of the admin's routes about one user. */
export const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
