// The one owner of SQL on `users` (the migrations in platform/db.ts create the table): every
// capability reads and writes an account through these functions. Each query names its columns
// (never `*`), so no caller gets a column, a password hash above all, it did not ask for.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../platform/db.ts';

const statements = new WeakMap<Db, Map<string, Statement>>();

/** The statement for `sql`, prepared once per database. */
function prepared<Params extends unknown[] | [object], Row = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement as unknown as Statement<Params, Row>;
}

/** An account as most routes need it: who, where mails go, and its state. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  confirmed_at: string | null;
  disabled: number;
  erase_at: string | null;
  frozen_at: string | null;
}

const USER_COLUMNS =
  'id, email, name, locale, tenant_id, confirmed_at, disabled, erase_at, frozen_at';

export function findUser(db: Db, id: string): UserRow | undefined {
  return prepared<[string], UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id);
}

/** By the address as stored (trimmed, lowercased: accounts/fields.ts). */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return prepared<[string], UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).get(
    email,
  );
}

/** What a password sign-in checks: the hash and every state that refuses it. */
export interface LoginUser {
  id: string;
  password_hash: string;
  confirmed_at: string | null;
  disabled: number;
  erase_at: string | null;
  frozen_at: string | null;
}

export function findLoginUser(db: Db, email: string): LoginUser | undefined {
  return prepared<[string], LoginUser>(
    db,
    `SELECT id, password_hash, confirmed_at, disabled, erase_at, frozen_at FROM users
      WHERE email = ?`,
  ).get(email);
}

/** The claims the authority puts in tokens, for an account that may still use them. */
export function findEnabledClaims(db: Db, id: string): AccountClaims | undefined {
  return prepared<[string], AccountClaims>(
    db,
    'SELECT id, email, name, tenant_id AS tenantId FROM users WHERE id = ? AND disabled = 0',
  ).get(id);
}

/** What an account's tokens say about it (authority/provider.ts, findAccount). */
export interface AccountClaims {
  id: string;
  email: string;
  name: string;
  tenantId: string | null;
}

/** The signed-in account with its tenant's two-step rule (accounts/active-user.ts). */
export interface ActiveAccountRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  password_hash: string;
  disabled: number;
  /** The account's tenant requires two-step verification. */
  require_two_step: number;
}

export function findActiveAccount(db: Db, id: string): ActiveAccountRow | undefined {
  return prepared<[string], ActiveAccountRow>(
    db,
    `SELECT u.id, u.email, u.name, u.locale, u.tenant_id, u.password_hash, u.disabled,
            coalesce(t.require_two_step, 0) AS require_two_step
       FROM users u LEFT JOIN tenants t ON t.id = u.tenant_id
      WHERE u.id = ?`,
  ).get(id);
}

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  onboarding_completed: number;
  onboarding_step: number | null;
  notifications: number;
  disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
}

export function findProfile(db: Db, id: string): ProfileRow | undefined {
  return prepared<[string], ProfileRow>(
    db,
    `SELECT id, email, name, locale, tenant_id, onboarding_completed, onboarding_step, disabled,
            created_at, last_sign_in_at, notifications
       FROM users WHERE id = ?`,
  ).get(id);
}

/** The profile fields a user may change (PATCH /users/me), by column. */
export interface ProfileUpdates {
  name?: string;
  locale?: string;
  onboarding_completed?: number;
  onboarding_step?: number | null;
  notifications?: number;
}

export function updateProfile(db: Db, id: string, updates: ProfileUpdates): void {
  const columns = Object.keys(updates);
  if (columns.length === 0) return;
  const set = columns.map((column) => `${column} = @${column}`).join(', ');
  db.prepare(`UPDATE users SET ${set} WHERE id = @id`).run({ ...updates, id });
}

/** The profile as the data export gives it, with the tenant's name. */
export interface ExportProfileRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  tenant_name: string | null;
  created_at: string;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  onboarding_completed: number;
  notifications: number;
}

export function findExportProfile(db: Db, id: string): ExportProfileRow | undefined {
  return prepared<[string], ExportProfileRow>(
    db,
    `SELECT u.id, u.email, u.name, u.locale, u.tenant_id, t.name AS tenant_name, u.created_at,
            u.confirmed_at, u.last_sign_in_at, u.onboarding_completed, u.notifications
       FROM users u LEFT JOIN tenants t ON t.id = u.tenant_id WHERE u.id = ?`,
  ).get(id);
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  locale: string;
  tenantId: string | null;
  createdAt: string;
  /** Set for an account created confirmed (the seed's demo user); sign-up leaves it null. */
  confirmedAt?: string | null;
  /** The seed's demo user has finished onboarding; a new sign-up has not. */
  onboardingCompleted?: boolean;
}

export function insertUser(db: Db, user: NewUser): void {
  prepared<[object]>(
    db,
    `INSERT INTO users (id, email, name, password_hash, locale, tenant_id, confirmed_at,
                        onboarding_completed, disabled, created_at)
     VALUES (@id, @email, @name, @passwordHash, @locale, @tenantId, @confirmedAt,
             @onboardingCompleted, 0, @createdAt)`,
  ).run({
    ...user,
    confirmedAt: user.confirmedAt ?? null,
    onboardingCompleted: user.onboardingCompleted ? 1 : 0,
  });
}

