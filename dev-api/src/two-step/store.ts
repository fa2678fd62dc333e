// Two-step verification's storage: the authenticator app's secret (pending until confirmed),
// the recovery codes, the trusted devices and the sign-ins waiting for their second step. Every
// "use once" rule is one conditional UPDATE, so two requests racing with the same code cannot
// both succeed (better-sqlite3 runs each statement with nothing in between).
import { randomBytes } from 'node:crypto';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import {
  newRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  type TwoStepSecrets,
} from './secrets.ts';
import { checkTotp, TOTP_CODE } from './totp.ts';

/** "Trust this device" lasts this long. */
export const TRUST_DEVICE_DAYS = 30;
/** A correct password waits this long for its second step. */
export const SECOND_STEP_TTL_SECONDS = 10 * 60;
const USER_AGENT_MAX = 512;

export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export type CodeCheck =
  | { ok: true; method: 'totp' }
  | { ok: true; method: 'recovery_code'; recoveryCodesLeft: number }
  | { ok: false; reason: 'invalid' | 'used' };

export interface TrustedDeviceRow {
  id: string;
  user_agent: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: number;
  device_hash: string;
}

interface FactorRow {
  secret: string;
  confirmed_at: string | null;
  last_time_step: number | null;
}

const RECOVERY_CODE = /^[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}$/;
/** A second-step code as api/openapi.yaml's SecondFactorCode: 6 digits or a recovery code. */
export const isSecondFactorCode = (code: string) =>
  TOTP_CODE.test(code) || RECOVERY_CODE.test(code);

export type TwoStepStore = ReturnType<typeof twoStepStore>;

