// Ends a user's sessions at the authority after a password reset or change: their grants, the
// tokens issued under them (access, refresh, authorization codes), their browser sessions and
// any sign-in still waiting to be resumed. Done on oidc-provider's storage directly: the
// provider reads every model from the adapter on each request (nothing is cached), and a
// deleted Grant is exactly what refresh-token reuse detection leaves behind, so the token
// endpoint answers invalid_grant and requireUser answers 401 from the next request on.
import { createHash } from 'node:crypto';
import type { Db } from '../platform/db.ts';

interface SessionRow {
  id: string;
  payload: string;
}

interface SessionPayload {
  authorizations?: Record<string, { grantId?: unknown } | undefined>;
}

export interface RevokeOptions {
  /**
   * A grant to spare (the one the request's access token belongs to, on a password change):
   * its tokens, and the browser session holding it, stay valid.
   */
  keepGrantId?: string | undefined;
  /**
   * Grants to spare besides it: the sessions an organisation's SSO rule still allows when it
   * starts to require its SSO (enterprise-sso/sign-out.ts).
   */
  keepGrantIds?: readonly string[];
}

/** Deletes the account's authority state except `keepGrantId`'s. Returns the rows removed. */
export function revokeAccountSessions(
  db: Db,
  accountId: string,
  options: RevokeOptions = {},
): number {
  const keeping = [
    ...(options.keepGrantIds ?? []),
    ...(options.keepGrantId ? [options.keepGrantId] : []),
  ];
  const keep = new Set(keeping);
  const keepJson = JSON.stringify(keeping);
  const accountIdOf = "json_extract(payload, '$.accountId')";
  const grants = db
    .prepare<[string], { id: string }>(
      `SELECT id FROM oidc_models WHERE model = 'Grant' AND ${accountIdOf} = ?`,
    )
    .all(accountId)
    .map((row) => row.id)
    .filter((id) => !keep.has(id));
  const byGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const grant = db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?");
  // Tokens naming the account whose grant row is already gone (or never was) go as well.
  const tokens = db.prepare<[string, string]>(
    `DELETE FROM oidc_models
      WHERE model NOT IN ('Grant', 'Session') AND ${accountIdOf} = ?
        AND (grant_id IS NULL OR grant_id NOT IN (SELECT value FROM json_each(?)))`,
  );
  // A sign-in that passed the login step but was not resumed yet would otherwise still create a
  // session from the old password.
  const interactions = db.prepare<[string, string | null]>(
    `DELETE FROM oidc_models WHERE model = 'Interaction'
        AND (json_extract(payload, '$.result.login.accountId') = ?
             OR json_extract(payload, '$.session.accountId') = ?)`,
  );
  const sessions = db.prepare<[string], SessionRow>(
    `SELECT id, payload FROM oidc_models WHERE model = 'Session' AND ${accountIdOf} = ?`,
  );
  const session = db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND id = ?");
  // Sign-ins whose password was right but that wait for their second step (two-step/store.ts):
  // that password is no longer the account's.
  const secondSteps = db.prepare<[string]>('DELETE FROM sign_in_second_steps WHERE user_id = ?');

  return db.transaction(() => {
    let removed = 0;
    for (const id of grants) {
      removed += byGrant.run(id).changes;
      removed += grant.run(id).changes;
    }
    removed += tokens.run(accountId, keepJson).changes;
    // On a change, the current browser's own pending requests (tied to its session) may stay.
    removed += interactions.run(accountId, keep.size === 0 ? accountId : null).changes;
    removed += secondSteps.run(accountId).changes;
    for (const row of sessions.all(accountId)) {
      const payload = JSON.parse(row.payload) as SessionPayload;
      const holdsKept = Object.values(payload.authorizations ?? {}).some(
        (auth) => typeof auth?.grantId === 'string' && keep.has(auth.grantId),
      );
      if (!holdsKept) removed += session.run(row.id).changes;
    }
    return removed;
  })();
}

