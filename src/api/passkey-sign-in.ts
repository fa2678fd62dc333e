// Signing in with a passkey in the authority's interaction (api/openapi.yaml, tag "Passkeys";
// docs/passkeys.md): apart from the rest of passkeys.ts (the user's list, "Confirm it's you"),
// since the sign-in form loads it with its first screen and the rest only signed-in screens use.
// Only types come from @simplewebauthn/browser here, so importing this file does not pull it
// into a bundle.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
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
export const extensions = z.optional(
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value) => value as Record<string, never>),
  ),
);

export const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

export const requestOptions = conforms<Schemas['PasskeyRequestOptions']>()(
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

const redirect = z.object({ redirectTo: z.string() });

// The contract types transports as plain strings; the browser library wants its own string
// unions. The browser ignores values it does not know, so the widening is harmless.
export const forAuthentication = (options: Schemas['PasskeyRequestOptions']) =>
  options as PublicKeyCredentialRequestOptionsJSON;

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
