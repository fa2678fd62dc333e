// Signing in with a passkey in the authority's interaction (api/openapi.yaml, tag "Passkeys";
// docs/passkeys.md): apart from the rest of passkeys.ts (the user's list, "Confirm it's you"),
// since the sign-in form loads it with its first screen and the rest only signed-in screens use.
// Only types come from @simplewebauthn/browser here, so importing this file does not pull it
// into a bundle.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { answerSchemas, checked } from './answers';
import type { ApiClient } from './client';
import type { Schemas } from './contract';
import { ApiError } from './errors';

/** Every failed check of a ceremony reads the same (no enumeration): docs/passkeys.md. */
export const PASSKEY_INVALID = 'passkey_invalid';

const answers = answerSchemas(
  () => import(/* webpackChunkName: "sign-in-answers" */ './passkey-sign-in-answers'),
);

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
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/options`, {
      auth: 'public',
      method: 'POST',
      credentials: 'include',
      signal,
    }),
    ({ requestOptions }, data) => forAuthentication(requestOptions.parse(data)),
  );
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
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}${query}`, {
      auth: 'public',
      method: 'POST',
      body: assertion,
      credentials: 'include',
    }),
    ({ redirect }, data) => redirect.parse(data).redirectTo,
  );
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
