// The client side of an upstream OpenID Connect sign-in: discovery, the authorization URL
// (code + PKCE S256, state, nonce), the code exchange, and the ID token's validation. The JWT
// and JWKS work is jose's (a maintained library); nothing here verifies a signature by hand.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../platform/clock.ts';
import type { FederationProvider } from './providers.ts';

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Why an upstream sign-in failed; each is a `federationError` on the sign-in page. */
export type UpstreamFailure =
  'provider_unavailable' | 'token_exchange_failed' | 'id_token_invalid' | 'email_not_verified';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
  }
}

const UPSTREAM_TIMEOUT_MS = 10_000;
/** In a multi-tenant issuer template (Microsoft's). */
const TENANT_PLACEHOLDER = '{tenantid}';
/** Clock skew allowed between the provider and us, in seconds. */
const CLOCK_TOLERANCE = 60;

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The upstream client: metadata and keys cached per issuer. */
export function upstreamClient(clock: Clock) {
  const metadata = new Map<string, Promise<Metadata>>();
  const keySets = new Map<string, JWTVerifyGetKey>();

  async function discover(provider: FederationProvider): Promise<Metadata> {
    const { issuer } = provider;
    const url = provider.discoveryUrl ?? `${issuer}/.well-known/openid-configuration`;
    let pending = metadata.get(url);
    if (!pending) {
      pending = (async () => {
        const response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        const found = (await response.json()) as Partial<Metadata>;
        // The document must be the issuer's own (OpenID Connect Discovery 1.0, section 4.3); one
        // found elsewhere (discoveryUrl) names its issuer, possibly a multi-tenant template.
        if (
          (provider.discoveryUrl === undefined && found.issuer !== issuer) ||
          typeof found.issuer !== 'string' ||
          typeof found.authorization_endpoint !== 'string' ||
          typeof found.token_endpoint !== 'string' ||
          typeof found.jwks_uri !== 'string'
        ) {
          throw new Error('discovery document does not match the issuer');
        }
        return found as Metadata;
      })();
      metadata.set(url, pending);
      // A provider down now may be up at the next sign-in: a failure is not cached.
      pending.catch(() => metadata.delete(url));
    }
    return pending.catch((error: unknown) => {
      throw new UpstreamError('provider_unavailable', String(error));
    });
  }

  function keysOf(jwksUri: string): JWTVerifyGetKey {
    let keys = keySets.get(jwksUri);
    if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
    return keys;
  }

  return {
    async authorizationUrl(
      provider: FederationProvider,
      redirectUri: string,
      request: { state: string; nonce: string; verifier: string },
    ): Promise<string> {
      const { authorization_endpoint } = await discover(provider);
      const url = new URL(authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', provider.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', provider.scopes.join(' '));
      url.searchParams.set('state', request.state);
      url.searchParams.set('nonce', request.nonce);
      url.searchParams.set('code_challenge', pkceChallenge(request.verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    /** Exchanges the code (with the PKCE verifier) and returns the validated identity. */
    async exchange(
      provider: FederationProvider,
      redirectUri: string,
      code: string,
      expected: { nonce: string; verifier: string },
    ): Promise<UpstreamIdentity> {
      const meta = await discover(provider);
      let idToken: unknown;
      try {
        const response = await fetch(meta.token_endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
            // client_secret_basic: each part form-encoded first (RFC 6749, section 2.3.1).
            Authorization: `Basic ${Buffer.from(
              `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
            ).toString('base64')}`,
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: expected.verifier,
          }),
        });
        if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
        idToken = ((await response.json()) as { id_token?: unknown }).id_token;
      } catch (error) {
        throw new UpstreamError('token_exchange_failed', String(error));
      }
      if (typeof idToken !== 'string') {
        throw new UpstreamError('token_exchange_failed', 'no ID token in the token response');
      }
      // Tokens from upstream are used here once and never stored nor sent to the browser.
      return verifyIdToken(idToken, keysOf(meta.jwks_uri), {
        issuer: meta.issuer,
        clientId: provider.clientId,
        nonce: expected.nonce,
        now: clock,
      });
    },
  };
}

export type UpstreamClient = ReturnType<typeof upstreamClient>;

export interface UpstreamIdentity {
  subject: string;
  /** Lower-cased; only ever a verified address (`email_verified: true`). */
  email: string;
  name: string | null;
}

/**
 * The ID token's checks (OpenID Connect Core 1.0, section 3.1.3.7): signed by one of the
 * issuer's keys (its JWKS) with an asymmetric algorithm, from the expected issuer, for our
 * client (audience, and `azp` when there are several audiences), not expired, with the nonce of
 * this sign-in; then a subject and an e-mail the provider says it verified.
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; clientId: string; nonce: string; now: Clock },
): Promise<UpstreamIdentity> {
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
    throw new UpstreamError('id_token_invalid', `ID token refused: ${reason}`);
  }
  if (template) {
    const tid = payload.tid;
    if (
      typeof tid !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(tid) ||
      payload.iss !== expected.issuer.replace(TENANT_PLACEHOLDER, tid)
    ) {
      throw new UpstreamError('id_token_invalid', 'ID token refused: issuer is not its tenant');
    }
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== expected.clientId) {
    throw new UpstreamError('id_token_invalid', 'ID token refused: azp is not this client');
  }
  if (payload.nonce !== expected.nonce) {
    throw new UpstreamError('id_token_invalid', 'ID token refused: nonce mismatch');
  }
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255) {
    throw new UpstreamError('id_token_invalid', 'ID token refused: no subject');
  }
  // Only `true` itself: a provider that leaves the claim out has not verified the address.
  if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.email) {
    throw new UpstreamError('email_not_verified', 'the provider did not verify the e-mail');
  }
  return {
    subject,
    email: payload.email.trim().toLowerCase(),
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
  };
}
