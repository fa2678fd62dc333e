// Enterprise SSO (api/openapi.yaml, tag "Enterprise SSO"; docs/enterprise-sso.md): the sign-in
// page's identifier-first discovery (loaded with its own chunk; the `sso_required` refusal's start
// URL is read by ./sso-required.ts, in the sign-in form's first load).
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';

export type SsoDiscovery = Schemas['SsoDiscovery'];

const discovery = conforms<SsoDiscovery>()(
  z.union([
    z.object({ sso: z.literal(true), startUrl: z.string(), enforced: z.boolean() }),
    z.object({ sso: z.literal(false) }),
  ]),
);

/** Where this address's domain signs in (by the domain only: nothing about an account). */
export async function discoverSso(
  client: ApiClient,
  interaction: string,
  email: string,
  signal?: AbortSignal,
): Promise<SsoDiscovery> {
  const data = await client.request<unknown>('auth/sso/discovery', {
    auth: 'public',
    method: 'POST',
    body: { email, interaction },
    signal,
  });
  return discovery.parse(data);
}
