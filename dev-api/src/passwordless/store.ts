// What passwordless sign-in keeps (docs/passwordless.md): one mailed code per sign-in
// interaction, and passkey-first sign-ups waiting for their code, then their passkey.
//
// Six digits are a million values: a plain hash of one is reversed in a moment, so codes are kept
// as a keyed hash (HMAC-SHA-256, the key derived from the configured TWO_STEP_KEY and not in the
// database), salted with what they are bound to (the interaction, the sign-up), so a code's hash
// means nothing for another interaction. The link's token is 32 random bytes: a plain SHA-256 is
// enough. Every state change is one conditional UPDATE, so two requests racing with the same
// code or link cannot both pass.
import { createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';

/** How long a code and its link work (10 minutes). */
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_LENGTH = 6;
/** Wrong tries one code survives; the next spends it. */
export const CODE_MAX_ATTEMPTS = 5;

/** The amr of a sign-in by a mailed code or link, and after its second step. */
export const EMAIL_AMR = {
  code: ['email'],
  codeAndSecondStep: ['email', 'otp', 'mfa'],
} as const;

export type EmailCodeState = 'waiting' | 'verified' | 'used';

export interface EmailCodeRow {
  interaction_uid: string;
  user_id: string | null;
  code_hash: string;
  link_hash: string;
  state: EmailCodeState;
  attempts: number;
  second_step: number;
  expires_at: number;
}

export interface PasskeySignUpRow {
  attempt_hash: string;
  email: string;
  name: string;
  locale: string;
  tenant_id: string | null;
  is_new: number;
  code_hash: string;
  handle: string;
  attempts: number;
  verified: number;
  expires_at: number;
}

export type CodeCheck =
  { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used'; spent?: boolean };

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export const newToken = () => randomBytes(32).toString('base64url');

export type PasswordlessStore = ReturnType<typeof passwordlessStore>;

export function passwordlessStore(db: Db, clock: Clock, keyMaterial: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'account-dev-api', 'email-code', 32));
  const hashCode = (boundTo: string, code: string) =>
    createHmac('sha256', key).update(`${boundTo}:${code}`).digest('base64url');
  const now = () => epochSeconds(clock);

  const q = {
    put: db.prepare<[string, string | null, string, string, number]>(
      `INSERT OR REPLACE INTO email_codes
         (interaction_uid, user_id, code_hash, link_hash, state, attempts, second_step, expires_at)
       VALUES (?, ?, ?, ?, 'waiting', 0, 0, ?)`,
    ),
    byUid: db.prepare<[string], EmailCodeRow>(
      'SELECT * FROM email_codes WHERE interaction_uid = ?',
    ),
    byLink: db.prepare<[string], EmailCodeRow>('SELECT * FROM email_codes WHERE link_hash = ?'),
    countTry: db.prepare<[string]>(
      'UPDATE email_codes SET attempts = attempts + 1 WHERE interaction_uid = ?',
    ),
    take: db.prepare<[number, string, string, number]>(
      `UPDATE email_codes SET state = 'used', second_step = ?
        WHERE interaction_uid = ? AND state = ? AND expires_at > ?`,
    ),
    verify: db.prepare<[string, number]>(
      `UPDATE email_codes SET state = 'verified'
        WHERE interaction_uid = ? AND state = 'waiting' AND expires_at > ?`,
    ),
    prune: db.prepare<[number]>('DELETE FROM email_codes WHERE expires_at <= ?'),
    putSignUp: db.prepare<[object]>(
      `INSERT INTO passkey_sign_ups (attempt_hash, email, name, locale, tenant_id, is_new,
                                     code_hash, handle, expires_at)
       VALUES (@attemptHash, @email, @name, @locale, @tenantId, @isNew, @codeHash, @handle,
               @expiresAt)`,
    ),
    signUp: db.prepare<[string, number], PasskeySignUpRow>(
      'SELECT * FROM passkey_sign_ups WHERE attempt_hash = ? AND expires_at > ?',
    ),
    signUpAny: db.prepare<[string], PasskeySignUpRow>(
      'SELECT * FROM passkey_sign_ups WHERE attempt_hash = ?',
    ),
    signUpTry: db.prepare<[string]>(
      'UPDATE passkey_sign_ups SET attempts = attempts + 1 WHERE attempt_hash = ?',
    ),
    signUpVerified: db.prepare<[string]>(
      'UPDATE passkey_sign_ups SET verified = 1 WHERE attempt_hash = ? AND verified = 0',
    ),
    signUpEnd: db.prepare<[string]>('DELETE FROM passkey_sign_ups WHERE attempt_hash = ?'),
    pruneSignUps: db.prepare<[number]>('DELETE FROM passkey_sign_ups WHERE expires_at <= ?'),
  };

  /** The shared check of a typed code against its row: wrong tries counted, the 5th spends. */
  function check(
    row: { code_hash: string; attempts: number; expires_at: number },
    boundTo: string,
    code: string,
    countTry: () => void,
  ): CodeCheck {
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'used' };
    if (row.expires_at <= now()) return { ok: false, reason: 'expired' };
    if (hashCode(boundTo, code) !== row.code_hash) {
      countTry();
      return { ok: false, reason: 'invalid', spent: row.attempts + 1 >= CODE_MAX_ATTEMPTS };
    }
    return { ok: true };
  }

  return {
    /**
     * A new code and link for this interaction, replacing any earlier one (whose code and link
     * then no longer work). `userId` null: an address with no account, whose code is never sent.
     */
    issue(uid: string, userId: string | null): { code: string; token: string } {
      const code = newCode();
      const token = newToken();
      q.prune.run(now());
      q.put.run(uid, userId, hashCode(uid, code), sha256(token), now() + CODE_TTL_SECONDS);
      return { code, token };
    },
    get: (uid: string) => q.byUid.get(uid),
    byLink: (token: string) => q.byLink.get(sha256(token)),
    isExpired: (row: EmailCodeRow) => row.expires_at <= now(),
    /** A typed code for this interaction's row (wrong, expired, used or spent by tries). */
    checkCode(row: EmailCodeRow, code: string): CodeCheck {
      if (row.state === 'used') return { ok: false, reason: 'used' };
      return check(row, row.interaction_uid, code, () => q.countTry.run(row.interaction_uid));
    },
    /** Spends the code (from `state`), once: false when another request did first or it expired. */
    take(uid: string, from: EmailCodeState, secondStep: boolean): boolean {
      return q.take.run(secondStep ? 1 : 0, uid, from, now()).changes > 0;
    },
    /** The link pressed on another device: the first device may continue. */
    markVerified(uid: string): boolean {
      return q.verify.run(uid, now()).changes > 0;
    },
    /** Whether this interaction's waiting second step follows an e-mail code (its amr). */
    secondStepAfterEmailCode(uid: string): boolean {
      const row = q.byUid.get(uid);
      return row?.state === 'used' && row.second_step === 1;
    },

    startSignUp(input: {
      email: string;
      name: string;
      locale: string;
      tenantId: string | null;
      isNew: boolean;
    }): { attempt: string; code: string } {
      const attempt = newToken();
      const code = newCode();
      const attemptHash = sha256(attempt);
      q.pruneSignUps.run(now());
      q.putSignUp.run({
        ...input,
        isNew: input.isNew ? 1 : 0,
        attemptHash,
        codeHash: hashCode(attemptHash, code),
        handle: randomBytes(32).toString('base64url'),
        expiresAt: now() + CODE_TTL_SECONDS,
      });
      return { attempt, code };
    },
    /** A sign-up still waiting (not expired), by the attempt the page holds. */
    signUp: (attempt: string) => q.signUp.get(sha256(attempt), now()),
    /** Expired or not, to tell an expired code from an unknown attempt. */
    signUpEvenExpired: (attempt: string) => q.signUpAny.get(sha256(attempt)),
    checkSignUpCode(row: PasskeySignUpRow, code: string): CodeCheck {
      if (row.verified === 1) return { ok: false, reason: 'used' };
      // An address that has an account got a note, never a code: no code is ever right for it.
      const result = check(row, row.attempt_hash, code, () => q.signUpTry.run(row.attempt_hash));
      if (result.ok && row.is_new !== 1) return { ok: false, reason: 'invalid' };
      return result;
    },
    markSignUpVerified: (row: PasskeySignUpRow) =>
      q.signUpVerified.run(row.attempt_hash).changes > 0,
    endSignUp: (row: PasskeySignUpRow) => q.signUpEnd.run(row.attempt_hash),
  };
}
