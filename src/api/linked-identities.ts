// Linked sign-in methods (api/openapi.yaml, "Linked identities"; docs/federation.md): the
// provider identities that sign in to the user's account, the tenant's providers not linked yet,
// linking one (a round trip through the provider) and unlinking one (both sensitive: behind
// recent authentication; `409 last_sign_in_method` for the last way in).
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';

/** The refusal to unlink the account's last way in. */
export const LAST_SIGN_IN_METHOD = 'last_sign_in_method';

const identity = conforms<Schemas['LinkedIdentity']>()(
  z.object({
    id: z.string(),
    provider: z.string(),
    providerName: z.string(),
    email: z.string(),
    linkedAt: z.string(),
  }),
);
const available = z.object({ id: z.string(), displayName: z.string(), development: z.boolean() });
const identityList = z.object({ identities: z.array(identity), available: z.array(available) });
const linkStart = z.object({ url: z.string() });

export type LinkedIdentity = Schemas['LinkedIdentity'];
export type AvailableProvider = z.infer<typeof available>;
/** Why a link from the account centre came back unlinked (the Security page's query). */
export type FederationLinkError = Schemas['FederationLinkError'];

/** The Security page's query after a link: `linked={provider}` or `federationError={code}`. */
export const QUERY_LINKED = 'linked';
export const QUERY_LINK_ERROR = 'federationError';

export async function listLinkedIdentities(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<{ identities: LinkedIdentity[]; available: AvailableProvider[] }> {
  const data = await client.request<unknown>('users/me/linked-identities', {
    auth: 'user',
    signal,
  });
  return identityList.parse(data);
}

/**
 * Starts linking `provider` (sensitive): the API answers where to send the browser. With the
 * device cookie (`credentials`): the provider's answer is accepted only back in this browser.
 * `returnOrigin` picks which configured app the browser comes back to.
 */
export async function startIdentityLink(
  client: ApiClient,
  provider: string,
  returnOrigin: string,
): Promise<string> {
  const data = await client.request<unknown>('users/me/linked-identities/start', {
    auth: 'user',
    method: 'POST',
    body: { provider, returnOrigin },
    credentials: 'include',
  });
  return linkStart.parse(data).url;
}

/**
 * "Confirm it's you" through a linked provider: the API answers where to send the browser,
 * which comes back to `returnPath` (an app route, without its base) with `reauthenticated` or
 * `reauthError`. With the device cookie, as for a link.
 */
export async function reauthenticateWithProvider(
  client: ApiClient,
  provider: string,
  returnPath: string,
  returnOrigin: string,
): Promise<string> {
  const data = await client.request<unknown>('users/me/reauthenticate/federation', {
    auth: 'user',
    method: 'POST',
    body: { provider, returnPath, returnOrigin },
    credentials: 'include',
  });
  return linkStart.parse(data).url;
}

/** The way back from "Confirm it's you" through a provider (the contract's query names). */
export const QUERY_REAUTHENTICATED = 'reauthenticated';
export const QUERY_REAUTH_ERROR = 'reauthError';
export type FederationReauthError = Schemas['FederationReauthError'];

export async function unlinkIdentity(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/linked-identities/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}
