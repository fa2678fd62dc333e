// The client side of an upstream sign-in: discovery, the authorization URL (code + PKCE S256,
// state, nonce), the code exchange, and the identity's validation, for each kind of provider
// (providers.ts): OpenID Connect (the ID token), Apple's (a client secret made as a JWT,
// `form_post`, a string `email_verified`), Microsoft's (a multi-tenant issuer, `xms_edov`), and
// GitHub's OAuth with its user and e-mail API. The JWT and JWKS work is jose's (a maintained
// library); nothing here signs or verifies by hand. Every call has a time limit: a provider that
// hangs is `provider_unavailable`, like one that is down.
import { createHash, randomBytes } from 'node:crypto';
import {
  createRemoteJWKSet,
  errors,
  importPKCS8,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import type { Clock } from '../platform/clock.ts';
import { amrFromIdToken } from '../enterprise-sso/stated-amr.ts';
import type {
  AppleProvider,
  FederationProvider,
  GitHubProvider,
  MicrosoftProvider,
  OidcProvider,
} from './providers.ts';

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Why an upstream sign-in failed; each is a `federationError` on the sign-in page. */
export type UpstreamFailure =
  'provider_unavailable' | 'token_exchange_failed' | 'id_token_invalid' | 'email_not_verified';

/**
 * Which check of the ID token refused it, for an `id_token_invalid`: the sign-in page says only
 * the failure; an admin's test sign-in (enterprise-sso/) explains the check to the IT admin.
 */
export type IdTokenCheck =
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not_yet_valid'
  | 'nonce'
  | 'subject'
  | 'claims';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly check?: IdTokenCheck,
  ) {
    super(message);
  }
}

/** The check a jose refusal of an ID token stands for. */
function checkOf(error: unknown): IdTokenCheck {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'iss':
        return 'issuer';
      case 'aud':
        return 'audience';
      case 'nbf':
      case 'iat':
        return error.reason === 'check_failed' ? 'not_yet_valid' : 'claims';
      default:
        return 'claims';
    }
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid
  ) {
    return 'signature';
  }
  return 'claims';
}

type OpenIdProvider = OidcProvider | MicrosoftProvider | AppleProvider;

const UPSTREAM_TIMEOUT_MS = 10_000;
/** In a multi-tenant issuer template (Microsoft's). */
const TENANT_PLACEHOLDER = '{tenantid}';
/** Clock skew allowed between the provider and us, in seconds. */
const CLOCK_TOLERANCE = 60;
/**
 * Apple's client secret lives this long: it is made for one token request (Apple allows up to
 * six months; a short one is worth nothing to whoever sees it later).
 */
const APPLE_SECRET_TTL = 300;
/** GitHub's REST API wants a User-Agent and names its version. */
const GITHUB_HEADERS = {
  Accept: 'application/vnd.github+json',
  'X-GitHub-Api-Version': '2022-11-28',
  'User-Agent': 'account-authority',
};

