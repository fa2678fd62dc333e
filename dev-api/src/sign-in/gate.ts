// "Can this account sign in?": asked once the secret is proven (the right password, or a valid
// passkey assertion), by both ways of signing in, so they refuse the same states the same way.
// Only someone who proved the secret learns the account's state; before that every refusal is
// the caller's own "incorrect" answer.
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import type { UserRow } from '../accounts/store.ts';
import { eraseDueAccounts, isEraseDue } from '../privacy/deletion.ts';
import { checkSsoRule, type SignInMethod } from '../enterprise-sso/enforcement.ts';

export const signInErrors = {
  // "It wasn't me" from an e-mail change's old address (privacy/routes.ts): only a reset unfreezes.
  frozen: () =>
    new ApiError(
      403,
      'account_frozen',
      'This account is frozen. Reset your password to use it again.',
    ),
  disabled: () => new ApiError(403, 'account_disabled', 'This account is disabled.'),
  deletionScheduled: (eraseAt: string) =>
    new ApiError(403, 'account_deletion_scheduled', 'This account is scheduled for deletion.', {
      extra: { eraseAt },
    }),
  notConfirmed: () =>
    new ApiError(403, 'account_not_confirmed', 'Confirm your e-mail address first.'),
};

export interface SignInGate {
  /** The caller asked to restore an account waiting to be erased (`restoreAccount`). */
  restoreAsked: boolean;
  /** The answer for an account that no longer exists, as for an unknown one on this path. */
  gone: () => ApiError;
  /**
   * How the secret was proven, for an organisation that requires its SSO for the address's
   * domain (enterprise-sso/enforcement.ts): only its connection signs in, and its owners' passkey.
   * Omitted: a way that rule refuses (the password, an e-mail code, another provider).
   */
  method?: SignInMethod;
}

/**
 * Throws the refusal for an account that may not sign in; otherwise says whether this sign-in
 * restores it (it waits to be erased and the restore was asked: the caller restores it once
 * every step has passed). An account whose erase time is up is erased now and is `gone`.
 */
export function signInGate(
  db: Db,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'email' | 'erase_at' | 'disabled' | 'frozen_at' | 'confirmed_at'>,
  { restoreAsked, gone, method = 'password' }: SignInGate,
): { restore: boolean } {
  // An account waiting to be erased does not sign in: the app offers to restore it.
  if (user.erase_at !== null) {
    if (isEraseDue(user.erase_at, clock)) {
      // Its time is up (the erase job has not run yet): it is gone, like any unknown account.
      eraseDueAccounts(db, clock);
      throw gone();
    }
    if (!restoreAsked) throw signInErrors.deletionScheduled(user.erase_at);
  } else if (user.disabled) {
    throw signInErrors.disabled();
  }
  // Frozen: the secret no longer signs in (the mail to the current address has the reset link).
  // The freeze's recovery removes every passkey (accounts/recovery.ts), so only a password gets
  // here frozen; the rule is the freeze's, whatever the secret.
  if (user.frozen_at !== null) throw signInErrors.frozen();
  if (!user.confirmed_at) throw signInErrors.notConfirmed();
  // Every way in meets the organisation's rule here, after its proof, so none can go around it.
  checkSsoRule(db, user, method);
  return { restore: user.erase_at !== null };
}
