// Account recovery (docs/recovery.md): what "This wasn't me" (signed in or from the new-device
// mail), a password reset from a mailed link and an e-mail change's revert all do, in one
// place. Every session ends, and everything else that could sign in to the account or move it
// is REMOVED, not held for the owner to judge: every passkey, the authenticator app with its
// recovery codes, every trusted device, pending e-mail change and old-address revert links,
// push registrations, every identity linked from another provider (an attacker who had the
// password could link their own, and sign in with it after the password changed). The moment the password leaked is unknown, so nothing added before the
// recovery can be told apart from an attacker's addition; asking the owner, under stress,
// whether "Passkey, added 24 Nov" is theirs asks for the very judgement an attacker counts on
// them getting wrong, while adding their own back takes a minute. What was removed is recorded
// (account_recovered), mailed once with how to add each back, and answered to the screen.
//
// "This wasn't me" also ends the password (`endPassword`): someone else signed in, so they know
// it. Otherwise a stolen session could press it to strip the owner's passkeys and two-step
// verification, then sign in again with the password alone. Only the mailbox is left; its reset
// link sets the new password.
//
// Routes import this module; it imports the stores, never a route.
import type { Context } from 'koa';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { recoveryMail, type RecoveryReason, type RemovedFactors } from './recovery-mail.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { appLink, pickApp, type AppLocation } from '../platform/app-links.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { sendMail } from '../platform/mailer.ts';
import { listAccountSessions, revokeAccountSessions } from '../sessions/store.ts';
import type { PasskeyRow, PasskeyStore } from '../passkeys/store.ts';
import { deviceLabel } from '../passkeys/webauthn.ts';
import { unusablePasswordHash } from '../platform/passwords.ts';
import { privacyLinks } from '../privacy/links.ts';
import type { TwoStepStore } from '../two-step/store.ts';
import type { LinkedIdentityStore } from '../federation/store.ts';

export type { RecoveryReason, RemovedFactors } from './recovery-mail.ts';
import { setPasswordHash } from './store.ts';
import { removeAllPushTokens } from '../sessions/push-tokens.ts';

/** What recoverAccount needs: the stores of what it removes (app.ts makes them once). */
export interface RecoveryDeps {
  db: Db;
  clock: Clock;
  twoStep: TwoStepStore;
  passkeys: PasskeyStore;
  linkedIdentities: LinkedIdentityStore;
  apps: readonly AppLocation[];
}

export interface RecoveredUser {
  id: string;
  email: string;
  /** Null when the address is not proven yet (platform/mail-layout.ts: no typed name in the mail). */
  name: string | null;
  locale: string;
  tenant_id: string | null;
}

export interface RecoveryRequest {
  /** The request that recovers (its device and address go on the timeline). */
  ctx: Context;
  user: RecoveredUser;
  reason: RecoveryReason;
  /** A password-reset link for the mail (not-me); else the mail links to forgot-password. */
  resetUrl?: string | null;
  /** The app the mail's links open; defaults to the one the request's Origin names. */
  app?: AppLocation;
  /**
   * The current password stops working too (not-me: whoever signed in knows it); the mailbox's
   * reset link sets the next one. Not for a reset, which has just set a new password.
   */
  endPassword?: boolean;
}

export interface RecoveryResult {
  /** Browser sessions that were signed in. */
  sessionsEnded: number;
  removed: RemovedFactors;
}

/**
 * A passkey as the server saw it added: the browser and system of the request that added it
 * ("Chrome on Linux"), never a name typed by whoever added or renamed it, nor the model its
 * authenticator claims through an AAGUID: both are the attacker's to choose ("iCloud Keychain",
 * "My phone"), as for the passkey mails (passkeys/routes.ts).
 */
function serverPasskeyName(row: PasskeyRow): string {
  return deviceLabel(row.added_browser, row.added_os);
}

/**
 * Ends every session of the account and removes every factor but the mailbox and the password;
 * records `account_recovered` and mails the owner what was removed and how to add it back.
 * Returns the same list for the screen.
 */
export function recoverAccount(deps: RecoveryDeps, request: RecoveryRequest): RecoveryResult {
  const { db, twoStep, passkeys } = deps;
  const { ctx, user, reason } = request;
  const links = privacyLinks(db, deps.clock);

  const result = db.transaction((): RecoveryResult => {
    const sessionsEnded = listAccountSessions(db, user.id).length;
    const removedPasskeys = passkeys.removeAll(user.id);
    const twoStepWas = twoStep.status(user.id);
    const trustedDevices = twoStep.trustedDevices(user.id).length;
    // Also a setup begun but not confirmed: an attacker's pending secret must not wait for them.
    twoStep.disable(user.id);
    const pendingEmailChange = links.cancelEmailChanges(user.id);
    const pushRegistrations = removeAllPushTokens(db, user.id);
    const linkedIdentities = deps.linkedIdentities.unlinkAll(user.id);
    revokeAccountSessions(db, user.id);
    db.prepare<[string]>('DELETE FROM session_devices WHERE user_id = ?').run(user.id);
    if (request.endPassword) {
      setPasswordHash(db, user.id, unusablePasswordHash());
    }
    return {
      sessionsEnded,
      removed: {
        passkeys: removedPasskeys.map((row) => ({
          name: serverPasskeyName(row),
          createdAt: row.created_at,
        })),
        authenticatorApp: twoStepWas.enabled,
        recoveryCodes: twoStepWas.recoveryCodesLeft,
        trustedDevices,
        pendingEmailChange,
        pushRegistrations,
        linkedIdentities,
      },
    };
  })();

  const { removed } = result;
  recordActivity(db, {
    userId: user.id,
    type: 'account_recovered',
    ...activityContext(ctx),
    detail: {
      reason,
      passkeys: removed.passkeys.length,
      authenticatorApp: removed.authenticatorApp,
      recoveryCodes: removed.recoveryCodes,
      trustedDevices: removed.trustedDevices,
      pendingEmailChange: removed.pendingEmailChange,
      pushRegistrations: removed.pushRegistrations,
      linkedIdentities: removed.linkedIdentities,
    },
  });

  const app = request.app ?? pickApp(deps.apps, ctx.get('Origin'));
  const whitelabel = user.tenant_id;
  sendMail(
    db,
    recoveryMail(
      { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
      reason,
      removed,
      {
        security: appLink(app, 'security', { whitelabel }),
        forgotPassword: appLink(app, 'forgot-password', { whitelabel }),
        resetUrl: request.resetUrl ?? null,
      },
    ),
  );
  return result;
}
