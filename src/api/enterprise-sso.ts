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

// ---- an organisation's SSO administration (owners and admins) -------------------------------

export type SsoSettings = Schemas['SsoSettings'];
export type SsoConnection = Schemas['SsoConnection'];
export type SsoDomain = Schemas['SsoDomain'];
export type SsoConnectionTest = Schemas['SsoConnectionTest'];

const base = (organisationId: string) => `organisations/${encodeURIComponent(organisationId)}/sso`;

/** Connections, domains and settings (`getOrganisationSso`). */
export function getOrganisationSso(
  client: ApiClient,
  organisationId: string,
  signal?: AbortSignal,
): Promise<SsoSettings> {
  return client.request<SsoSettings>(base(organisationId), { auth: 'user', signal });
}

export function updateSsoSettings(
  client: ApiClient,
  organisationId: string,
  body: Schemas['SsoSettingsUpdate'],
): Promise<SsoSettings> {
  return client.request<SsoSettings>(`${base(organisationId)}/settings`, {
    auth: 'user',
    method: 'PUT',
    body,
  });
}

export function createSsoConnection(
  client: ApiClient,
  organisationId: string,
  body: Schemas['SsoConnectionCreate'],
): Promise<SsoConnection> {
  return client.request<SsoConnection>(`${base(organisationId)}/connections`, {
    auth: 'user',
    method: 'POST',
    body,
  });
}

export function updateSsoConnection(
  client: ApiClient,
  organisationId: string,
  connectionId: string,
  body: Schemas['SsoConnectionUpdate'],
): Promise<SsoConnection> {
  return client.request<SsoConnection>(
    `${base(organisationId)}/connections/${encodeURIComponent(connectionId)}`,
    { auth: 'user', method: 'PATCH', body },
  );
}

export function testSsoConnection(
  client: ApiClient,
  organisationId: string,
  connectionId: string,
): Promise<SsoConnectionTest> {
  return client.request<SsoConnectionTest>(
    `${base(organisationId)}/connections/${encodeURIComponent(connectionId)}/test`,
    { auth: 'user', method: 'POST' },
  );
}

/**
 * Starts a test sign-in (`startSsoTestSignIn`, SAML): answers the identity provider's address
 * to send the browser to; its answer comes back to the organisation's page with a key.
 */
export async function startSsoTestSignIn(
  client: ApiClient,
  organisationId: string,
  connectionId: string,
): Promise<string> {
  const { url } = await client.request<{ url: string }>(
    `${base(organisationId)}/connections/${encodeURIComponent(connectionId)}/test-sign-in`,
    { auth: 'user', method: 'POST' },
  );
  return url;
}

/** Records the test's result (the key it came back with) on its connection (`claimSsoTestSignIn`). */
export function claimSsoTestSignIn(
  client: ApiClient,
  organisationId: string,
  connectionId: string,
  result: string,
): Promise<SsoConnection> {
  return client.request<SsoConnection>(
    `${base(organisationId)}/connections/${encodeURIComponent(connectionId)}/test-sign-in/result`,
    { auth: 'user', method: 'POST', body: { result } },
  );
}

export function addSsoDomain(
  client: ApiClient,
  organisationId: string,
  domain: string,
): Promise<SsoDomain> {
  return client.request<SsoDomain>(`${base(organisationId)}/domains`, {
    auth: 'user',
    method: 'POST',
    body: { domain },
  });
}

export function verifySsoDomain(
  client: ApiClient,
  organisationId: string,
  domain: string,
): Promise<SsoDomain> {
  return client.request<SsoDomain>(
    `${base(organisationId)}/domains/${encodeURIComponent(domain)}/verify`,
    { auth: 'user', method: 'POST' },
  );
}
