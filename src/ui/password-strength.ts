// Loaded on demand (its dictionaries are large): only when someone types a new password.
// The server judges passwords with the same library, options, user inputs and minimum score
// (dev-api/src/accounts/password-policy.ts): keep the two in step, so what this calls too easy to guess
// is exactly what the server refuses.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** zxcvbn's 0–4 scale: the server refuses a new password that scores under this. */
export const PASSWORD_MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

/**
 * What zxcvbn should treat as known to an attacker: each value (the e-mail, the name), the
 * e-mail's local part, and their words, of 3 characters or more. zxcvbn matches user inputs as
 * whole dictionary words, so the address alone would not catch its local part.
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
  return [...inputs].filter((input) => [...input].length >= 3);
}

export interface PasswordStrength {
  /** 0 (too guessable) … 4 (very unguessable). */
  score: number;
  /** Whether the server will refuse it (`too_common`) for being too easy to guess. */
  tooGuessable: boolean;
}

export function passwordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrength {
  const { score } = zxcvbn.check(password, passwordUserInputs(userInputs));
  return { score, tooGuessable: score < PASSWORD_MIN_SCORE };
}
