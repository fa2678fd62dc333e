// The breached-password notice (users.password_breached_at): set when someone signs in with a
// password later found in breaches, shown by the account centre (the profile's
// `passwordBreached`) until the password is changed or reset. Never a lock-out.
import type { Db } from '../platform/db.ts';
import { nowIso } from '../platform/db.ts';

export function markPasswordBreached(db: Db, userId: string): void {
  db.prepare('UPDATE users SET password_breached_at = ? WHERE id = ?').run(nowIso(), userId);
}

export function clearPasswordBreached(db: Db, userId: string): void {
  db.prepare('UPDATE users SET password_breached_at = NULL WHERE id = ?').run(userId);
}

export function isPasswordBreached(db: Db, userId: string): boolean {
  const row = db
    .prepare<[string], { at: string | null }>(
      'SELECT password_breached_at AS at FROM users WHERE id = ?',
    )
    .get(userId);
  return Boolean(row?.at);
}
