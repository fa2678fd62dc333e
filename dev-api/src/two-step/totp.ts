// Authenticator-app codes (TOTP, RFC 6238) with otplib: SHA-1, 6 digits, 30 s steps, the
// settings every authenticator app reads from an otpauth:// URI.
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD = 30;
/** A code is accepted in its own step and one step either side (clock drift, typing time). */
const TOLERANCE_SECONDS = TOTP_PERIOD;

export const TOTP_CODE = /^[0-9]{6}$/;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, issuer: string, accountName: string): string {
  return generateURI({ issuer, label: accountName, secret });
}

export type TotpCheck =
  | { result: 'valid'; timeStep: number }
  /** A right code of a step at or before the last one used: a replay. */
  | { result: 'used' }
  | { result: 'invalid' };

/**
 * Checks a 6-digit code at `epoch` (seconds). `lastTimeStep` is the newest step already used:
 * a code of that step or an earlier one is `used`. The caller records the step it accepts.
 */
export async function checkTotp(
  secret: string,
  code: string,
  epoch: number,
  lastTimeStep: number | null,
): Promise<TotpCheck> {
  if (!TOTP_CODE.test(code)) return { result: 'invalid' };
  const outcome = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
  // otplib's result type also covers HOTP; a TOTP match always names its step.
  if (!outcome.valid || !('timeStep' in outcome)) return { result: 'invalid' };
  if (lastTimeStep !== null && outcome.timeStep <= lastTimeStep) return { result: 'used' };
  return { result: 'valid', timeStep: outcome.timeStep };
}
