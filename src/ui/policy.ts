// The account's rules for what a user types, once: every flow's schema is built from these, so
// sign-up, sign-in, the reset link and the account area cannot drift apart. The server applies
// the same limits (src/config/constants.ts names where); schemas report codes, never text
// (src/ui/validation.ts translates them).
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/constants';

/** Something the user must fill in (an existing password, a confirmation). */
export const required = z.string().check(z.minLength(1, 'required'));

/** An e-mail address as typed: surrounding spaces dropped, then required and well-formed. */
export const email = z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email'));

/**
 * A second-factor code as typed: 6 digits from an authenticator app (a space in the middle
 * allowed), or a recovery code `xxxx-xxxx`. `normalCode` makes it what the API expects.
 */
export const secondFactorCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.regex(/^(\d{3} ?\d{3}|[0-9a-z]{4}-?[0-9a-z]{4})$/i, 'code_format'),
  );

export function normalCode(code: string): string {
  return code.replace(/\s/g, '').toLowerCase();
}

/** The name the account shows: trimmed, required, at most NAME_MAX_LENGTH characters. */
export const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(NAME_MAX_LENGTH, 'too_long'));

/**
 * A new password's length; the server also refuses one too easy to guess (`too_common`), which
 * the strength meter warns about while typing (src/ui/PasswordStrength.tsx).
 */
export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'too_short'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'too_long'),
  );

/**
 * The check that a new password was typed the same twice: `mismatch` on the confirmation field.
 * Use with `z.object({ [password]: newPassword, [confirm]: required }).check(sameTwice(…))`.
 */
export function sameTwice<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirm: keyof T & string,
) {
  return z.refine<T>((values) => values[password] === values[confirm], {
    message: 'mismatch',
    path: [confirm],
  });
}
