// Enforcement beyond the password (docs/enterprise-sso.md, "Enforcement"): once a way of signing
// in has proven who this is (sign-in/gate.ts), an account whose address is in a domain whose
// organisation requires its SSO signs in only through that organisation's connection. The one
// exception is the organisation's owners' passkey (break-glass: a broken or misconfigured IdP
// must not lock the organisation out of its own settings; a passkey cannot be phished).
import { systemClock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import { domainOf, ssoStore } from './store.ts';

/** How an account proved itself: the rule depends on it. */
export type SignInMethod = 'password' | 'passkey' | 'email_code' | 'provider' | 'organisation_sso';

export const ssoRequiredHere = () =>
  new ApiError(
    403,
    'sso_required',
    'Your organisation requires signing in with its identity provider.',
  );

/**
 * Throws `sso_required` when `method` may not sign this account in. Read only after the secret
 * was proven, so only its holder learns that the account exists and is an owner.
 */
export function checkSsoRule(
  db: Db,
  user: { id: string; email: string },
  method: SignInMethod,
): void {
  if (method === 'organisation_sso') return;
  // Routing and enforcement read the domain only; the clock is not used by these reads.
  const route = ssoStore(db, systemClock).route(domainOf(user.email));
  if (!route?.enforced) return;
  if (method === 'passkey' && isOwner(db, route.organisationId, user.id)) return;
  throw ssoRequiredHere();
}

/** Whether an address's domain requires its organisation's SSO (by domain only). */
export function ssoEnforcedFor(db: Db, email: string): boolean {
  return ssoStore(db, systemClock).route(domainOf(email))?.enforced === true;
}

function isOwner(db: Db, organisationId: string, userId: string): boolean {
  return (
    db
      .prepare<[string, string], { role: string }>(
        'SELECT role FROM organisation_members WHERE organisation_id = ? AND user_id = ?',
      )
      .get(organisationId, userId)?.role === 'owner'
  );
}