/** The `prompt` of a link from the account centre (providers.ts, `linkPrompt`). */
export function linkPrompt(provider: FederationProvider): string | null {
  if (provider.linkPrompt !== undefined) return provider.linkPrompt;
  switch (provider.kind) {
    case 'github-oauth':
      return 'select_account';
    case 'apple':
      return null;
    default:
      return 'login';
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * One call to a provider, its answer read whole within the provider's time limit. No answer (down,
 * refused, or too slow, AbortSignal.timeout) is `provider_unavailable`; what the provider said is
 * the caller's to judge.
 */
async function call(
  provider: FederationProvider,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; ok: boolean; body: unknown }> {
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(provider.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    });
    // The body is read under the same signal: a provider that stalls mid-answer times out too.
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the callers refuse a null body.
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    throw new UpstreamError('provider_unavailable', `${url}: ${String(error)}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Apple's client secret (its "client_secret" JWT): ES256 with the team's key, `kid` the key's
 * id, `iss` the team id, `sub` the Services ID, `aud` Apple (its issuer), a short expiry.
 */
export async function appleClientSecret(
  provider: AppleProvider,
  key: CryptoKey,
  now: Clock,
): Promise<string> {
  const iat = Math.floor(now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: provider.signingKey.keyId })
    .setIssuer(provider.signingKey.teamId)
    .setSubject(provider.clientId)
    .setAudience(provider.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + APPLE_SECRET_TTL)
    .sign(key);
}

/**
 * The name Apple gives once, in the first form post's `user` field (JSON:
 * `{"name":{"firstName":…,"lastName":…},"email":…}`). Unsigned, so only a display name is
 * taken from it, never an address.
 */
export function appleUserName(field: string | undefined): string | null {
  if (!field) return null;
  try {
    const user: unknown = JSON.parse(field);
    const name = isRecord(user) && isRecord(user.name) ? user.name : {};
    const parts = [name.firstName, name.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    const full = parts.map((part) => part.trim()).join(' ');
    return full && full.length <= 200 ? full : null;
  } catch {
    return null;
  }
}

/** The upstream client: metadata and keys cached per issuer. */
export function upstreamClient(clock: Clock) {
  const metadata = new Map<string, Promise<Metadata>>();
  const keySets = new Map<string, JWTVerifyGetKey>();
  const appleKeys = new Map<string, Promise<CryptoKey>>();

  async function discover(provider: OpenIdProvider): Promise<Metadata> {
    const { issuer } = provider;
    const url =
      provider.kind === 'microsoft'
        ? provider.discoveryUrl
        : `${issuer}/.well-known/openid-configuration`;
    let pending = metadata.get(url);
    if (!pending) {
      pending = (async () => {
        const response = await call(provider, url);
        if (!response.ok) {
          throw new UpstreamError('provider_unavailable', `discovery answered ${response.status}`);
        }
        const found = isRecord(response.body) ? response.body : {};
        // The document must be the issuer's own (OpenID Connect Discovery 1.0, section 4.3); one
        // found elsewhere (Microsoft's `common`) names the issuer configured, there a template.
        if (
          found.issuer !== issuer ||
          typeof found.authorization_endpoint !== 'string' ||
          typeof found.token_endpoint !== 'string' ||
          typeof found.jwks_uri !== 'string'
        ) {
          throw new UpstreamError(
            'provider_unavailable',
            'discovery document does not match the issuer',
          );
        }
        return found as unknown as Metadata;
      })();
      metadata.set(url, pending);
      // A provider down now may be up at the next sign-in: a failure is not cached.
      pending.catch(() => metadata.delete(url));
    }
    return pending;
  }

  function keysOf(jwksUri: string): JWTVerifyGetKey {
    let keys = keySets.get(jwksUri);
    if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
    return keys;
  }

  function appleKey(provider: AppleProvider): Promise<CryptoKey> {
    let key = appleKeys.get(provider.id);
    if (!key) {
      key = importPKCS8(provider.signingKey.privateKey, 'ES256');
      appleKeys.set(provider.id, key);
    }
    return key;
  }

  /** The token request's client authentication, as each provider wants it. */
  async function clientAuthentication(
    provider: OpenIdProvider,
  ): Promise<{ headers: Record<string, string>; body: Record<string, string> }> {
    if (provider.kind === 'apple') {
      // client_secret_post, the secret a JWT made now (Apple's only method).
      const secret = await appleClientSecret(provider, await appleKey(provider), clock);
      return { headers: {}, body: { client_id: provider.clientId, client_secret: secret } };
    }
    // client_secret_basic: each part form-encoded first (RFC 6749, section 2.3.1).
    const basic = Buffer.from(
      `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
    ).toString('base64');
    return { headers: { Authorization: `Basic ${basic}` }, body: {} };
  }

  async function exchangeOpenId(
    provider: OpenIdProvider,
    redirectUri: string,
    code: string,
    expected: { nonce: string; verifier: string },
  ): Promise<Record<string, unknown>> {
    const meta = await discover(provider);
    const auth = await clientAuthentication(provider);
    const response = await call(provider, meta.token_endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...auth.headers,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: expected.verifier,
        ...auth.body,
      }),
    });
    if (!response.ok) {
      throw new UpstreamError(
        'token_exchange_failed',
        `token endpoint answered ${response.status}`,
      );
    }
    const idToken = isRecord(response.body) ? response.body.id_token : undefined;
    if (typeof idToken !== 'string') {
      throw new UpstreamError('token_exchange_failed', 'no ID token in the token response');
    }
    // Tokens from upstream are used here once and never stored nor sent to the browser.
    return verifyIdTokenClaims(idToken, keysOf(meta.jwks_uri), {
      issuer: meta.issuer,
      clientId: provider.clientId,
      nonce: expected.nonce,
      now: clock,
    });
  }

  /** GitHub: the code for an access token, then the user and their primary, verified address. */
  async function exchangeGitHub(
    provider: GitHubProvider,
    redirectUri: string,
    code: string,
    expected: { verifier: string },
  ): Promise<UpstreamIdentity> {
    const token = await call(provider, provider.tokenEndpoint, {
      method: 'POST',
      // Without Accept: application/json GitHub answers form-encoded.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code,
        redirect_uri: redirectUri,
        code_verifier: expected.verifier,
      }),
    });
    // GitHub refuses a code with 200 and an `error` field, not with a 4xx.
    const accessToken = isRecord(token.body) ? token.body.access_token : undefined;
    if (!token.ok || typeof accessToken !== 'string' || accessToken === '') {
      const reason = isRecord(token.body) ? String(token.body.error) : `status ${token.status}`;
      throw new UpstreamError('token_exchange_failed', `GitHub refused the code: ${reason}`);
    }
    const headers = { ...GITHUB_HEADERS, Authorization: `Bearer ${accessToken}` };
    const [user, emails] = await Promise.all([
      call(provider, `${provider.apiUrl}/user`, { headers }),
      call(provider, `${provider.apiUrl}/user/emails`, { headers }),
    ]);
    if (!user.ok || !emails.ok || !isRecord(user.body)) {
      throw new UpstreamError(
        'token_exchange_failed',
        `GitHub's user API answered ${user.status} / ${emails.status}`,
      );
    }
    return gitHubIdentity(user.body, emails.body);
  }

  return {
    async authorizationUrl(
      provider: FederationProvider,
      redirectUri: string,
      request: { state: string; nonce: string; verifier: string; prompt?: string | null },
    ): Promise<string> {
      const url = new URL(
        provider.kind === 'github-oauth'
          ? provider.authorizationEndpoint
          : (await discover(provider)).authorization_endpoint,
      );
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', provider.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', provider.scopes.join(' '));
      url.searchParams.set('state', request.state);
      // GitHub has no ID token, so no nonce; the state and PKCE bind its code.
      if (provider.kind !== 'github-oauth') url.searchParams.set('nonce', request.nonce);
      url.searchParams.set('code_challenge', pkceChallenge(request.verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      // Apple sends the name and e-mail scopes' answer only as a form post to the callback.
      if (provider.kind === 'apple') url.searchParams.set('response_mode', 'form_post');
      if (request.prompt) url.searchParams.set('prompt', request.prompt);
      return url.toString();
    },

    /**
     * Exchanges the code (with the PKCE verifier) and returns the validated identity.
     * `appleUser` is the `user` field of Apple's form post (its first sign-in only).
     */
    async exchange(
      provider: FederationProvider,
      redirectUri: string,
      code: string,
      expected: { nonce: string; verifier: string; appleUser?: string },
    ): Promise<UpstreamIdentity> {
      if (provider.kind === 'github-oauth') {
        return exchangeGitHub(provider, redirectUri, code, expected);
      }
      const claims = await exchangeOpenId(provider, redirectUri, code, expected);
      const identity = identityOf(claims, provider.kind);
      if (provider.kind === 'apple' && identity.name === null) {
        return { ...identity, name: appleUserName(expected.appleUser) };
      }
      return identity;
    },

    /**
     * An admin's test sign-in through an organisation's OpenID Connect connection: the same
     * exchange and checks as `exchange`, with the ID token's claims beside the identity (the
     * admin checks what their IdP sends). Never used to sign anyone in.
     */
    async exchangeWithClaims(
      provider: OidcProvider,
      redirectUri: string,
      code: string,
      expected: { nonce: string; verifier: string },
    ): Promise<{ identity: UpstreamIdentity; claims: Record<string, unknown> }> {
      const claims = await exchangeOpenId(provider, redirectUri, code, expected);
      return { identity: identityOf(claims, provider.kind), claims };
    },
  };
}

