// Confirmation and password-reset tokens: 32 random bytes (base64url) mailed to the user; only
// their SHA-256 is stored. Single use and expiring; each failure has its own code so the
// account app can explain it (unknown 400, expired 410, used 409).
import { createHash, randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';

export type TokenPurpose = 'confirm' | 'reset';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirm: 24 * 3600,
  reset: 3600,
};

interface TokenRow {
  id: number;
  user_id: string;
  purpose: TokenPurpose;
  expires_at: string;
  used_at: string | null;
}

export interface ValidToken {
  id: number;
  userId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenErrors(purpose: TokenPurpose) {
  const what = purpose === 'confirm' ? 'confirmation' : 'password reset';
  return {
    invalid: () => new ApiError(400, 'token_invalid', `This ${what} link is not valid.`),
    expired: () =>
      new ApiError(410, 'token_expired', `This ${what} link has expired. Ask for a new one.`),
    used: () => new ApiError(409, 'token_used', `This ${what} link has already been used.`),
  };
}

export function accountTokens(db: Db) {
  const insert = db.prepare<[string, TokenPurpose, string, string, string]>(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const byHash = db.prepare<[string, TokenPurpose], TokenRow>(
    `SELECT id, user_id, purpose, expires_at, used_at FROM account_tokens
      WHERE token_hash = ? AND purpose = ?`,
  );
  const markUsed = db.prepare<[string, number]>(
    'UPDATE account_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL',
  );
  const markAllUsed = db.prepare<[string, string, TokenPurpose]>(
    'UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  );

  return {
    /** Creates a token for the user and returns it in clear (the only time it exists so). */
    issue(userId: string, purpose: TokenPurpose): string {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const expiresAt = new Date(now + TOKEN_TTL_SECONDS[purpose] * 1000).toISOString();
      insert.run(userId, purpose, hashToken(token), expiresAt, new Date(now).toISOString());
      return token;
    },

    /** The token's row when it can be used now; otherwise throws the matching ApiError. */
    check(token: unknown, purpose: TokenPurpose): ValidToken {
      const errors = tokenErrors(purpose);
      // 43 characters when we made it; anything far off is not ours.
      if (typeof token !== 'string' || token.length < 16 || token.length > 256) {
        throw errors.invalid();
      }
      const row = byHash.get(hashToken(token), purpose);
      if (!row) throw errors.invalid();
      if (row.used_at !== null) throw errors.used();
      if (Date.parse(row.expires_at) <= Date.now()) throw errors.expired();
      return { id: row.id, userId: row.user_id };
    },

    /**
     * Marks the token used; false when another request used it first (call inside the
     * transaction that acts on it, so only one of two racing requests wins).
     */
    consume(id: number): boolean {
      return markUsed.run(nowIso(), id).changes === 1;
    },

    /** Spends every outstanding token of that purpose (its job is done, e.g. after a reset). */
    consumeAll(userId: string, purpose: TokenPurpose): void {
      markAllUsed.run(nowIso(), userId, purpose);
    },
  };
}

export type AccountTokens = ReturnType<typeof accountTokens>;