/** A browser session of the account at the authority, with what was recorded at its sign-in. */
export interface AccountSessionRow {
  /** oidc-provider's stable session uid (never sent to the browser; see publicSessionId). */
  uid: string;
  /** The grants this session holds (one per client; ours is `account`). */
  grantIds: string[];
  /** The sign-in (epoch seconds), from the session itself. */
  loginTs: number | null;
  amr: string[];
  /** A federated sign-in's provider, its configured name then (federation/broker.ts). */
  provider: string | null;
  /** That provider's id, or the organisation's connection's (`sso-…`). */
  providerId: string | null;
  /** Signed in with "Keep me signed in": the authority's cookie survives a browser restart. */
  remembered: boolean;
  deviceHash: string | null;
  ip: string | null;
  userAgent: string | null;
  signedInAt: string | null;
  lastSeenAt: string | null;
}

interface ListedRow {
  uid: string;
  payload: string;
  device_hash: string | null;
  ip: string | null;
  user_agent: string | null;
  provider: string | null;
  provider_id: string | null;
  signed_in_at: string | null;
  last_seen_at: string | null;
}

interface ListedPayload extends SessionPayload {
  loginTs?: unknown;
  amr?: unknown;
  /** oidc-provider's browser-session cookie: signed in without "Keep me signed in". */
  transient?: unknown;
}

/**
 * The id the sessions list names a session by: a hash of its uid, so the list hands out nothing
 * oidc-provider itself accepts (the session cookie holds another id, `jti`).
 */
export function publicSessionId(uid: string): string {
  return createHash('sha256').update(`session:${uid}`).digest('base64url').slice(0, 27);
}

/** The account's signed-in browser sessions that have not expired, newest sign-in first. */
export function listAccountSessions(db: Db, accountId: string): AccountSessionRow[] {
  const rows = db
    .prepare<[string, string, number], ListedRow>(
      `SELECT m.uid, m.payload, d.device_hash, d.ip, d.user_agent, d.provider, d.provider_id,
              d.signed_in_at, d.last_seen_at
         FROM oidc_models m
         LEFT JOIN session_devices d ON d.session_uid = m.uid AND d.user_id = ?
        WHERE m.model = 'Session' AND json_extract(m.payload, '$.accountId') = ?
          AND (m.expires_at IS NULL OR m.expires_at > ?) AND m.uid IS NOT NULL`,
    )
    .all(accountId, accountId, Math.floor(Date.now() / 1000));
  return rows
    .map((row) => {
      const payload = JSON.parse(row.payload) as ListedPayload;
      return {
        uid: row.uid,
        grantIds: Object.values(payload.authorizations ?? {})
          .map((auth) => auth?.grantId)
          .filter((id): id is string => typeof id === 'string'),
        loginTs: typeof payload.loginTs === 'number' ? payload.loginTs : null,
        amr: Array.isArray(payload.amr) ? payload.amr.filter((v) => typeof v === 'string') : [],
        provider: row.provider,
        providerId: row.provider_id,
        remembered: payload.transient !== true,
        deviceHash: row.device_hash,
        ip: row.ip,
        userAgent: row.user_agent,
        signedInAt: row.signed_in_at,
        lastSeenAt: row.last_seen_at,
      };
    })
    .sort((a, b) => (b.loginTs ?? 0) - (a.loginTs ?? 0));
}

/**
 * Ends one browser session of the account: its grants with every token issued under them (the
 * next API call answers 401, the next refresh invalid_grant) and the session itself. False when
 * the account has no such session (another account's uid included).
 */
export function revokeSession(db: Db, accountId: string, uid: string): boolean {
  const session = listAccountSessions(db, accountId).find((row) => row.uid === uid);
  if (!session) return false;
  const byGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const grant = db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?");
  db.transaction(() => {
    for (const id of session.grantIds) {
      byGrant.run(id);
      grant.run(id);
    }
    db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND uid = ?").run(uid);
    db.prepare('DELETE FROM session_devices WHERE session_uid = ?').run(uid);
  })();
  return true;
}

/** The account's signed-in browsers, newest first, for the data export (privacy/export.ts). */
export function exportSessionDevices(db: Db, userId: string) {
  return db
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
}
