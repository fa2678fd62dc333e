// Enterprise SSO (api/openapi.yaml, tag "Enterprise SSO"; docs/enterprise-sso.md): the sign-in
// page's identifier-first discovery, and the start URL a password refusal (`sso_required`) names.
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type Schemas } from './contract';
import { ApiError } from './errors';

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

/** The organisation's SSO start of a password refused with `sso_required`, else null. */
export function ssoRequiredStart(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'sso_required') return null;
  const startUrl = error.body?.startUrl;
  return typeof startUrl === 'string' ? startUrl : null;
}
