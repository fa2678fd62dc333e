// Sign-in with another identity provider (api/openapi.yaml, tag "Federation";
// docs/federation.md). The authority brokers it: the app lists the tenant's providers, sends the
// browser to the authority's step for one, and answers what the authority sends back to the
// sign-in page (`federation=link|two_step`, or `federationError`). No upstream token ever
// reaches the browser.
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { answerSchemas, checked } from './answers';
import type { ApiClient } from './client';
import type { RequestBody, ResponseBody, Schemas } from './contract';

export type FederationProvider = Schemas['FederationProviders']['providers'][number];
export type FederationPending = Schemas['FederationPending'];
export type FederationError = Schemas['FederationError'];

/** Every `federationError` the authority may send back, as the contract lists them. */
export const FEDERATION_ERRORS = [
  'provider_unknown',
  'provider_unavailable',
  'provider_refused',
  'cancelled',
  'state_mismatch',
  'sign_in_expired',
  'token_exchange_failed',
  'id_token_invalid',
  'email_not_verified',
  'account_disabled',
  'account_frozen',
  'account_not_confirmed',
  'account_deletion_scheduled',
] as const satisfies readonly FederationError[];

// Fails to compile when the contract gains a value the list above does not name.
type Missing = Exclude<FederationError, (typeof FEDERATION_ERRORS)[number]>;
const everyError: [Missing] extends [never] ? true : Missing = true;
void everyError;

/** The `federationError` of a sign-in page's address, when it is one the contract names. */
export function federationErrorOf(value: string | null): FederationError | null {
  return (FEDERATION_ERRORS as readonly string[]).includes(value ?? '')
    ? (value as FederationError)
    : null;
}

const answers = answerSchemas(
  () => import(/* webpackChunkName: "sign-in-answers" */ './federation-answers'),
);

function interactionPath(interaction: string): string {
  return `auth/oidc/interaction/${encodeURIComponent(interaction)}`;
}

/** The providers the tenant turned on, in its order (the default list without a tenant). */
export async function listProviders(
  client: ApiClient,
  tenant: string | null,
  signal?: AbortSignal,
): Promise<FederationProvider[]> {
  const query = tenant ? `?whitelabel=${encodeURIComponent(tenant)}` : '';
  return checked(
    answers,
    client.request<unknown>(`auth/federation/providers${query}`, {
      auth: 'public',
      signal,
    }),
    ({ providers }, data) => providers.parse(data).providers,
  );
}

/**
 * Where a provider's button sends the browser: the authority's step of this interaction
 * (`startFederatedSignIn`), a navigation, never a request (its cookies bind the interaction).
 */
export function federatedSignInUrl(
  apiUrl: string,
  interaction: string,
  provider: string,
  tenant: string | null,
): string {
  const url = new URL(
    `${interactionPath(interaction)}/federation/${encodeURIComponent(provider)}`,
    `${apiUrl}/`,
  );
  if (tenant) url.searchParams.set('whitelabel', tenant);
  return url.href;
}

/** Whose account waits for proof, and how it can be given (`getPendingFederation`). */
export async function pendingFederation(
  client: ApiClient,
  interaction: string,
  signal?: AbortSignal,
): Promise<FederationPending> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/federation`, {
      auth: 'public',
      credentials: 'include',
      signal,
    }),
    ({ pending }, data) => pending.parse(data),
  );
}

export type LinkOutcome =
  { redirectTo: string } | { secondStep: ResponseBody<'linkFederatedIdentity', 202> };

/** Proves the account with its password (and its code, once asked), then links and signs in. */
export async function linkWithPassword(
  client: ApiClient,
  interaction: string,
  body: RequestBody<'linkFederatedIdentity'>,
): Promise<LinkOutcome> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/federation/link`, {
      auth: 'public',
      method: 'POST',
      body,
      credentials: 'include',
    }),
    ({ redirect, secondStep }, data) => {
      const step = secondStep.safeParse(data);
      return step.success
        ? { secondStep: step.data }
        : { redirectTo: redirect.parse(data).redirectTo };
    },
  );
}

/** Proves the account with one of its passkeys (the interaction's `passkey/options`). */
export async function linkWithPasskey(
  client: ApiClient,
  interaction: string,
  assertion: AuthenticationResponseJSON,
): Promise<string> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/federation/link/passkey`, {
      auth: 'public',
      method: 'POST',
      body: assertion,
      credentials: 'include',
    }),
    ({ redirect }, data) => redirect.parse(data).redirectTo,
  );
}

/** The second step after a linked identity's sign-in (`federation=two_step`). */
export async function submitFederatedSecondStep(
  client: ApiClient,
  interaction: string,
  body: RequestBody<'submitFederatedSecondStep'>,
): Promise<string> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/federation/two-step`, {
      auth: 'public',
      method: 'POST',
      body,
      credentials: 'include',
    }),
    ({ redirect }, data) => redirect.parse(data).redirectTo,
  );
}
