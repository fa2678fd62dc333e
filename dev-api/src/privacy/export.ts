// "Download your data" (docs/your-data.md): everything the API holds about a user, as one JSON
// document (api/openapi.yaml, AccountDataExport). Built from an allow-list of columns, never
// from whole rows, so a secret added to a table later does not leak into exports: no password
// hash, two-step secret, recovery code, passkey public key or credential id, token, token hash
// or device-cookie hash. Push tokens are masked.
import { listActivity, type ActivityEvent } from '../sessions/activity.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import type { PrivacyLinks } from './links.ts';
import { findExportProfile } from '../accounts/store.ts';
import { exportPushTokens } from '../sessions/push-tokens.ts';
import { exportConsents } from '../consents/store.ts';
import { exportSessionDevices } from '../sessions/store.ts';
import { exportTrustedDevices, exportTwoStep } from '../two-step/store.ts';
import { exportPasskeys } from '../passkeys/store.ts';
import { exportLinkedIdentities } from '../federation/store.ts';
import { exportMemberships } from '../organisations/store.ts';

/** The first and last 4 characters: enough to recognise a device's token, not to use it. */
export function maskToken(token: string): string {
  return token.length <= 12 ? '…' : `${token.slice(0, 4)}…${token.slice(-4)}`;
}

/** The file name the export is saved under: `account-data-YYYY-MM-DD.json` (UTC day). */
export function exportFileName(clock: Clock): string {
  return `account-data-${new Date(clock()).toISOString().slice(0, 10)}.json`;
}

function allActivity(db: Db, userId: string): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  let before: string | undefined;
  for (;;) {
    const page = listActivity(db, userId, { before, limit: 100 });
    events.push(...page.events);
    if (!page.next) return events;
    before = page.next;
  }
}

export function buildExport(db: Db, links: PrivacyLinks, clock: Clock, userId: string) {
  const user = findExportProfile(db, userId);
  if (!user) throw new Error('no such user');

  // Each from the store that owns its table, by an allow-list of columns.
  const consents = exportConsents(db, userId);
  const sessions = exportSessionDevices(db, userId);
  const trustedDevices = exportTrustedDevices(db, userId);
  const { factor, codesLeft } = exportTwoStep(db, userId);
  const twoStepOn = factor?.confirmed_at != null;
  const passkeys = exportPasskeys(db, userId);

  const activity = allActivity(db, userId).map((event) => ({
    type: event.type,
    at: event.at,
    ip: event.ip,
    userAgent: event.userAgent,
    detail: event.detail,
  }));

  const pushTokens = exportPushTokens(db, userId).map((row) => ({
    platform: row.platform,
    token: maskToken(row.token),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));

  return {
    format: 'account-data/1' as const,
    exportedAt: new Date(clock()).toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      locale: user.locale,
      tenant:
        user.tenant_id && user.tenant_name ? { id: user.tenant_id, name: user.tenant_name } : null,
      createdAt: user.created_at,
      confirmedAt: user.confirmed_at,
      lastSignInAt: user.last_sign_in_at,
      onboardingCompleted: user.onboarding_completed === 1,
      notifications: user.notifications === 1,
    },
    consents,
    sessions,
    trustedDevices,
    activity,
    twoStep: {
      enabled: twoStepOn,
      enabledAt: twoStepOn ? (factor?.confirmed_at ?? null) : null,
      recoveryCodesLeft: twoStepOn ? codesLeft : 0,
    },
    passkeys,
    linkedIdentities: exportLinkedIdentities(db, userId),
    pushTokens,
    // The app identifies the signed-in user to PostHog and Firebase Analytics by `sub`.
    analytics: { distinctId: user.id },
    pendingEmailChange: links.pendingEmailChange(userId),
    // Memberships: which organisations, the role in each, since when (docs/organisations.md).
    organisations: exportMemberships(db, userId),
  };
}

export type AccountDataExport = ReturnType<typeof buildExport>;
