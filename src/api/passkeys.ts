// Passkeys (api/openapi.yaml, tag "Passkeys"; docs/passkeys.md): signing in with one in the
// authority's interaction (passkey-sign-in.ts, re-exported here), the user's list (add, rename,
// remove) and "Confirm it's you" with one. The ceremonies themselves run in the browser
// (@simplewebauthn/browser); these calls carry their options and answers. Only types come from
// that package here, so importing this file does not pull it into a bundle.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';
import { forAuthentication } from './passkey-sign-in';
import { descriptor, extensions, requestOptions } from './passkey-sign-in-answers';

// Signing in with a passkey has a file of its own (passkey-sign-in.ts: the sign-in form's first
// load carries it, not the rest of this one).
export {
  PASSKEY_INVALID,
  signInOptions,
  submitPasskey,
  unknownCredentialOf,
} from './passkey-sign-in';

const creationOptions = conforms<Schemas['PasskeyCreationOptions']>()(
  z.object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number(),
    attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
    excludeCredentials: z.array(descriptor),
    authenticatorSelection: z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
    }),
    extensions,
    hints: z.optional(z.array(z.string())),
  }),
);

export const passkey = conforms<Schemas['Passkey']>()(
  z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.nullable(z.string()),
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
  }),
);
const passkeyList = conforms<{ passkeys: Schemas['Passkey'][] }>()(
  z.object({ passkeys: z.array(passkey) }),
);

export type Passkey = Schemas['Passkey'];

// The contract types transports and hints as plain strings; the browser library wants its own
// string unions. The browser ignores values it does not know, so the widening is harmless.
const forRegistration = (options: Schemas['PasskeyCreationOptions']) =>
  options as PublicKeyCredentialCreationOptionsJSON;

/** WebAuthn creation options from the API, checked (a passkey-first sign-up's too: email-codes.ts). */
export function parseCreationOptions(data: unknown): PublicKeyCredentialCreationOptionsJSON {
  return forRegistration(creationOptions.parse(data));
}

export async function listPasskeys(client: ApiClient, signal?: AbortSignal): Promise<Passkey[]> {
  const data = await client.request<unknown>('users/me/passkeys', { auth: 'user', signal });
  return passkeyList.parse(data).passkeys;
}

export async function registrationOptions(
  client: ApiClient,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const data = await client.request<unknown>('users/me/passkeys/registration-options', {
    auth: 'user',
    method: 'POST',
  });
  return forRegistration(creationOptions.parse(data));
}

export async function addPasskey(
  client: ApiClient,
  response: RegistrationResponseJSON,
  name?: string,
): Promise<Passkey> {
  const data = await client.request<unknown>('users/me/passkeys', {
    auth: 'user',
    method: 'POST',
    body: name ? { response, name } : { response },
  });
  return passkey.parse(data);
}

export async function renamePasskey(client: ApiClient, id: string, name: string): Promise<Passkey> {
  const body: Schemas['PasskeyRename'] = { name };
  const data = await client.request<unknown>(`users/me/passkeys/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'PATCH',
    body,
  });
  return passkey.parse(data);
}

export async function removePasskey(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/passkeys/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}

/** Options for confirming it is the user with a passkey (`409 no_passkeys` without one). */
export async function reauthenticationOptions(
  client: ApiClient,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const data = await client.request<unknown>('users/me/reauthenticate/passkey-options', {
    auth: 'user',
    method: 'POST',
  });
  return forAuthentication(requestOptions.parse(data));
}

export async function reauthenticateWithPasskey(
  client: ApiClient,
  assertion: AuthenticationResponseJSON,
): Promise<void> {
  await client.request<unknown>('users/me/reauthenticate/passkey', {
    auth: 'user',
    method: 'POST',
    body: assertion,
  });
}
