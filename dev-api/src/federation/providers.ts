// Which upstream identity providers the authority brokers, per tenant, in the order the sign-in
// page shows them (docs/federation.md). The display name comes from here, never from code. In
// development every entry points at the stand-in "Example ID" (stand-ins/example-id.ts), which
// speaks the real protocol; production configuration points each at the real provider.
import { STAND_IN_CLIENT } from '../stand-ins/example-id.ts';

export interface FederationProvider {
  /** In URLs and the linked identities' store, e.g. `google`. */
  id: string;
  /**
   * `oidc`: OpenID Connect (discovery, code + PKCE, a signed ID token). `github-oauth`: GitHub's
   * OAuth 2 with its e-mail API, not run by this broker yet (docs/federation.md).
   */
  kind: 'oidc' | 'github-oauth';
  displayName: string;
  /** The issuer: discovery is `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /**
   * Where the discovery document is, when not under the issuer: Microsoft's multi-tenant
   * endpoint (`…/common/v2.0/.well-known/openid-configuration`), whose document names the issuer
   * template `https://login.microsoftonline.com/{tenantid}/v2.0` (docs/federation.md).
   */
  discoveryUrl?: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** Points at the stand-in: the sign-in page says so on the button. */
  development: boolean;
}

export interface FederationConfig {
  providers: readonly FederationProvider[];
  /**
   * Provider ids by tenant, in order; `default` for a sign-in without a tenant (and for any
   * tenant not listed).
   */
  tenants: Readonly<Record<string, readonly string[]>>;
}

export const NO_FEDERATION: FederationConfig = { providers: [], tenants: {} };

/** The development configuration: every entry is the stand-in, under the real names. */
export function developmentFederation(standInIssuer: string): FederationConfig {
  const entry = (id: string, displayName: string): FederationProvider => ({
    id,
    kind: 'oidc',
    displayName,
    issuer: standInIssuer,
    clientId: STAND_IN_CLIENT.clientId,
    clientSecret: STAND_IN_CLIENT.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    development: true,
  });
  const all = ['example', 'google', 'apple', 'microsoft', 'github'];
  return {
    providers: [
      entry('example', 'Example ID'),
      entry('google', 'Google'),
      entry('apple', 'Apple'),
      entry('microsoft', 'Microsoft'),
      entry('github', 'GitHub'),
    ],
    // Globex shows its own order and fewer, so per-tenant configuration is visible in the demo.
    tenants: { default: all, acme: all, globex: ['microsoft', 'example', 'google'] },
  };
}

/** The providers a tenant turned on, in its order. */
export function providersFor(
  config: FederationConfig,
  tenant: string | null | undefined,
): FederationProvider[] {
  const ids = (tenant ? config.tenants[tenant] : undefined) ?? config.tenants.default ?? [];
  return ids.flatMap((id) => config.providers.find((provider) => provider.id === id) ?? []);
}

/** The configured display name of a provider id (its id when no longer configured). */
export function providerName(config: FederationConfig, id: string): string {
  return config.providers.find((provider) => provider.id === id)?.displayName ?? id;
}

/** Every callback URL the configuration needs registered upstream (one per provider). */
export function callbackUrl(publicUrl: string, providerId: string): string {
  return `${publicUrl}/auth/federation/${encodeURIComponent(providerId)}/callback`;
}
