// Linked sign-in methods (api/openapi.yaml, "Linked identities"; docs/federation.md): the
// provider identities that sign in to the user's account, and unlinking one (sensitive: behind
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
const identityList = z.object({ identities: z.array(identity) });

export type LinkedIdentity = Schemas['LinkedIdentity'];

export async function listLinkedIdentities(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<LinkedIdentity[]> {
  const data = await client.request<unknown>('users/me/linked-identities', {
    auth: 'user',
    signal,
  });
  return identityList.parse(data).identities;
}

export async function unlinkIdentity(client: ApiClient, id: string): Promise<void> {
  await client.request<unknown>(`users/me/linked-identities/${encodeURIComponent(id)}`, {
    auth: 'user',
    method: 'DELETE',
  });
}
