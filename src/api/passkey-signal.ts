// The passkey list with what the WebAuthn Signal API needs (docs/passwordless.md): only the
// security screen and the profile read it, so it stays out of the sign-in's first load.
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';
import { passkey, type Passkey } from './passkeys';

const passkeySignal = conforms<Schemas['PasskeySignal']>()(
  z.object({ rpId: z.string(), userHandle: z.string(), credentialIds: z.array(z.string()) }),
);
const listWithSignal = z.object({
  passkeys: z.array(passkey),
  signal: z.optional(passkeySignal),
});

/**
 * The list with what the WebAuthn Signal API needs (the RP ID, the user handle, the accepted
 * credential ids: features/webauthn/signals.ts), when the server sends it.
 */
export async function readPasskeys(
  client: ApiClient,
  abort?: AbortSignal,
): Promise<{ passkeys: Passkey[]; signal: Schemas['PasskeySignal'] | null }> {
  const data = await client.request<unknown>('users/me/passkeys', { auth: 'user', signal: abort });
  const list = listWithSignal.parse(data);
  return { passkeys: list.passkeys, signal: list.signal ?? null };
}