export function twoStepStore(db: Db, secrets: TwoStepSecrets, clock: Clock) {
  const now = () => epochSeconds(clock);
  const nowIso = () => new Date(clock()).toISOString();

  const statements = {
    factor: db.prepare<[string], FactorRow>(
      'SELECT secret, confirmed_at, last_time_step FROM totp_factors WHERE user_id = ?',
    ),
    // A new setup replaces a pending one, never a confirmed one.
    startSetup: db.prepare<[string, string, string]>(
      `INSERT INTO totp_factors (user_id, secret, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret,
         created_at = excluded.created_at, last_time_step = NULL
       WHERE totp_factors.confirmed_at IS NULL`,
    ),
    confirm: db.prepare<[string, number, string, number]>(
      `UPDATE totp_factors SET confirmed_at = ?, last_time_step = ?
       WHERE user_id = ? AND confirmed_at IS NULL
         AND (last_time_step IS NULL OR last_time_step < ?)`,
    ),
    useStep: db.prepare<[number, string, number]>(
      `UPDATE totp_factors SET last_time_step = ?
       WHERE user_id = ? AND confirmed_at IS NOT NULL
         AND (last_time_step IS NULL OR last_time_step < ?)`,
    ),
    deleteFactor: db.prepare<[string]>('DELETE FROM totp_factors WHERE user_id = ?'),
    codesLeft: db.prepare<[string], { count: number }>(
      'SELECT count(*) AS count FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
    ),
    deleteCodes: db.prepare<[string]>('DELETE FROM recovery_codes WHERE user_id = ?'),
    insertCode: db.prepare<[string, string, string]>(
      'INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)',
    ),
    findCode: db.prepare<[string, string], { id: number; used_at: string | null }>(
      'SELECT id, used_at FROM recovery_codes WHERE user_id = ? AND code_hash = ?',
    ),
    spendCode: db.prepare<[string, number]>(
      'UPDATE recovery_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    ),
    trust: db.prepare<[string, string, string, string | null, string, number]>(
      `INSERT INTO trusted_devices (id, user_id, device_hash, user_agent, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, device_hash) DO UPDATE SET id = excluded.id,
         user_agent = excluded.user_agent, created_at = excluded.created_at,
         last_used_at = NULL, expires_at = excluded.expires_at`,
    ),
    useTrusted: db.prepare<[string, string, string, number]>(
      `UPDATE trusted_devices SET last_used_at = ?
       WHERE user_id = ? AND device_hash = ? AND expires_at > ?`,
    ),
    listTrusted: db.prepare<[string, number], TrustedDeviceRow>(
      `SELECT id, user_agent, created_at, last_used_at, expires_at, device_hash
         FROM trusted_devices WHERE user_id = ? AND expires_at > ?
        ORDER BY created_at DESC, id`,
    ),
    revokeTrusted: db.prepare<[string, string]>(
      'DELETE FROM trusted_devices WHERE user_id = ? AND id = ?',
    ),
    revokeAllTrusted: db.prepare<[string]>('DELETE FROM trusted_devices WHERE user_id = ?'),
    pruneTrusted: db.prepare<[number]>('DELETE FROM trusted_devices WHERE expires_at <= ?'),
    beginStep: db.prepare<[string, string, number]>(
      'INSERT OR REPLACE INTO sign_in_second_steps (uid, user_id, expires_at) VALUES (?, ?, ?)',
    ),
    findStep: db.prepare<[string, number], { user_id: string }>(
      'SELECT user_id FROM sign_in_second_steps WHERE uid = ? AND expires_at > ?',
    ),
    endStep: db.prepare<[string]>('DELETE FROM sign_in_second_steps WHERE uid = ?'),
    endUserSteps: db.prepare<[string]>('DELETE FROM sign_in_second_steps WHERE user_id = ?'),
    pruneSteps: db.prepare<[number]>('DELETE FROM sign_in_second_steps WHERE expires_at <= ?'),
  };

  function isEnabled(userId: string): boolean {
    return !!statements.factor.get(userId)?.confirmed_at;
  }

  function replaceRecoveryCodes(userId: string): string[] {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const createdAt = nowIso();
    statements.deleteCodes.run(userId);
    for (const code of codes) {
      statements.insertCode.run(userId, secrets.hashRecoveryCode(code), createdAt);
    }
    return codes;
  }

  return {
    isEnabled,

    status(userId: string): TwoStepStatus {
      const factor = statements.factor.get(userId);
      const enabledAt = factor?.confirmed_at ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt,
        recoveryCodesLeft: enabledAt === null ? 0 : (statements.codesLeft.get(userId)?.count ?? 0),
      };
    },

    /** Stores a new pending secret; false when two-step verification is already on. */
    startSetup(userId: string, secret: string): boolean {
      return (
        statements.startSetup.run(userId, secrets.encrypt(userId, secret), nowIso()).changes > 0
      );
    },

    /**
     * Turns two-step verification on when `code` is right for the pending secret; answers the
     * recovery codes (shown once). The code's step counts as used.
     */
    async confirmSetup(
      userId: string,
      code: string,
    ): Promise<
      { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'enabled' | 'none' | 'invalid' }
    > {
      const factor = statements.factor.get(userId);
      if (!factor) return { ok: false, reason: 'none' };
      if (factor.confirmed_at) return { ok: false, reason: 'enabled' };
      const secret = secrets.decrypt(userId, factor.secret);
      const check = await checkTotp(secret, code, now(), factor.last_time_step);
      if (check.result !== 'valid') return { ok: false, reason: 'invalid' };
      return db.transaction(() => {
        const confirmed = statements.confirm.run(nowIso(), check.timeStep, userId, check.timeStep);
        // Confirmed meanwhile by a concurrent request, or the setup was restarted.
        if (confirmed.changes === 0) return { ok: false as const, reason: 'invalid' as const };
        return { ok: true as const, recoveryCodes: replaceRecoveryCodes(userId) };
      })();
    },

    /** Voids every recovery code and makes 10 new ones; null when two-step verification is off. */
    regenerateRecoveryCodes(userId: string): string[] | null {
      return db.transaction(() => (isEnabled(userId) ? replaceRecoveryCodes(userId) : null))();
    },

    /**
     * A second-step code of a user with two-step verification on: 6 digits from the app (its
     * step then counts as used), or a recovery code (then spent).
     */
    async checkCode(userId: string, code: string): Promise<CodeCheck> {
      const factor = statements.factor.get(userId);
      if (!factor?.confirmed_at) return { ok: false, reason: 'invalid' };
      if (TOTP_CODE.test(code)) {
        const secret = secrets.decrypt(userId, factor.secret);
        const check = await checkTotp(secret, code, now(), factor.last_time_step);
        if (check.result !== 'valid') return { ok: false, reason: check.result };
        // Another request may have used this step while the code was being checked.
        const used = statements.useStep.run(check.timeStep, userId, check.timeStep);
        return used.changes > 0 ? { ok: true, method: 'totp' } : { ok: false, reason: 'used' };
      }
      if (!RECOVERY_CODE.test(code)) return { ok: false, reason: 'invalid' };
      const row = statements.findCode.get(
        userId,
        secrets.hashRecoveryCode(normaliseRecoveryCode(code)),
      );
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.used_at !== null || statements.spendCode.run(nowIso(), row.id).changes === 0) {
        return { ok: false, reason: 'used' };
      }
      return {
        ok: true,
        method: 'recovery_code',
        recoveryCodesLeft: statements.codesLeft.get(userId)?.count ?? 0,
      };
    },

    /** Removes the app, the recovery codes, the trusted devices and waiting second steps. */
    disable(userId: string): boolean {
      return db.transaction(() => {
        const wasOn = isEnabled(userId);
        statements.deleteFactor.run(userId);
        statements.deleteCodes.run(userId);
        statements.revokeAllTrusted.run(userId);
        statements.endUserSteps.run(userId);
        return wasOn;
      })();
    },

    trustDevice(userId: string, deviceHash: string, userAgent: string | undefined): void {
      statements.pruneTrusted.run(now());
      statements.trust.run(
        randomBytes(16).toString('base64url'),
        userId,
        deviceHash,
        userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        nowIso(),
        now() + TRUST_DEVICE_DAYS * 24 * 3600,
      );
    },

    /** Whether the device is trusted for the user now; records the use when it is. */
    useTrustedDevice(userId: string, deviceHash: string): boolean {
      return statements.useTrusted.run(nowIso(), userId, deviceHash, now()).changes > 0;
    },

    trustedDevices(userId: string): TrustedDeviceRow[] {
      return statements.listTrusted.all(userId, now());
    },

    revokeTrustedDevice(userId: string, id: string): boolean {
      return statements.revokeTrusted.run(userId, id).changes > 0;
    },

    /** A right password, waiting for its second step in interaction `uid`. */
    beginSecondStep(uid: string, userId: string): void {
      statements.pruneSteps.run(now());
      statements.beginStep.run(uid, userId, now() + SECOND_STEP_TTL_SECONDS);
    },

    /** The user whose password was right in interaction `uid`, if still waiting. */
    pendingSecondStep(uid: string): string | null {
      return statements.findStep.get(uid, now())?.user_id ?? null;
    },

    endSecondStep(uid: string): void {
      statements.endStep.run(uid);
    },
  };
}

/** The account's trusted browsers, newest first, for the data export (privacy/export.ts). */
export function exportTrustedDevices(db: Db, userId: string) {
  return db
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
}

/** Whether two-step is on (and since when) and the recovery codes left, for the data export. */
export function exportTwoStep(db: Db, userId: string) {
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
  return { factor, codesLeft };
}
