// The account's security activity: what happened to it, when, from which device and address.
// Shown to the user as a timeline (sessions/routes.ts) and included in their data export.
// Never holds a secret: details are a few plain values (a method, a count), checked below, and
// the device is the hash of its cookie (platform/device.ts), never the cookie. Events older than a
// year are deleted (docs/sessions-and-activity.md).
import type { Context } from 'koa';
import type { Db } from '../platform/db.ts';
import { readDevice } from '../platform/device.ts';

export type ActivityType =
  | 'signed_in'
  | 'sign_in_failed'
  | 'new_device'
  | 'password_changed'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'email_change_reverted'
  | 'two_step_enabled'
  | 'two_step_disabled'
  | 'recovery_code_used'
  | 'passkey_added'
  | 'passkey_removed'
  | 'session_ended'
  | 'other_sessions_ended'
  | 'not_me_reported'
  | 'account_recovered'
  | 'data_exported'
  | 'deletion_requested'
  | 'deletion_cancelled'
  | 'identity_linked'
  | 'identity_unlinked'
  // Organisations (organisations/routes.ts): the person's own side of a membership change.
  | 'organisation_created'
  | 'organisation_joined'
  | 'organisation_left'
  | 'organisation_removed'
  | 'organisation_role_changed'
  | 'organisation_deleted'
  // Enterprise SSO (enterprise-sso/sign-out.ts): signed out because the organisation of the
  // address's domain started to require its SSO.
  | 'sso_required_signed_out';

export const ACTIVITY_TYPES: readonly ActivityType[] = [
  'signed_in',
  'sign_in_failed',
  'new_device',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'email_change_reverted',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'session_ended',
  'other_sessions_ended',
  'not_me_reported',
  'account_recovered',
  'data_exported',
  'deletion_requested',
  'deletion_cancelled',
  'identity_linked',
  'identity_unlinked',
  'organisation_created',
  'organisation_joined',
  'organisation_left',
  'organisation_removed',
  'organisation_role_changed',
  'organisation_deleted',
  'sso_required_signed_out',
];

export type ActivityDetail = Record<string, string | number | boolean>;

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  /** readDevice(ctx) of dev-api/src/platform/device.ts: the hash of the device cookie. */
  deviceHash?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** A few plain values, e.g. { method: 'passkey' }; never a secret (checked). */
  detail?: ActivityDetail;
}

export interface ActivityEvent {
  /** Also the paging cursor: listActivity's `before`. */
  id: string;
  type: ActivityType;
  /** ISO 8601; for grouped failed sign-ins, the latest attempt. */
  at: string;
  deviceHash: string | null;
  ip: string | null;
  userAgent: string | null;
  /** sign_in_failed also carries `count` (attempts in the group) and `firstAt`. */
  detail: ActivityDetail;
}

