import * as z from 'zod/mini';
import type { ApiClient } from './client';
import type { RequestBody } from './contract';
import { recoveryRemoved, type RecoveryRemoved } from './recovery';

// Public account endpoints (api/openapi.yaml, tag Accounts). Links in the mails point back to the
// origin that asked, so the host demo's users land in the host (`returnOrigin`; the API accepts
// only known apps). Bodies are the contract's request types; the answers are not read, except
// a reset's list of what the recovery removed.

/**
 * What the sign-up form sends: the contract's `SignUpRequest` without `returnOrigin` (added
 * here), with the form's own types where they are wider than the contract's: `acceptedTerms` is
 * the checkbox (the API answers `fields.acceptedTerms: required` unless it is true), `tenantId`
 * the white label or null, `locale` the screen's language tag.
 */
export type SignUpInput = Pick<RequestBody<'signUp'>, 'name' | 'email' | 'password'> & {
  acceptedTerms: boolean;
  tenantId: string | null;
  /** The tenant's join code from its sign-up link: without it the API joins no tenant. */
  joinCode: string | null;
  locale: string;
  /** A solved challenge, when one is needed (docs/abuse-protection.md). */
  challenge?: string;
  /** The organisation invitation this sign-up is for (docs/organisations.md). */
  invitationToken?: string;
};

/**
 * `confirmed`: an organisation invitation for this address proved it, so the account is ready
 * to sign in; `pending_confirmation`: a confirmation link is on its way (or the address was taken).
 */
export type SignUpOutcome = 'pending_confirmation' | 'confirmed';
const signUpAnswer = z.object({ status: z.enum(['pending_confirmation', 'confirmed']) });

const returnOrigin = () => window.location.origin;

export async function signUp(client: ApiClient, input: SignUpInput): Promise<SignUpOutcome> {
  // Sent as the form holds it: a false `acceptedTerms` is the API's to refuse, per field.
  const body: Omit<RequestBody<'signUp'>, 'acceptedTerms'> & { acceptedTerms: boolean } = {
    ...input,
    returnOrigin: returnOrigin(),
  };
  const answer = await client.request<unknown>('accounts', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return signUpAnswer.parse(answer).status;
}

export function confirmAccount(client: ApiClient, token: string): Promise<unknown> {
  const body: RequestBody<'confirmAccount'> = { token };
  return client.request('accounts/confirm', { auth: 'public', method: 'POST', body });
}

export function resendConfirmation(client: ApiClient, email: string): Promise<unknown> {
  const body: RequestBody<'resendConfirmation'> = { email, returnOrigin: returnOrigin() };
  return client.request('accounts/confirm/resend', { auth: 'public', method: 'POST', body });
}

export function requestPasswordReset(
  client: ApiClient,
  email: string,
  protection: { tenantId?: string | null; challenge?: string } = {},
): Promise<unknown> {
  const body: RequestBody<'requestPasswordReset'> = { email, returnOrigin: returnOrigin() };
  // The page's tenant (its challenge settings) and the solved challenge, when there are.
  if (protection.tenantId) body.tenantId = protection.tenantId;
  if (protection.challenge) body.challenge = protection.challenge;
  return client.request('accounts/password-reset', { auth: 'public', method: 'POST', body });
}

/** Sets the new password; a recovery, so it answers what was removed (docs/recovery.md). */
export async function confirmPasswordReset(
  client: ApiClient,
  token: string,
  password: string,
): Promise<RecoveryRemoved> {
  const body: RequestBody<'confirmPasswordReset'> = { token, password };
  const data = await client.request<unknown>('accounts/password-reset/confirm', {
    auth: 'public',
    method: 'POST',
    body,
  });
  return z.object({ removed: recoveryRemoved }).parse(data).removed;
}
