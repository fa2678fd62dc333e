// Deleting an account with a grace period (docs/your-data.md): a request disables the account
// at once and sets `users.erase_at` 14 days later; until then a restore (the mailed link, or
// signing in with the right password and choosing to) brings it back as it was. The erase job
// then removes the user and everything tied to it, so the address is free again.
import { handOverSoleOwnership } from '../organisations/store.ts';
import { recordActivity, type ActivityInput } from '../sessions/activity.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { revokeAccountSessions } from '../sessions/store.ts';
import {
  cancelErase,
  deleteScheduledUser,
  dueForErase,
  eraseAtOf,
  scheduleErase,
} from '../accounts/store.ts';

export const GRACE_PERIOD_DAYS = 14;
export const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 3600 * 1000;
/** How often the running dev API looks for accounts to erase (it also looks when it starts). */
export const ERASE_JOB_INTERVAL_MS = 15 * 60 * 1000;

/** Whether the account's grace period is over (it is erased, or about to be). */
export function isEraseDue(eraseAt: string, clock: Clock): boolean {
  return Date.parse(eraseAt) <= clock();
}

/**
 * Disables the account, sets when it will be erased and ends every session (this one too).
 * Run inside the caller's transaction with the restore link's issue.
 */
export function scheduleDeletion(db: Db, userId: string, eraseAt: string): void {
  scheduleErase(db, userId, eraseAt);
  // Links of an e-mail change waiting for confirmation have nothing left to change.
  db.prepare(
    `UPDATE privacy_links SET used_at = ? WHERE user_id = ? AND purpose = 'email_change'
        AND used_at IS NULL`,
  ).run(new Date().toISOString(), userId);
  revokeAccountSessions(db, userId);
}

/**
 * Brings a scheduled account back (enabled, no erase date) and spends its restore links.
 * False when it was not scheduled, or its grace period is over.
 */
export function restoreAccount(
  db: Db,
  clock: Clock,
  userId: string,
  activity: Omit<ActivityInput, 'userId' | 'type'>,
): boolean {
  const restored = db.transaction(() => {
    const eraseAt = eraseAtOf(db, userId);
    if (!eraseAt || isEraseDue(eraseAt, clock)) return false;
    cancelErase(db, userId);
    db.prepare(
      `UPDATE privacy_links SET used_at = ? WHERE user_id = ? AND purpose = 'restore'
          AND used_at IS NULL`,
    ).run(new Date(clock()).toISOString(), userId);
    return true;
  })();
  if (restored) recordActivity(db, { ...activity, userId, type: 'deletion_cancelled' });
  return restored;
}

/**
 * Erases every account whose grace period is over: the user row and, through its foreign keys,
 * its tokens, links, consents, push tokens, two-step factors, trusted devices, passkeys,
 * re-authentications, activity and session records; and what other tables keep by id or
 * address: the authority's sessions, grants and tokens, pending passkey challenges, the
 * throttles' counters for the address, and the analytics events the dev PostHog sink received
 * for the user. The mails already sent stay in the outbox (a mail server's, not ours).
 * Returns the ids erased.
 */
export function eraseDueAccounts(db: Db, clock: Clock, only?: { email: string }): string[] {
  const due = dueForErase(db, new Date(clock()).toISOString(), only?.email);
  const challenges = db.prepare('DELETE FROM passkey_challenges WHERE subject = ?');
  // Keys end with ':' and the address or the id (platform/throttle.ts, throttleKeys).
  const counters = db.prepare<[{ v: string }]>(
    "DELETE FROM login_failures WHERE substr(key, -length(@v) - 1) = ':' || @v",
  );
  const analytics = db.prepare('DELETE FROM analytics_events WHERE distinct_id = ?');
  for (const { id, email } of due) {
    db.transaction(() => {
      revokeAccountSessions(db, id);
      challenges.run(id);
      counters.run({ v: email });
      counters.run({ v: id });
      analytics.run(id);
      // No organisation is left without an owner (docs/organisations.md).
      handOverSoleOwnership(db, id, new Date(clock()).toISOString());
      deleteScheduledUser(db, id);
    })();
  }
  return due.map((row) => row.id);
}

/** Runs the erase job now and then every `intervalMs`; returns the stopper. */
export function startEraseJob(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; logError?: (error: unknown) => void } = {},
): () => void {
  const run = () => {
    try {
      eraseDueAccounts(db, clock);
    } catch (error) {
      (options.logError ?? console.error)(error);
    }
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? ERASE_JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