export interface ActivityPage {
  events: ActivityEvent[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  next: string | null;
}

/** How long events are kept. */
export const ACTIVITY_RETENTION_DAYS = 365;
/** Failed sign-ins from one address within this window are one timeline entry. */
export const FAILED_SIGN_IN_GROUP_MS = 60 * 60 * 1000;

const MAX_USER_AGENT = 512;
const MAX_DETAIL_KEYS = 8;
const MAX_DETAIL_STRING = 200;
// Names a detail must never carry: a guard against a careless call site, not a filter to rely on.
const SECRET_KEY = /pass(word)?$|secret|token|otp|code$|cookie|hash/i;

/** The device, address and browser of a request, for recordActivity. */
export function activityContext(
  ctx: Pick<Context, 'cookies' | 'hostname' | 'secure' | 'ip' | 'get'>,
): Pick<ActivityInput, 'deviceHash' | 'ip' | 'userAgent'> {
  const userAgent = ctx.get('user-agent');
  return {
    deviceHash: readDevice(ctx),
    ip: ctx.ip || null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

function checkedDetail(detail: ActivityDetail | undefined): ActivityDetail {
  const entries = Object.entries(detail ?? {});
  if (entries.length > MAX_DETAIL_KEYS) throw new Error('activity detail: too many keys');
  const out: ActivityDetail = {};
  for (const [key, value] of entries) {
    if (SECRET_KEY.test(key)) throw new Error(`activity detail: "${key}" may hold a secret`);
    if (typeof value === 'string') out[key] = value.slice(0, MAX_DETAIL_STRING);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else throw new Error(`activity detail: "${key}" is not a plain value`);
  }
  return out;
}

interface EventRow {
  id: number;
  type: string;
  created_at: string;
  device_hash: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: string;
}

function toEvent(row: EventRow): ActivityEvent {
  return {
    id: String(row.id),
    type: row.type as ActivityType,
    at: row.created_at,
    deviceHash: row.device_hash,
    ip: row.ip,
    userAgent: row.user_agent,
    detail: JSON.parse(row.detail) as ActivityDetail,
  };
}

/**
 * Records one event (and drops the user's events past retention). A failed sign-in right after
 * another from the same address, with nothing in between, adds to that entry's count instead.
 */
export function recordActivity(db: Db, input: ActivityInput): void {
  if (!ACTIVITY_TYPES.includes(input.type)) throw new Error(`unknown activity ${input.type}`);
  const detail = checkedDetail(input.detail);
  const now = new Date();
  const at = now.toISOString();
  const ip = input.ip ?? null;
  const userAgent = input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null;
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString();

  db.transaction(() => {
    db.prepare('DELETE FROM activity_events WHERE user_id = ? AND created_at < ?').run(
      input.userId,
      cutoff,
    );
    if (input.type === 'sign_in_failed') {
      const latest = db
        .prepare<[string], EventRow>(
          `SELECT id, type, created_at, device_hash, ip, user_agent, detail FROM activity_events
            WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
        )
        .get(input.userId);
      const previous =
        latest?.type === 'sign_in_failed' ? (JSON.parse(latest.detail) as ActivityDetail) : null;
      // A wrong second-step code means the password was right: never folded into wrong
      // passwords, so the timeline can say so.
      if (
        latest &&
        previous &&
        latest.ip === ip &&
        (previous.step ?? null) === (detail.step ?? null) &&
        now.getTime() - Date.parse(latest.created_at) < FAILED_SIGN_IN_GROUP_MS
      ) {
        const count = (typeof previous.count === 'number' ? previous.count : 1) + 1;
        const grouped = { ...previous, ...detail, count, firstAt: previous.firstAt ?? at };
        db.prepare(
          `UPDATE activity_events SET created_at = ?, device_hash = ?, user_agent = ?, detail = ?
            WHERE id = ?`,
        ).run(at, input.deviceHash ?? null, userAgent, JSON.stringify(grouped), latest.id);
        return;
      }
      Object.assign(detail, { count: 1, firstAt: at });
    }
    db.prepare(
      `INSERT INTO activity_events (user_id, type, created_at, device_hash, ip, user_agent, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      input.userId,
      input.type,
      at,
      input.deviceHash ?? null,
      ip,
      userAgent,
      JSON.stringify(detail),
    );
  })();
}

/** The user's events, newest first, `limit` of them, older than the cursor `before`. */
export function listActivity(
  db: Db,
  userId: string,
  options: { before?: string; limit: number },
): ActivityPage {
  const limit = Math.max(1, Math.min(100, Math.floor(options.limit)));
  const before =
    options.before && /^[1-9][0-9]{0,15}$/.test(options.before)
      ? Number(options.before)
      : Number.MAX_SAFE_INTEGER;
  const cutoff = new Date(Date.now() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString();
  const rows = db
    .prepare<[string, number, string, number], EventRow>(
      `SELECT id, type, created_at, device_hash, ip, user_agent, detail FROM activity_events
        WHERE user_id = ? AND id < ? AND created_at >= ? ORDER BY id DESC LIMIT ?`,
    )
    .all(userId, before, cutoff, limit + 1);
  const events = rows.slice(0, limit).map(toEvent);
  return { events, next: rows.length > limit ? events[events.length - 1]!.id : null };
}

/** Whether this account has ever signed in on this device (a `signed_in` event with its hash). */
export function hasSignedInOnDevice(db: Db, userId: string, deviceHash: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM activity_events
          WHERE user_id = ? AND type = 'signed_in' AND device_hash = ? LIMIT 1`,
      )
      .get(userId, deviceHash) !== undefined
  );
}
