// The linked identities (provider + subject → account) and the state of upstream sign-ins under
// way. Only this module writes these tables (platform/db.ts creates them).
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.ts';

export interface LinkedIdentityRow {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string;
  linked_at: string;
}

export interface FederationAttempt {
  state: string;
  interaction_uid: string;
  device_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  expires_at: number;
}

/** A link started from the account centre: the user's, not an interaction's. */
export interface FederationLinkAttempt {
  state: string;
  user_id: string;
  device_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  /** The configured app the browser returns to (app-links.ts picked it). */
  app_origin: string;
  /**
   * Set for "Confirm it's you" through the provider instead of a link: the session (grant) the
   * provider's answer re-authenticates, and the app's path the browser returns to.
   */
  grant_id: string | null;
  return_path: string | null;
  expires_at: number;
}

export interface FederationPending {
  interaction_uid: string;
  kind: 'link' | 'two_step';
  user_id: string;
  provider: string;
  subject: string;
  email: string;
  expires_at: number;
}

/** An upstream sign-in must come back within this many seconds. */
export const ATTEMPT_TTL = 600;

export function linkedIdentityStore(db: Db, now: () => number) {
  const seconds = () => Math.floor(now() / 1000);
  return {
    find(provider: string, subject: string): LinkedIdentityRow | undefined {
      return db
        .prepare<[string, string], LinkedIdentityRow>(
          `SELECT id, user_id, provider, subject, email, linked_at FROM linked_identities
            WHERE provider = ? AND subject = ?`,
        )
        .get(provider, subject);
    },
    list(userId: string): LinkedIdentityRow[] {
      return db
        .prepare<[string], LinkedIdentityRow>(
          `SELECT id, user_id, provider, subject, email, linked_at FROM linked_identities
            WHERE user_id = ? ORDER BY linked_at, id`,
        )
        .all(userId);
    },
    /** The account's identity from this provider (one per provider). */
    ofProvider(userId: string, provider: string): LinkedIdentityRow | undefined {
      return this.list(userId).find((row) => row.provider === provider);
    },
    link(input: {
      userId: string;
      provider: string;
      subject: string;
      email: string;
    }): LinkedIdentityRow {
      const row: LinkedIdentityRow = {
        id: randomUUID(),
        user_id: input.userId,
        provider: input.provider,
        subject: input.subject,
        email: input.email,
        linked_at: new Date(now()).toISOString(),
      };
      db.prepare(
        `INSERT INTO linked_identities (id, user_id, provider, subject, email, linked_at)
         VALUES (@id, @user_id, @provider, @subject, @email, @linked_at)`,
      ).run(row);
      return row;
    },
    /** Unlinks every identity of the account (a recovery: accounts/recovery.ts); how many. */
    unlinkAll(userId: string): number {
      return db.prepare('DELETE FROM linked_identities WHERE user_id = ?').run(userId).changes;
    },
    unlink(userId: string, id: string): boolean {
      return (
        db.prepare('DELETE FROM linked_identities WHERE user_id = ? AND id = ?').run(userId, id)
          .changes > 0
      );
    },

    beginAttempt(attempt: Omit<FederationAttempt, 'expires_at'>): void {
      db.prepare('DELETE FROM federation_attempts WHERE expires_at <= ?').run(seconds());
      db.prepare(
        `INSERT INTO federation_attempts
           (state, interaction_uid, device_hash, provider, code_verifier, nonce, expires_at)
         VALUES (@state, @interaction_uid, @device_hash, @provider, @code_verifier, @nonce,
                 @expires_at)`,
      ).run({ ...attempt, expires_at: seconds() + ATTEMPT_TTL });
    },
    /** The attempt a callback's `state` names, used once (removed), if not expired. */
    takeAttempt(state: string): FederationAttempt | undefined {
      const row = db
        .prepare<[string], FederationAttempt>(
          `DELETE FROM federation_attempts WHERE state = ?
           RETURNING state, interaction_uid, device_hash, provider, code_verifier, nonce,
                     expires_at`,
        )
        .get(state);
      return row && row.expires_at > seconds() ? row : undefined;
    },

    beginLinkAttempt(
      attempt: Omit<FederationLinkAttempt, 'expires_at' | 'grant_id' | 'return_path'> &
        Partial<Pick<FederationLinkAttempt, 'grant_id' | 'return_path'>>,
    ): void {
      db.prepare('DELETE FROM federation_link_attempts WHERE expires_at <= ?').run(seconds());
      db.prepare(
        `INSERT INTO federation_link_attempts
           (state, user_id, device_hash, provider, code_verifier, nonce, app_origin, grant_id,
            return_path, expires_at)
         VALUES (@state, @user_id, @device_hash, @provider, @code_verifier, @nonce, @app_origin,
                 @grant_id, @return_path, @expires_at)`,
      ).run({
        grant_id: null,
        return_path: null,
        ...attempt,
        expires_at: seconds() + ATTEMPT_TTL,
      });
    },
    /**
     * The link attempt a callback's `state` names, used once (removed), with whether it is still
     * within its life: an expired one is still told apart (its owner is sent back to the app to
     * hear so) once the caller has checked it is this browser's.
     */
    takeLinkAttempt(state: string): (FederationLinkAttempt & { expired: boolean }) | undefined {
      const row = db
        .prepare<[string], FederationLinkAttempt>(
          `DELETE FROM federation_link_attempts WHERE state = ?
           RETURNING state, user_id, device_hash, provider, code_verifier, nonce, app_origin,
                     grant_id, return_path, expires_at`,
        )
        .get(state);
      return row && { ...row, expired: row.expires_at <= seconds() };
    },

    setPending(pending: Omit<FederationPending, 'expires_at'>): void {
      db.prepare('DELETE FROM federation_pending WHERE expires_at <= ?').run(seconds());
      db.prepare(
        `INSERT OR REPLACE INTO federation_pending
           (interaction_uid, kind, user_id, provider, subject, email, expires_at)
         VALUES (@interaction_uid, @kind, @user_id, @provider, @subject, @email, @expires_at)`,
      ).run({ ...pending, expires_at: seconds() + ATTEMPT_TTL });
    },
    pending(uid: string): FederationPending | undefined {
      return db
        .prepare<[string, number], FederationPending>(
          `SELECT interaction_uid, kind, user_id, provider, subject, email, expires_at
             FROM federation_pending WHERE interaction_uid = ? AND expires_at > ?`,
        )
        .get(uid, seconds());
    },
    endPending(uid: string): void {
      db.prepare('DELETE FROM federation_pending WHERE interaction_uid = ?').run(uid);
    },
  };
}

export type LinkedIdentityStore = ReturnType<typeof linkedIdentityStore>;

/** The account's linked identities for its data export (no subject: an upstream identifier). */
export function exportLinkedIdentities(
  db: Db,
  userId: string,
): { provider: string; email: string; linkedAt: string }[] {
  return db
    .prepare<[string], { provider: string; email: string; linked_at: string }>(
      'SELECT provider, email, linked_at FROM linked_identities WHERE user_id = ? ORDER BY linked_at',
    )
    .all(userId)
    .map((row) => ({ provider: row.provider, email: row.email, linkedAt: row.linked_at }));
}