/** Confirms the address once; false when it already was. */
export function confirmUser(db: Db, id: string, at: string): boolean {
  return (
    prepared<[string, string]>(
      db,
      'UPDATE users SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL',
    ).run(at, id).changes > 0
  );
}

export function passwordHashOf(db: Db, id: string): string | undefined {
  return prepared<[string], { password_hash: string }>(
    db,
    'SELECT password_hash FROM users WHERE id = ?',
  ).get(id)?.password_hash;
}

export function setPasswordHash(db: Db, id: string, hash: string): void {
  prepared<[string, string]>(
    db,
    'UPDATE users SET password_hash = ?, has_password = 1 WHERE id = ?',
  ).run(hash, id);
}

/**
 * A password reset: the new hash, the address confirmed (the link reached it), and the account
 * unfrozen ("It wasn't me" after an e-mail change froze it).
 */
export function resetPasswordHash(db: Db, id: string, hash: string, at: string): void {
  prepared<[string, string, string]>(
    db,
    `UPDATE users SET password_hash = ?, confirmed_at = coalesce(confirmed_at, ?), frozen_at = NULL,
                      has_password = 1
      WHERE id = ?`,
  ).run(hash, at, id);
}

/**
 * Whether the account has a password of its own: false for one made by a provider's sign-in
 * (federation/), until a reset sets one. Its stored hash then matches no password.
 */
export function hasPassword(db: Db, id: string): boolean {
  return (
    prepared<[string], { has_password: number }>(
      db,
      'SELECT has_password FROM users WHERE id = ?',
    ).get(id)?.has_password === 1
  );
}

/** An account made by a provider's sign-in: no password (an unusable hash) until a reset. */
export function markPasswordless(db: Db, id: string): void {
  prepared<[string]>(db, 'UPDATE users SET has_password = 0 WHERE id = ?').run(id);
}

export function setEmail(db: Db, id: string, email: string): void {
  prepared<[string, string]>(db, 'UPDATE users SET email = ? WHERE id = ?').run(email, id);
}

export function freezeUser(db: Db, id: string, at: string): void {
  prepared<[string, string]>(db, 'UPDATE users SET frozen_at = ? WHERE id = ?').run(at, id);
}

export function recordSignIn(db: Db, id: string, at: string): void {
  prepared<[string, string]>(db, 'UPDATE users SET last_sign_in_at = ? WHERE id = ?').run(at, id);
}

/** Set once, by the account's first completed sign-in, and kept for good. */
export function markFirstSignIn(db: Db, id: string, at: string): boolean {
  return (
    prepared<[string, string]>(
      db,
      'UPDATE users SET first_signed_in_at = ? WHERE id = ? AND first_signed_in_at IS NULL',
    ).run(at, id).changes > 0
  );
}

/** Disables the account and sets when it will be erased. */
export function scheduleErase(db: Db, id: string, eraseAt: string): void {
  prepared<[string, string]>(db, 'UPDATE users SET disabled = 1, erase_at = ? WHERE id = ?').run(
    eraseAt,
    id,
  );
}

export function eraseAtOf(db: Db, id: string): string | null {
  return (
    prepared<[string], { erase_at: string | null }>(
      db,
      'SELECT erase_at FROM users WHERE id = ?',
    ).get(id)?.erase_at ?? null
  );
}

/** Enables a scheduled account again, with no erase date. */
export function cancelErase(db: Db, id: string): void {
  prepared<[string]>(db, 'UPDATE users SET disabled = 0, erase_at = NULL WHERE id = ?').run(id);
}

/** The accounts whose erase date is at or before `at` (ISO). */
export function dueForErase(db: Db, at: string, email?: string): { id: string; email: string }[] {
  return prepared<[{ at: string; email: string | null }], { id: string; email: string }>(
    db,
    `SELECT id, email FROM users WHERE erase_at IS NOT NULL AND erase_at <= @at
       AND (@email IS NULL OR email = @email)`,
  ).all({ at, email: email ?? null });
}

/** Deletes a scheduled account (its rows in other tables go with it: ON DELETE CASCADE). */
export function deleteScheduledUser(db: Db, id: string): void {
  prepared<[string]>(db, 'DELETE FROM users WHERE id = ? AND erase_at IS NOT NULL').run(id);
}

/** What a mailed link could change, for the browser tests (dev/routes.ts). */
export function accountState(
  db: Db,
  email: string,
): { id: string; confirmed: number; scheduled: number; frozen: number } | undefined {
  return prepared<[string], { id: string; confirmed: number; scheduled: number; frozen: number }>(
    db,
    `SELECT id, confirmed_at IS NOT NULL AS confirmed, erase_at IS NOT NULL AS scheduled,
            frozen_at IS NOT NULL AS frozen
       FROM users WHERE email = ?`,
  ).get(email);
}
