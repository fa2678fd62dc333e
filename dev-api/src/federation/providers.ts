// Which upstream identity providers the authority brokers, per tenant, in the order the sign-in
// page shows them (docs/federation.md). The display name comes from here, never from code. In
// development every entry points at the stand-ins (stand-ins/), which speak each real protocol;
// production configuration points each at the real provider.
import type { RunningStandIn } from '../stand-ins/example-id.ts';

interface ProviderBase {
  /** In URLs and the linked identities' store, e.g. `google`. */
  id: string;
  displayName: string;
  /** Our registration at the provider (Apple: the Services ID). */
  clientId: string;
  scopes: readonly string[];
  /** Points at a stand-in: the sign-in page says so on the button. */
  development: boolean;
  /**
   * How long any one call to the provider (discovery, token, user API) may take before the
   * sign-in gives up with `provider_unavailable`. Default 10 seconds.
   */
  timeoutMs?: number;
  /**
   * The `prompt` sent when a signed-in owner links this provider from the account centre, so
   * that the person chooses (and proves) the identity there rather than the provider reusing
   * whatever session it has. Default by kind (upstream.ts, `linkPrompt`): `login` for OpenID
   * Connect and Microsoft, `select_account` for GitHub, none for Apple (which always asks).
   * Google accepts `select_account`, not `login`: set it for Google. `null`: send none.
   */
  linkPrompt?: string | null;
}

/**
 * OpenID Connect: discovery, code + PKCE, a signed ID token, the client secret sent with
 * `client_secret_basic`. Google, Example ID, any provider by configuration.
 */
