import type { ApiClient } from './client';

// Public account endpoints (DESIGN §7). Links in the mails point back to the origin that asked,
// so the host demo's users land in the host (`returnOrigin`; the API accepts only known apps).

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
  tenantId: string | null;
  locale: string;
}

const returnOrigin = () => window.location.origin;

export function signUp(client: ApiClient, input: SignUpInput): Promise<unknown> {
  return client.request('accounts', {
    method: 'POST',
    body: { ...input, returnOrigin: returnOrigin() },
  });
}

export function confirmAccount(client: ApiClient, token: string): Promise<unknown> {
  return client.request('accounts/confirm', { method: 'POST', body: { token } });
}

export function resendConfirmation(client: ApiClient, email: string): Promise<unknown> {
  return client.request('accounts/confirm/resend', {
    method: 'POST',
    body: { email, returnOrigin: returnOrigin() },
  });
}

export function requestPasswordReset(client: ApiClient, email: string): Promise<unknown> {
  return client.request('accounts/password-reset', {
    method: 'POST',
    body: { email, returnOrigin: returnOrigin() },
  });
}

export function confirmPasswordReset(
  client: ApiClient,
  token: string,
  password: string,
): Promise<unknown> {
  return client.request('accounts/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
  });
}