/**
 * The identity GitHub's API gave: the subject is the user's numeric id (its login can change);
 * the address is the one GitHub marks primary and verified, never another (a verified secondary
 * or the no-reply address is not the user's chosen one, and an unverified one is nobody's).
 */
export function gitHubIdentity(user: Record<string, unknown>, emails: unknown): UpstreamIdentity {
  const id = user.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new UpstreamError('token_exchange_failed', 'GitHub gave no user id');
  }
  const primary = Array.isArray(emails)
    ? emails.find(
        (entry): entry is Record<string, unknown> => isRecord(entry) && entry.primary === true,
      )
    : undefined;
  if (
    !primary ||
    primary.verified !== true ||
    typeof primary.email !== 'string' ||
    !primary.email
  ) {
    throw new UpstreamError('email_not_verified', 'GitHub has no primary, verified address');
  }
  const name =
    typeof user.name === 'string' && user.name.trim()
      ? user.name.trim()
      : typeof user.login === 'string' && user.login
        ? user.login
        : null;
  return { subject: String(id), email: primary.email.trim().toLowerCase(), name };
}

export type UpstreamClient = ReturnType<typeof upstreamClient>;

export interface UpstreamIdentity {
  subject: string;
  /** Lower-cased; only ever an address the provider verified (its kind's rule, below). */
  email: string;
  name: string | null;
  /**
   * The provider says it used more than one factor (its ID token's `amr` has `mfa`, RFC 8176).
   * Counts only where the tenant trusts this provider's MFA (providers.ts `trustedMfa`).
   */
  mfa?: boolean;
  /**
   * Every RFC 8176 value the ID token's `amr` states (enterprise-sso/stated-amr.ts). Read only
   * for an organisation's connection that trusts its IdP's statement (enterprise-sso/broker.ts):
   * a social provider's never reaches our tokens.
   */
  amr?: string[];
}

