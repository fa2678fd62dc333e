// The mailed links of "Your data" (docs/your-data.md): confirming a new e-mail address (24 h),
// "It wasn't me" from the old address (7 days) and "Restore my account" (until the erase,
// 14 days). Like the account tokens (accounts/tokens.ts): 32 random bytes, only their SHA-256
// stored, single use, each failure its own code. They expire by the API's clock (clock.ts) so
// tests reach the limits without waiting.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/tokens.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';

export type LinkPurpose = 'email_change' | 'email_revert' | 'restore';

const DAY_MS = 24 * 3600 * 1000;
export const EMAIL_CHANGE_TTL_MS = DAY_MS;
export const EMAIL_REVERT_TTL_MS = 7 * DAY_MS;

interface LinkRow {
  id: number;
  user_id: string;
  email: string | null;
  expires_at: number;
  used_at: string | null;
}

export interface ValidLink {
  id: number;
  userId: string;
  /** The address the link sets: the new one (email_change), the old one (email_revert). */
  email: string | null;
}

const what: Record<LinkPurpose, string> = {
  email_change: 'e-mail change',
  email_revert: 'e-mail change',
  restore: 'restore',
};

export function linkErrors(purpose: LinkPurpose) {
  return {
    invalid: () => new ApiError(400, 'token_invalid', `This ${what[purpose]} link is not valid.`),
    expired: () => new ApiError(410, 'token_expired', `This ${what[purpose]} link has expired.`),
    used: () =>
      new ApiError(409, 'token_used', `This ${what[purpose]} link has already been used.`),
  };
}

/**
 * The owner authenticated (a completed sign-in, a re-authentication): the "It wasn't me" links
 * of earlier e-mail changes stop working. The undo exists for the days right after a change; an
 * authentication since is the account's holder confirming the state it is in, and an old
 * address must not keep a lever on the account for a week regardless (docs/your-data.md).
 */
export function endEmailReverts(db: Db, userId: string, at: Date): void {
  db.prepare(
    `UPDATE privacy_links SET used_at = ? WHERE user_id = ? AND purpose = 'email_revert'
        AND used_at IS NULL`,
  ).run(at.toISOString(), userId);
}

export function privacyLinks(db: Db, clock: Clock) {
  const insert = db.prepare<[string, LinkPurpose, string, string | null, number, string]>(
    `INSERT INTO privacy_links (user_id, purpose, token_hash, email, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const byHash = db.prepare<[string, LinkPurpose], LinkRow>(
    `SELECT id, user_id, email, expires_at, used_at FROM privacy_links
      WHERE token_hash = ? AND purpose = ?`,
  );
  const markUsed = db.prepare<[string, number]>(
    'UPDATE privacy_links SET used_at = ? WHERE id = ? AND used_at IS NULL',
  );
  const markAllUsed = db.prepare<[string, string, LinkPurpose]>(
    'UPDATE privacy_links SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  );
  const pending = db.prepare<
    [string, number],
    { email: string; created_at: string; expires_at: number }
  >(
    `SELECT email, created_at, expires_at FROM privacy_links
      WHERE user_id = ? AND purpose = 'email_change' AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`,
  );
  const nowIso = () => new Date(clock()).toISOString();

  return {
    /** A new link's token, in clear (the only time it exists so). */
    issue(userId: string, purpose: LinkPurpose, email: string | null, ttlMs: number): string {
      const token = randomBytes(32).toString('base64url');
      insert.run(userId, purpose, hashToken(token), email, clock() + ttlMs, nowIso());
      return token;
    },

    /** The link when it can be used now; otherwise throws its ApiError. */
    check(token: unknown, purpose: LinkPurpose): ValidLink {
      const errors = linkErrors(purpose);
      if (typeof token !== 'string' || token.length < 16 || token.length > 256) {
        throw errors.invalid();
      }
      const row = byHash.get(hashToken(token), purpose);
      if (!row) throw errors.invalid();
      if (row.used_at !== null) throw errors.used();
      if (row.expires_at <= clock()) throw errors.expired();
      return { id: row.id, userId: row.user_id, email: row.email };
    },

    /** Spends the link; false when another request spent it first (call in the transaction). */
    consume(id: number): boolean {
      return markUsed.run(nowIso(), id).changes === 1;
    },

    /** Spends every outstanding link of that purpose (a newer request, a revert, a restore). */
    consumeAll(userId: string, purpose: LinkPurpose): void {
      markAllUsed.run(nowIso(), userId, purpose);
    },

    /**
     * A recovery (accounts/recovery.ts): spends every e-mail change link and every old-address revert
     * link of the user. True when a change was waiting for its confirmation.
     */
    cancelEmailChanges(userId: string): boolean {
      const waiting = pending.get(userId, clock()) !== undefined;
      markAllUsed.run(nowIso(), userId, 'email_change');
      markAllUsed.run(nowIso(), userId, 'email_revert');
      return waiting;
    },

    /** The change waiting for its confirmation, if any (for the data export). */
    pendingEmailChange(userId: string) {
      const row = pending.get(userId, clock());
      return row
        ? {
            newEmail: row.email,
            requestedAt: row.created_at,
            expiresAt: new Date(row.expires_at).toISOString(),
          }
        : null;
    },
  };
}

export type PrivacyLinks = ReturnType<typeof privacyLinks>;
