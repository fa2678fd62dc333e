// Push registrations (docs/sessions-and-activity.md, "Push registrations"): a device's token for
// notifications, one row per account and token. The one owner of SQL on `push_tokens`: created,
// listed, removed and exported through these functions.
import { nowIso, type Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';

export const PUSH_PLATFORMS = ['android', 'ios', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
export const PUSH_TOKEN_MAX_LENGTH = 4096;

export interface PushRegistrationRow {
  id: number;
  platform: string;
  created_at: string;
  updated_at: string;
}

/**
 * Registers `token` for the account, or updates its platform; true when it is new. Never moved
 * between accounts: a link carrying someone's token must neither take a device's notifications
 * from its owner nor send this account's to another person's device. The holder frees it.
 */
export function registerPushToken(
  db: Db,
  userId: string,
  token: string,
  platform: PushPlatform,
): boolean {
  return db.transaction(() => {
    const now = nowIso();
    const heldByAnother = db
      .prepare<[string, string], { id: number }>(
        'SELECT id FROM push_tokens WHERE token = ? AND user_id <> ? LIMIT 1',
      )
      .get(token, userId);
    if (heldByAnother) {
      throw new ApiError(
        409,
        'push_token_taken',
        "This device's notifications belong to another account.",
      );
    }
    const existing = db
      .prepare<[string, string], { id: number; platform: PushPlatform }>(
        'SELECT id, platform FROM push_tokens WHERE user_id = ? AND token = ?',
      )
      .get(userId, token);
    if (existing) {
      if (existing.platform !== platform) {
        db.prepare<[PushPlatform, string, number]>(
          'UPDATE push_tokens SET platform = ?, updated_at = ? WHERE id = ?',
        ).run(platform, now, existing.id);
      }
      return false;
    }
    db.prepare<[string, string, PushPlatform, string, string]>(
      `INSERT INTO push_tokens (user_id, token, platform, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(userId, token, platform, now, now);
    return true;
  })();
}

/** The account's registrations, newest first. */
export function listPushTokens(db: Db, userId: string): PushRegistrationRow[] {
  return db
    .prepare<[string], PushRegistrationRow>(
      `SELECT id, platform, created_at, updated_at FROM push_tokens
        WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(userId);
}

/** Removes one of the account's registrations; false when it has none with this id. */
export function removePushToken(db: Db, userId: string, id: number): boolean {
  return (
    db.prepare('DELETE FROM push_tokens WHERE id = ? AND user_id = ?').run(id, userId).changes > 0
  );
}

/** Removes every registration of the account (a recovery); returns how many there were. */
export function removeAllPushTokens(db: Db, userId: string): number {
  return db.prepare<[string]>('DELETE FROM push_tokens WHERE user_id = ?').run(userId).changes;
}

/** The registrations with their tokens, oldest first, for the data export (which masks them). */
export function exportPushTokens(db: Db, userId: string) {
  return db
    .prepare<
      [string],
      { platform: PushPlatform; token: string; created_at: string; updated_at: string }
    >(
      `SELECT platform, token, created_at, updated_at FROM push_tokens
        WHERE user_id = ? ORDER BY created_at`,
    )
    .all(userId);
}

/** How many registrations the account has. */
export function countPushTokens(db: Db, userId: string): number {
  return (
    db
      .prepare<[string], { count: number }>(
        'SELECT count(*) AS count FROM push_tokens WHERE user_id = ?',
      )
      .get(userId)?.count ?? 0
  );
}
