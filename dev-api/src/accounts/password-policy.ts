// The password rules for sign-up, reset and change (one place, so every endpoint answers the
// same codes): 10 to 128 characters, and a zxcvbn-ts score of at least PASSWORD_MIN_SCORE with
// the account's own e-mail and name counted as guessable. The app's strength meter scores with
// the same library, options and user inputs (src/ui/password-strength.ts), so what the meter
// calls too easy to guess is what this refuses. Length is counted in characters (code points),
// not UTF-16 units or bytes.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

/** The field codes `checkPassword` answers, as they appear in `fields` of a 400 validation. */
export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'too_common';

// Built once: ranking the dictionaries takes a moment, scoring afterwards does not.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

function characters(value: string): number {
  return [...value].length;
}

/**
 * What zxcvbn should treat as known to an attacker: each value (the e-mail, the name), the
 * e-mail's local part, and their words. zxcvbn matches user inputs as whole dictionary words,
 * so `mariana.costa@example.com` alone would not catch `Mariana.Costa-1990`. Keep in step with
 * `passwordUserInputs` in src/ui/password-strength.ts.
 */
export function passwordUserInputs(values: readonly string[]): string[] {
  const inputs = new Set<string>();
  for (const value of values) {
    const lowered = value.trim().toLowerCase();
    if (!lowered) continue;
    inputs.add(lowered);
    const at = lowered.lastIndexOf('@');
    const local = at > 0 ? lowered.slice(0, at) : lowered;
    inputs.add(local);
    for (const word of local.split(/[^\p{L}\p{N}]+/u)) inputs.add(word);
  }
  // One- and two-letter inputs would match inside half the passwords in the world.
  return [...inputs].filter((input) => characters(input) >= 3);
}

/** zxcvbn's score, 0 (too guessable) … 4 (very unguessable). */
export function passwordScore(password: string, userInputs: readonly string[]): number {
  return zxcvbn.check(password, passwordUserInputs(userInputs)).score;
}

/**
 * The first rule the password breaks, or null when it is acceptable. `owner` is the account's
 * address and name (the ones being signed up, or the account's own for reset and change).
 */
export function checkPassword(
  password: unknown,
  owner: { email: string; name: string },
): PasswordProblem | null {
  if (typeof password !== 'string' || password === '') return 'required';
  const length = characters(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  // `too_common` keeps the code the app already explains ("too common or too easy to guess").
  if (passwordScore(password, [owner.email, owner.name]) < PASSWORD_MIN_SCORE) return 'too_common';
  return null;
}