/**
 * The ID token's checks (OpenID Connect Core 1.0, section 3.1.3.7), then the identity it gives
 * under the provider kind's e-mail rule (identityOf).
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; clientId: string; nonce: string; now: Clock },
  kind: OpenIdProvider['kind'] = 'oidc',
): Promise<UpstreamIdentity> {
  return identityOf(await verifyIdTokenClaims(idToken, keys, expected), kind);
}

/**
 * Signed by one of the issuer's keys (its JWKS) with an asymmetric algorithm, from the expected
 * issuer (or a multi-tenant template filled with the token's own tenant), for our client
 * (audience, and `azp` when there are several audiences), not expired, with the nonce of this
 * sign-in, and a subject.
 */
async function verifyIdTokenClaims(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; clientId: string; nonce: string; now: Clock },
): Promise<Record<string, unknown>> {
  // A multi-tenant issuer template (Microsoft's `…/{tenantid}/v2.0`): the token's own `iss`
  // must be the template filled with the token's own `tid`, checked below.
  const template = expected.issuer.includes(TENANT_PLACEHOLDER);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: template ? undefined : expected.issuer,
      audience: expected.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      currentDate: new Date(expected.now()),
      clockTolerance: CLOCK_TOLERANCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.code : String(error);
    throw new UpstreamError('id_token_invalid', `ID token refused: ${reason}`, checkOf(error));
  }
  if (template) {
    const tid = payload.tid;
    if (
      typeof tid !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(tid) ||
      payload.iss !== expected.issuer.replace(TENANT_PLACEHOLDER, tid)
    ) {
      throw new UpstreamError(
        'id_token_invalid',
        'ID token refused: issuer is not its tenant',
        'issuer',
      );
    }
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== expected.clientId) {
    throw new UpstreamError(
      'id_token_invalid',
      'ID token refused: azp is not this client',
      'audience',
    );
  }
  if (payload.nonce !== expected.nonce) {
    throw new UpstreamError('id_token_invalid', 'ID token refused: nonce mismatch', 'nonce');
  }
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255) {
    throw new UpstreamError('id_token_invalid', 'ID token refused: no subject', 'subject');
  }
  return payload;
}

/**
 * Whether the provider vouches for the token's address, by kind:
 * - OpenID Connect: `email_verified` is `true` itself (a provider that leaves it out has not
 *   verified the address);
 * - Apple: `true` or the string `"true"` (Apple has sent both);
 * - Microsoft: `email_verified: true` where it is sent, otherwise `xms_edov: true` (the address's
 *   domain is verified by its directory's owner). Microsoft's plain `email` is whatever the
 *   directory or the user typed, verified for no one, so without either it is refused.
 */
function emailVerified(claims: Record<string, unknown>, kind: OpenIdProvider['kind']): boolean {
  const verified = claims.email_verified;
  switch (kind) {
    case 'oidc':
      return verified === true;
    case 'apple':
      return verified === true || verified === 'true';
    case 'microsoft':
      return verified === true || (verified === undefined && claims.xms_edov === true);
  }
}

/** The identity an ID token's claims give, only with an address the provider verified. */
function identityOf(
  claims: Record<string, unknown>,
  kind: OpenIdProvider['kind'],
): UpstreamIdentity {
  if (!emailVerified(claims, kind) || typeof claims.email !== 'string' || !claims.email) {
    throw new UpstreamError('email_not_verified', 'the provider did not verify the e-mail');
  }
  return {
    subject: claims.sub as string,
    email: claims.email.trim().toLowerCase(),
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
    ...(Array.isArray(claims.amr) && claims.amr.includes('mfa') ? { mfa: true } : {}),
    ...(Array.isArray(claims.amr) ? { amr: amrFromIdToken(claims.amr) } : {}),
  };
}
