// Test helpers for the OpenID Connect authority: a temporary server on its own SQLite file, a
// tiny cookie jar, and the browser side of the code + PKCE flow driven with fetch.
import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nowIso, openDatabase, type Db } from '../src/platform/db.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import type { ConsentVersions } from '../src/consents/store.ts';
import type { FederationConfig } from '../src/federation/providers.ts';
import type { AbuseConfig } from '../src/abuse/settings.ts';
import { seed } from '../src/dev/seed.ts';
import { startServer } from '../src/server/server.ts';
import { failOnContractViolations } from './helpers.ts';
import { withTestSigningKey } from './signing-key.ts';

export const CLIENT_ID = 'account';
export const SCOPE = 'openid profile offline_access';

/** The standalone account app and the host demo (which serves the app under /account). */
export const standaloneApp = {
  origin: 'http://localhost:3001',
  basePath: '',
  redirectUri: 'http://localhost:3001/callback',
  signInUrl: 'http://localhost:3001/sign-in',
} as const;
export const hostApp = {
  origin: 'http://localhost:3000',
  basePath: '/account',
  redirectUri: 'http://localhost:3000/account/callback',
  signInUrl: 'http://localhost:3000/account/sign-in',
} as const;

export interface TestAuthority {
  db: Db;
  /** The API's base URL, e.g. http://127.0.0.1:49152 (the server's own address). */
  publicUrl: string;
  /** `{publicUrl}/auth/oidc`. */
  issuer: string;
  accessTokenTtl: number;
  close: () => Promise<void>;
}

/** Starts the dev API on a free port with a fresh, seeded database in a temporary folder. */
export async function startTestAuthority(
  options: {
    accessTokenTtl?: number;
    trustedProxies?: number;
    clock?: () => number;
    /** The terms' and privacy notice's versions in force (default: today's). */
    consentVersions?: ConsentVersions;
    /** The upstream providers it brokers (federation tests: ./federation-helpers.ts). */
    federation?: FederationConfig;
    /** Abuse protection (abuse tests); default off (server/app.ts). */
    abuse?: AbuseConfig;
    logWarning?: (message: string) => void;
    /** Enterprise SSO's DNS resolvers (the local DNS stand-in: enterprise-sso tests). */
    dnsServers?: string[];
  } = {},
): Promise<TestAuthority> {
  const accessTokenTtl = options.accessTokenTtl ?? 900;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dev-api-oidc-'));
  const db = withTestSigningKey(openDatabase(path.join(dir, 'test.sqlite')));
  await seed(db);
  const violations: string[] = [];
  const server = await startServer({
    db,
    port: 0,
    allowedOrigins: [standaloneApp.origin, hostApp.origin],
    apps: [
      { origin: standaloneApp.origin, basePath: standaloneApp.basePath },
      { origin: hostApp.origin, basePath: hostApp.basePath },
    ],
    accessTokenTtl,
    trustedProxies: options.trustedProxies,
    clock: options.clock,
    consentVersions: options.consentVersions,
    federation: options.federation,
    abuse: options.abuse,
    logWarning: options.logWarning,
    dnsServers: options.dnsServers,
    logError: () => {},
    contract: (violation) => violations.push(violation),
  });
  return {
    db,
    publicUrl: server.publicUrl,
    issuer: `${server.publicUrl}/auth/oidc`,
    accessTokenTtl,
    close: async () => {
      await server.close();
      db.close();
      await fs.rm(dir, { recursive: true, force: true });
      failOnContractViolations(violations);
    },
  };
}

/** Inserts an extra user; `confirmed: false` leaves confirmed_at NULL. */
export async function createUser(
  db: Db,
  user: { email: string; password: string; name?: string; confirmed?: boolean },
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  db.prepare(
    `INSERT INTO users (id, email, name, password_hash, locale, tenant_id, confirmed_at,
                        onboarding_completed, disabled, created_at)
     VALUES (?, ?, ?, ?, 'en', 'acme', ?, 1, 0, ?)`,
  ).run(
    id,
    user.email,
    user.name ?? 'Test User',
    await hashPassword(user.password),
    user.confirmed === false ? null : now,
    now,
  );
  return id;
}

