// Passkeys (api/openapi.yaml, tag "Passkeys"; docs/passkeys.md): signing in with one in the
// authority's interaction, the user's list (add, rename, remove) and "Confirm it's you" with one.
// The ceremonies themselves run in the browser (@simplewebauthn/browser); these calls carry their
// options and answers. Only types come from that package here, so importing this file does not
// pull it into a bundle.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';
import { ApiError } from './errors';

/** Every failed check of a ceremony reads the same (no enumeration): docs/passkeys.md. */
export const PASSKEY_INVALID = 'passkey_invalid';

// The contract's `extensions` is any object (`{ type: object }`), which the generated types
// write as `Record<string, never>`; the server does send some (`credProps: true`), and they go
// to the browser as they are.
const extensions = z.optional(
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value) => value as Record<string, never>),
  ),
);

const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

const requestOptions = conforms<Schemas['PasskeyRequestOptions']>()(
  z.object({
    challenge: z.string(),
    timeout: z.number(),
    rpId: z.string(),
    allowCredentials: z.array(descriptor),
    userVerification: z.literal('required'),
    extensions,
    hints: z.optional(z.array(z.string())),
  }),
);

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
const redirect = z.object({ redirectTo: z.string() });

export type Passkey = Schemas['Passkey'];

// The contract types transports and hints as plain strings; the browser library wants its own
// string unions. The browser ignores values it does not know, so the widening is harmless.
const forAuthentication = (options: Schemas['PasskeyRequestOptions']) =>
  options as PublicKeyCredentialRequestOptionsJSON;
const forRegistration = (options: Schemas['PasskeyCreationOptions']) =>
  options as PublicKeyCredentialCreationOptionsJSON;

/** WebAuthn creation options from the API, checked (a passkey-first sign-up's too: email-codes.ts). */
export function parseCreationOptions(data: unknown): PublicKeyCredentialCreationOptionsJSON {
  return forRegistration(creationOptions.parse(data));
}

function interactionPath(interaction: string): string {
  return `auth/oidc/interaction/${encodeURIComponent(interaction)}/passkey`;
}

/** Options for signing in with a passkey in the authority's interaction (bound to its cookie). */
export async function signInOptions(
  client: ApiClient,
  interaction: string,
  signal?: AbortSignal,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const data = await client.request<unknown>(`${interactionPath(interaction)}/options`, {
    auth: 'public',
    method: 'POST',
    credentials: 'include',
    signal,
  });
  return forAuthentication(requestOptions.parse(data));
}

/** Finishes the interaction with the assertion: where the authority sends us next. */
export async function submitPasskey(
  client: ApiClient,
  interaction: string,
  assertion: AuthenticationResponseJSON,
  { restoreAccount = false }: { restoreAccount?: boolean } = {},
): Promise<string> {
  // An account scheduled for deletion answers 403 account_deletion_scheduled; a new ceremony
  // with restoreAccount restores it and signs in (docs/your-data.md).
  const query = restoreAccount ? '?restoreAccount=true' : '';
  const data = await client.request<unknown>(`${interactionPath(interaction)}${query}`, {
    auth: 'public',
    method: 'POST',
    body: assertion,
    credentials: 'include',
  });
  return redirect.parse(data).redirectTo;
}

/**
 * The credential a `passkey_invalid` refusal says the server does not know (removed, or never
 * registered): the page tells the passkey manager to forget it. Null for any other refusal.
 */
export function unknownCredentialOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== PASSKEY_INVALID) return null;
  const id = error.body?.unknownCredentialId;
  return typeof id === 'string' && id !== '' ? id : null;
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
