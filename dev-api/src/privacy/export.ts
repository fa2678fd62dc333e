// "Download your data" (docs/your-data.md): everything the API holds about a user, as one JSON
// document (api/openapi.yaml, AccountDataExport). Built from an allow-list of columns, never
// from whole rows, so a secret added to a table later does not leak into exports: no password
// hash, two-step secret, recovery code, passkey public key or credential id, token, token hash
// or device-cookie hash. Push tokens are masked.
import { listActivity, type ActivityEvent } from '../sessions/activity.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import type { PrivacyLinks } from './links.ts';
import type { ConsentSource } from '../consents/store.ts';
import { findExportProfile } from '../accounts/store.ts';
import { exportPushTokens } from '../sessions/push-tokens.ts';

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

  const consents = db
    .prepare<
      [string],
      {
        document: 'terms' | 'privacy';
        version: string;
        acceptedAt: string;
        source: ConsentSource;
      }
    >(
      `SELECT document, version, accepted_at AS acceptedAt, source FROM consents
        WHERE user_id = ? ORDER BY id`,
    )
    .all(userId);

  const sessions = db
    .prepare<
      [string],
      {
        signed_in_at: string;
        last_seen_at: string;
        ip: string | null;
        user_agent: string | null;
        amr: string;
      }
    >(
      `SELECT signed_in_at, last_seen_at, ip, user_agent, amr FROM session_devices
        WHERE user_id = ? ORDER BY signed_in_at DESC`,
    )
    .all(userId)
    .map((row) => ({
      signedInAt: row.signed_in_at,
      lastSeenAt: row.last_seen_at,
      ip: row.ip,
      userAgent: row.user_agent,
      methods: (JSON.parse(row.amr) as unknown[]).filter((v): v is string => typeof v === 'string'),
    }));

  const trustedDevices = db
    .prepare<
      [string],
      {
        user_agent: string | null;
        created_at: string;
        last_used_at: string | null;
        expires_at: number;
      }
    >(
      `SELECT user_agent, created_at, last_used_at, expires_at FROM trusted_devices
        WHERE user_id = ? ORDER BY created_at DESC`,
    )
    .all(userId)
    .map((row) => ({
      userAgent: row.user_agent,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      expiresAt: new Date(row.expires_at * 1000).toISOString(),
    }));

  const activity = allActivity(db, userId).map((event) => ({
    type: event.type,
    at: event.at,
    ip: event.ip,
    userAgent: event.userAgent,
    detail: event.detail,
  }));

  const factor = db
    .prepare<[string], { confirmed_at: string | null }>(
      'SELECT confirmed_at FROM totp_factors WHERE user_id = ?',
    )
    .get(userId);
  const codesLeft =
    db
      .prepare<[string], { count: number }>(
        'SELECT count(*) AS count FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
      )
      .get(userId)?.count ?? 0;
  const twoStepOn = factor?.confirmed_at != null;

  const passkeys = db
    .prepare<
      [string],
      {
        name: string;
        created_at: string;
        last_used_at: string | null;
        device_type: 'singleDevice' | 'multiDevice';
        backed_up: number;
      }
    >(
      `SELECT name, created_at, last_used_at, device_type, backed_up FROM passkeys
        WHERE user_id = ? ORDER BY created_at`,
    )
    .all(userId)
    .map((row) => ({
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      deviceType: row.device_type,
      backedUp: row.backed_up === 1,
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
    pushTokens,
    // The app identifies the signed-in user to PostHog and Firebase Analytics by `sub`.
    analytics: { distinctId: user.id },
    pendingEmailChange: links.pendingEmailChange(userId),
  };
}

export type AccountDataExport = ReturnType<typeof buildExport>;
