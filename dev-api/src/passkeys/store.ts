// Passkeys (WebAuthn credentials) in SQLite, their pending challenges and the users' random
// user handles. Verification itself is @simplewebauthn/server's (passkeys/webauthn.ts).
import { randomBytes } from 'node:crypto';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import { nowIso, type Db } from '../platform/db.ts';

/** How long a challenge can be answered, in seconds (and the ceremony's timeout). */
export const CHALLENGE_TTL = 5 * 60;
/** Passkeys one account can hold: enough for every device, not a table to fill. */
export const MAX_PASSKEYS = 20;

export type ChallengePurpose = 'registration' | 'sign-in' | 'reauthentication';
export type DeviceType = 'singleDevice' | 'multiDevice';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  device_type: DeviceType;
  backed_up: number;
  aaguid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** The browser and system it was added on (known names only), or null. */
  added_browser: string | null;
  added_os: string | null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  deviceType: DeviceType;
  backedUp: boolean;
  aaguid: string;
  name: string;
  addedBrowser: string | null;
  addedOs: string | null;
}

/** What the API answers about a passkey (api/openapi.yaml, Passkey). */
export function passkeyView(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    deviceType: row.device_type,
    backedUp: row.backed_up === 1,
  };
}

export function transportsOf(row: PasskeyRow): string[] {
  return JSON.parse(row.transports) as string[];
}

export type PasskeyStore = ReturnType<typeof passkeyStore>;

export function passkeyStore(db: Db, clock: Clock) {
  const list = db.prepare<[string], PasskeyRow>(
    'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, rowid',
  );
  const byCredential = db.prepare<[string], PasskeyRow>(
    'SELECT * FROM passkeys WHERE credential_id = ?',
  );
  const byId = db.prepare<[string, string], PasskeyRow>(
    'SELECT * FROM passkeys WHERE id = ? AND user_id = ?',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM passkeys WHERE user_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports,
       device_type, backed_up, aaguid, name, created_at, added_browser, added_os)
     VALUES (@id, @userId, @credentialId, @publicKey, @counter, @transports, @deviceType,
       @backedUp, @aaguid, @name, @createdAt, @addedBrowser, @addedOs)`,
  );
  const rename = db.prepare<[string, string, string]>(
    'UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM passkeys WHERE id = ? AND user_id = ?');
  const removeAll = db.prepare<[string]>('DELETE FROM passkeys WHERE user_id = ?');
  // Registration and re-authentication challenges are per user: one begun before a recovery
  // must not finish after it.
  const dropUserChallenges = db.prepare<[string]>(
    "DELETE FROM passkey_challenges WHERE purpose <> 'sign-in' AND subject = ?",
  );
  // Only forwards (a counter of 0 is an authenticator without one, as synced passkeys are):
  // of two assertions with the same counter verified at once, the second is refused.
  const used = db.prepare<[number, number, string, string, number, number]>(
    `UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ?
     WHERE id = ? AND (counter < ? OR ? = 0)`,
  );
  const findHandle = db.prepare<[string], { handle: string }>(
    'SELECT handle FROM passkey_user_handles WHERE user_id = ?',
  );
  const userOfHandle = db.prepare<[string], { user_id: string }>(
    'SELECT user_id FROM passkey_user_handles WHERE handle = ?',
  );
  const insertHandle = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO passkey_user_handles (user_id, handle) VALUES (?, ?)',
  );
  const putChallenge = db.prepare<[ChallengePurpose, string, string, number]>(
    `INSERT INTO passkey_challenges (purpose, subject, challenge, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (purpose, subject) DO UPDATE SET challenge = excluded.challenge,
       expires_at = excluded.expires_at`,
  );
  // Taken and deleted in one statement: a challenge answers one ceremony, right or wrong.
  const takeChallenge = db.prepare<
    [ChallengePurpose, string],
    { challenge: string; expires_at: number }
  >(
    `DELETE FROM passkey_challenges WHERE purpose = ? AND subject = ?
     RETURNING challenge, expires_at`,
  );
  const prune = db.prepare<[number]>('DELETE FROM passkey_challenges WHERE expires_at <= ?');

  return {
    list: (userId: string) => list.all(userId),
    count: (userId: string) => count.get(userId)?.n ?? 0,
    byCredential: (credentialId: string) => byCredential.get(credentialId),
    find: (userId: string, id: string) => byId.get(id, userId),

    add(passkey: NewPasskey): PasskeyRow {
      const id = randomBytes(16).toString('base64url');
      insert.run({
        id,
        userId: passkey.userId,
        credentialId: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey),
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        deviceType: passkey.deviceType,
        backedUp: passkey.backedUp ? 1 : 0,
        aaguid: passkey.aaguid,
        name: passkey.name,
        createdAt: nowIso(),
        addedBrowser: passkey.addedBrowser,
        addedOs: passkey.addedOs,
      });
      return byId.get(id, passkey.userId)!;
    },

    rename(userId: string, id: string, name: string): PasskeyRow | undefined {
      rename.run(name, id, userId);
      return byId.get(id, userId);
    },

    remove: (userId: string, id: string) => remove.run(id, userId).changes > 0,

    /** Every passkey of the user, and the user's pending ceremonies (a recovery: accounts/recovery.ts). */
    removeAll(userId: string): PasskeyRow[] {
      const rows = list.all(userId);
      removeAll.run(userId);
      dropUserChallenges.run(userId);
      return rows;
    },

    /** After a verified assertion; false when another one moved the counter past it meanwhile. */
    recordUse(row: PasskeyRow, newCounter: number, backedUp: boolean): boolean {
      const changes = used.run(
        newCounter,
        backedUp ? 1 : 0,
        nowIso(),
        row.id,
        newCounter,
        newCounter,
      ).changes;
      return changes > 0;
    },

    /** The user's WebAuthn user handle (base64url), made on first use. */
    userHandle(userId: string): string {
      insertHandle.run(userId, randomBytes(32).toString('base64url'));
      return findHandle.get(userId)!.handle;
    },
    userOfHandle: (handle: string) => userOfHandle.get(handle)?.user_id ?? null,

    saveChallenge(purpose: ChallengePurpose, subject: string, challenge: string): void {
      const now = epochSeconds(clock);
      prune.run(now);
      putChallenge.run(purpose, subject, challenge, now + CHALLENGE_TTL);
    },

    /** The pending challenge, now spent; null when none or expired. */
    takeChallenge(purpose: ChallengePurpose, subject: string): string | null {
      const row = takeChallenge.get(purpose, subject);
      return row && row.expires_at > epochSeconds(clock) ? row.challenge : null;
    },
  };
}

/** The account's passkeys without key or credential id, for the data export (privacy/export.ts). */
export function exportPasskeys(db: Db, userId: string) {
  return db
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
}