export interface OidcProvider extends ProviderBase {
  kind: 'oidc';
  /** The issuer: discovery is `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientSecret: string;
}

/**
 * Microsoft (Entra ID, multi-tenant): OpenID Connect whose discovery document lives at the
 * `common` endpoint and names the issuer template `…/{tenantid}/v2.0`; each ID token's `iss`
 * must be the template filled with its own `tid`. Its `email` is trusted only where Microsoft
 * says the address's domain is verified (`xms_edov`, upstream.ts).
 */
export interface MicrosoftProvider extends ProviderBase {
  kind: 'microsoft';
  /** The issuer template, e.g. `https://login.microsoftonline.com/{tenantid}/v2.0`. */
  issuer: string;
  /** e.g. `https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration`. */
  discoveryUrl: string;
  clientSecret: string;
}

/**
 * Sign in with Apple: OpenID Connect with `response_mode=form_post` (the callback accepts a
 * POST), a client secret that is a short-lived ES256 JWT signed at each token request with the
 * team's key (sent with `client_secret_post`), `email_verified` possibly the string `"true"`, and
 * the user's name only in the first form post's `user` field.
 */
export interface AppleProvider extends ProviderBase {
  kind: 'apple';
  /** `https://appleid.apple.com` (also the client secret's audience). */
  issuer: string;
  /** The key made for "Sign in with Apple" in the developer account, from the secret store. */
  signingKey: {
    /** The developer account's team id (the client secret's `iss`). */
    teamId: string;
    /** The key's id (the client secret's `kid`). */
    keyId: string;
    /** The key itself, PKCS #8 PEM (Apple's `.p8` file): an ES256 (P-256) private key. */
    privateKey: string;
  };
}

/**
 * GitHub: OAuth 2 authorization code (state, PKCE S256), no ID token; the user from
 * `GET {apiUrl}/user`, the address from `GET {apiUrl}/user/emails` (primary and verified only).
 */
export interface GitHubProvider extends ProviderBase {
  kind: 'github-oauth';
  /** `https://github.com/login/oauth/authorize` */
  authorizationEndpoint: string;
  /** `https://github.com/login/oauth/access_token` */
  tokenEndpoint: string;
  /** `https://api.github.com` */
  apiUrl: string;
  clientSecret: string;
}

export type FederationProvider = OidcProvider | MicrosoftProvider | AppleProvider | GitHubProvider;

export interface FederationConfig {
  providers: readonly FederationProvider[];
  /**
   * Provider ids by tenant, in order; `default` for a sign-in without a tenant (and for any
   * tenant not listed).
   */
  tenants: Readonly<Record<string, readonly string[]>>;
  /**
   * Provider ids by tenant (`default` for accounts without one) whose own multi-factor sign-in
   * counts: an ID token whose `amr` has `mfa` then stands for our second step, and the sign-in's
   * `amr` says `mfa` too. Unlisted: the provider's MFA is not trusted (our rule applies).
   */
  trustedMfa?: Readonly<Record<string, readonly string[]>>;
}

export const NO_FEDERATION: FederationConfig = { providers: [], tenants: {} };

/** Whether the tenant lets this provider's own multi-factor sign-in count (`trustedMfa`). */
export function providerMfaCounts(
  config: FederationConfig,
  tenant: string | null | undefined,
  providerId: string,
): boolean {
  const trusted = config.trustedMfa?.[tenant ?? 'default'] ?? [];
  return trusted.includes(providerId);
}

/**
 * The development configuration: every entry is a stand-in under the real name, speaking that
 * provider's protocol (Example ID's OpenID Connect for Example ID and Google; its Apple and
 * Microsoft modes; its GitHub endpoints).
 */
export function developmentFederation(standIn: RunningStandIn): FederationConfig {
  const { clients } = standIn;
  const oidc = (id: string, displayName: string): OidcProvider => ({
    id,
    kind: 'oidc',
    displayName,
    issuer: standIn.issuer,
    clientId: clients.oidc.clientId,
    clientSecret: clients.oidc.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    development: true,
  });
  const all = ['example', 'google', 'apple', 'microsoft', 'github'];
  return {
    providers: [
      oidc('example', 'Example ID'),
      oidc('google', 'Google'),
      {
        id: 'apple',
        kind: 'apple',
        displayName: 'Apple',
        issuer: standIn.issuer,
        clientId: clients.apple.clientId,
        signingKey: clients.apple.signingKey,
        scopes: ['openid', 'name', 'email'],
        development: true,
      },
      {
        id: 'microsoft',
        kind: 'microsoft',
        displayName: 'Microsoft',
        issuer: standIn.microsoft.issuerTemplate,
        discoveryUrl: standIn.microsoft.discoveryUrl,
        clientId: clients.oidc.clientId,
        clientSecret: clients.oidc.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        development: true,
      },
      {
        id: 'github',
        kind: 'github-oauth',
        displayName: 'GitHub',
        authorizationEndpoint: standIn.github.authorizationEndpoint,
        tokenEndpoint: standIn.github.tokenEndpoint,
        apiUrl: standIn.github.apiUrl,
        clientId: clients.github.clientId,
        clientSecret: clients.github.clientSecret,
        scopes: ['user:email'],
        development: true,
      },
    ],
    // Globex shows its own order and fewer, so per-tenant configuration is visible in the demo.
    tenants: { default: all, acme: all, globex: ['microsoft', 'example', 'google'] },
    // Globex requires two-step verification and trusts Microsoft's own (its directory's MFA).
    trustedMfa: { globex: ['microsoft'] },
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

/** A tenant id as the app sends it (its WHITELABEL_ID_PATTERN); anything else is no tenant. */
const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The tenant an authorization request names (`whitelabel`, the app's), or null. */
export function requestedTenant(value: unknown): string | null {
  return typeof value === 'string' && TENANT_ID.test(value) ? value : null;
}

/** What the sign-in page can show before it paints: ids of this shape, names of this shape. */
const SHOWN_ID = /^[a-z0-9-]{1,32}$/;
const SHOWN_NAME = /^[\p{L}\p{N} .'&-]{1,40}$/u;

/**
 * The tenant's provider buttons as the sign-in address names them (`providers`, docs/federation.md,
 * "Before the page paints"): `id:name` or `id:name:d` (a development entry), comma-separated, in
 * the tenant's order, so the page shows them before it paints and nothing moves when the app's
 * list arrives. Null (no list: the page waits for the API's) when the tenant has none or a name
 * cannot be said there; the list only chooses buttons, the start of each still checks the tenant.
 */
export function signInProviders(
  config: FederationConfig | undefined,
  tenant: string | null,
): string | null {
  const list = config ? providersFor(config, tenant) : [];
  if (list.length === 0) return null;
  if (list.some((p) => !SHOWN_ID.test(p.id) || !SHOWN_NAME.test(p.displayName))) return null;
  return list.map((p) => `${p.id}:${p.displayName}${p.development ? ':d' : ''}`).join(',');
}

/** The configured display name of a provider id (its id when no longer configured). */
export function providerName(config: FederationConfig, id: string): string {
  return config.providers.find((provider) => provider.id === id)?.displayName ?? id;
}

/** Every callback URL the configuration needs registered upstream (one per provider). */
export function callbackUrl(publicUrl: string, providerId: string): string {
  return `${publicUrl}/auth/federation/${encodeURIComponent(providerId)}/callback`;
}