// ---------------------------------------------------------------------------------------------
// Cookies

interface StoredCookie {
  value: string;
  path: string;
}

/** Keeps cookies by name for one host, honouring Path and deletions (Max-Age=0, past Expires). */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(response: Response, requestUrl: string): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let cookiePath = defaultCookiePath(new URL(requestUrl).pathname);
      let expired = false;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const attributeValue = rest.join('=').trim();
        if (key === 'path' && attributeValue.startsWith('/')) cookiePath = attributeValue;
        if (key === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path: cookiePath });
    }
  }

  /** The Cookie header for a request to `url` (only cookies whose Path matches). */
  header(url: string): string {
    const requestPath = new URL(url).pathname;
    return [...this.#cookies]
      .filter(([, cookie]) => pathMatches(requestPath, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  get(name: string): StoredCookie | undefined {
    return this.#cookies.get(name);
  }

  names(): string[] {
    return [...this.#cookies.keys()];
  }
}

function defaultCookiePath(requestPath: string): string {
  const slash = requestPath.lastIndexOf('/');
  return slash <= 0 ? '/' : requestPath.slice(0, slash);
}

/** RFC 6265 section 5.1.4 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** fetch without following redirects, sending and keeping the jar's cookies. */
export async function browserFetch(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response, url);
  return response;
}

// ---------------------------------------------------------------------------------------------
// The code flow

export function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  verifier: string;
  /** The query sent to /auth; a parameter set to undefined is left out. */
  params: Record<string, string | undefined>;
}

/** A fresh authorization request (S256 challenge, random state and nonce); override any param. */
export function authorizationRequest(
  options: { redirectUri?: string; params?: Record<string, string | undefined> } = {},
): AuthorizationRequest {
  const redirectUri = options.redirectUri ?? standaloneApp.redirectUri;
  const { verifier, challenge } = pkcePair();
  const state = base64url(randomBytes(12));
  const nonce = base64url(randomBytes(12));
  return {
    redirectUri,
    state,
    nonce,
    verifier,
    params: {
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: SCOPE,
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce,
      ...options.params,
    },
  };
}

export function authorizeUrl(auth: TestAuthority, params: Record<string, string | undefined>) {
  const url = new URL(`${auth.issuer}/auth`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export interface Interaction {
  uid: string;
  /** Where the authority sent the browser: the app's sign-in page. */
  signInUrl: string;
  jar: CookieJar;
  request: AuthorizationRequest;
}

/**
 * Step 1: GET /auth, which sends the browser to the authority's interaction URL (303), which
 * sends it on to the app's sign-in page (303). The jar keeps the interaction cookie.
 */
export async function startInteraction(
  auth: TestAuthority,
  request: AuthorizationRequest = authorizationRequest(),
  jar: CookieJar = new CookieJar(),
): Promise<Interaction> {
  const response = await browserFetch(jar, authorizeUrl(auth, request.params));
  const interactionUrl = response.headers.get('location');
  assert.equal(
    response.status,
    303,
    `GET /auth answered ${response.status} ${interactionUrl ?? ''}`,
  );
  assert.ok(interactionUrl, 'GET /auth sent no Location');
  assert.ok(interactionUrl.startsWith(`${auth.issuer}/interaction/`), `went to ${interactionUrl}`);
  const forward = await browserFetch(jar, interactionUrl);
  const location = forward.headers.get('location');
  assert.equal(forward.status, 303, `GET ${interactionUrl} answered ${forward.status}`);
  assert.ok(location, 'the interaction URL sent no Location');
  const uid = new URL(location).searchParams.get('interaction');
  assert.ok(uid, `no interaction uid in ${location}`);
  return { uid, signInUrl: location, jar, request };
}

export function loginUrl(auth: TestAuthority, uid: string): string {
  return `${auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(uid)}/login`;
}

/** Step 2: the sign-in form's POST. Returns the raw response. */
export function submitLogin(
  auth: TestAuthority,
  uid: string,
  body: unknown,
  jar: CookieJar = new CookieJar(),
): Promise<Response> {
  return browserFetch(jar, loginUrl(auth, uid), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: standaloneApp.origin },
    body: JSON.stringify(body),
  });
}

/** Step 3: follows the authority's redirects from `redirectTo` until it leaves the authority. */
export async function resumeToCallback(
  auth: TestAuthority,
  redirectTo: string,
  jar: CookieJar,
): Promise<URL> {
  let url = redirectTo;
  for (let hop = 0; hop < 10; hop++) {
    assert.ok(url.startsWith(`${auth.issuer}/`), `left the authority for ${url}`);
    const response = await browserFetch(jar, url);
    const location = response.headers.get('location');
    assert.ok(
      response.status === 303 || response.status === 302,
      `GET ${url} answered ${response.status}: ${await response.text()}`,
    );
    assert.ok(location, `GET ${url} sent no Location`);
    url = new URL(location, url).toString();
    if (!url.startsWith(`${auth.issuer}/`)) return new URL(url);
  }
  assert.fail('too many redirects on the authority');
}

export interface SignedIn {
  code: string;
  request: AuthorizationRequest;
  jar: CookieJar;
}

/** Steps 1 to 3: signs in and returns the authorization code from the callback. */
export async function signIn(
  auth: TestAuthority,
  options: { email?: string; password?: string; redirectUri?: string; jar?: CookieJar } = {},
): Promise<SignedIn> {
  const request = authorizationRequest({ redirectUri: options.redirectUri });
  const { uid, jar } = await startInteraction(auth, request, options.jar);
  const response = await submitLogin(
    auth,
    uid,
    {
      email: options.email ?? 'demo@example.com',
      password: options.password ?? 'Demo-Passw0rd!',
    },
    jar,
  );
  assert.equal(response.status, 200, `login answered ${response.status}`);
  const { redirectTo } = (await response.json()) as { redirectTo: string };
  const callback = await resumeToCallback(auth, redirectTo, jar);
  assert.equal(`${callback.origin}${callback.pathname}`, request.redirectUri);
  assert.equal(callback.searchParams.get('state'), request.state);
  const code = callback.searchParams.get('code');
  assert.ok(code, `no code in ${callback.toString()}: ${callback.searchParams.get('error')}`);
  return { code, request, jar };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

async function json<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as T,
  };
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** POST to the token endpoint, form-encoded; a parameter set to undefined is left out. */
export async function tokenRequest<T = Partial<TokenSet> & { error?: string }>(
  auth: TestAuthority,
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) form.set(name, value);
  }
  const response = await fetch(`${auth.issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: form,
  });
  return json<T>(response);
}

/** Step 4: exchanges the code; `overrides` replaces or (with undefined) removes parameters. */
export function exchangeCode(
  auth: TestAuthority,
  signedIn: SignedIn,
  overrides: Record<string, string | undefined> = {},
) {
  return tokenRequest(auth, {
    grant_type: 'authorization_code',
    code: signedIn.code,
    redirect_uri: signedIn.request.redirectUri,
    client_id: CLIENT_ID,
    code_verifier: signedIn.request.verifier,
    ...overrides,
  });
}

export function refresh(auth: TestAuthority, refreshToken: string) {
  return tokenRequest(auth, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
  });
}

/** The whole flow: signs in and exchanges the code, asserting success. */
export async function signInWithTokens(
  auth: TestAuthority,
  options: Parameters<typeof signIn>[1] = {},
): Promise<{ tokens: TokenSet; signedIn: SignedIn }> {
  const signedIn = await signIn(auth, options);
  const response = await exchangeCode(auth, signedIn);
  assert.equal(response.status, 200, `token endpoint: ${JSON.stringify(response.body)}`);
  return { tokens: response.body as TokenSet, signedIn };
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const parts = jwt.split('.');
  assert.equal(parts.length, 3, 'a JWT has three parts');
  return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

// ---------------------------------------------------------------------------------------------
// The API

export async function apiRequest<T = Record<string, unknown>>(
  auth: TestAuthority,
  pathname: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${auth.publicUrl}${pathname}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return json<T>(response);
}
