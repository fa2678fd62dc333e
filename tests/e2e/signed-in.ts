import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Starting signed in, for the tests whose subject comes after the sign-in (the sign-in, keyboard
 * and journey tests keep the real form). The browser's own sign-in, done by the test runner:
 * the same authorization-code flow with PKCE against the same authority, through the page's
 * `request`, which shares the browser context's cookies — so the authority's session, the
 * trusted-device and new-device cookies land in the browser exactly as after the form. The
 * tokens then go where the app keeps them (this tab's sessionStorage, under oidc-client-ts's
 * key), and the page opens the screen. A few hundred milliseconds where the form takes 2–3 s: no sign-in page,
 * no redirects through the browser, no callback screen.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface AppUnderTest {
  /** The page's origin: the standalone app's, or the host's that serves it under `accountBase`. */
  origin: string;
  accountBase: string;
  apiUrl: string;
}

const CLIENT_ID = 'account';
const SCOPE = 'openid profile offline_access';
// The claims oidc-client-ts leaves out of the profile it stores (src/session/settings.ts).
const DROPPED_CLAIMS = ['nbf', 'jti', 'nonce', 'azp', 'at_hash'];

/** Where the app keeps this tab's user (src/session/start.ts, `userStoreKey`). */
export function userStoreKey(apiUrl: string): string {
  return `oidc.user:${apiUrl}/auth/oidc:${CLIENT_ID}`;
}

async function locationOf(response: APIResponse, what: string): Promise<string> {
  const location = response.headers()['location'];
  expect([302, 303], `${what} answered ${response.status()}: ${await response.text()}`).toContain(
    response.status(),
  );
  expect(location, `${what} sent no Location`).toBeTruthy();
  return new URL(location!, response.url()).toString();
}

/** The authorization-code flow with PKCE, as the browser runs it; returns the stored user. */
async function signInThroughAuthority(
  request: APIRequestContext,
  app: AppUnderTest,
  account: Credentials,
): Promise<string> {
  const redirectUri = `${app.origin}${app.accountBase}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const authorize = new URL(`${app.apiUrl}/auth/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString();

  // The authority → its interaction URL → the app's sign-in page with the interaction's id.
  const interaction = await locationOf(
    await request.get(authorize.toString(), { maxRedirects: 0 }),
    'GET /auth',
  );
  const signInPage = await locationOf(
    await request.get(interaction, { maxRedirects: 0 }),
    'the interaction URL',
  );
  const uid = new URL(signInPage).searchParams.get('interaction');
  expect(uid, `no interaction in ${signInPage}`).toBeTruthy();

  // The sign-in form's request, from the app's origin.
  const login = await request.post(
    `${app.apiUrl}/auth/oidc/interaction/${encodeURIComponent(uid!)}/login`,
    { data: account, headers: { Origin: app.origin } },
  );
  expect(
    login.status(),
    `signing in as ${account.email}: ${await login.text()} (an account with two-step ` +
      'verification needs the form)',
  ).toBe(200);
  let next = ((await login.json()) as { redirectTo: string }).redirectTo;
  for (let hop = 0; !next.startsWith(redirectUri); hop++) {
    expect(hop, 'too many redirects on the authority').toBeLessThan(10);
    next = await locationOf(await request.get(next, { maxRedirects: 0 }), `GET ${next}`);
  }
  const callback = new URL(next);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  expect(code, `no code in ${next}`).toBeTruthy();

  const response = await request.post(`${app.apiUrl}/auth/oidc/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: CLIENT_ID,
    },
    headers: { Origin: app.origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  const tokens = (await response.json()) as {
    access_token: string;
    id_token: string;
    refresh_token: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  const claims = JSON.parse(
    Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  for (const claim of DROPPED_CLAIMS) delete claims[claim];
  // oidc-client-ts's User.toStorageString.
  return JSON.stringify({
    id_token: tokens.id_token,
    session_state: callback.searchParams.get('session_state'),
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
}

/** Opens `path` (on the page's origin) in this tab signed in as `account`. */
export async function openSignedIn(
  page: Page,
  app: AppUnderTest,
  path: string,
  account: Credentials,
): Promise<void> {
  const user = await signInThroughAuthority(page.request, app, account);
  // A small static file of the origin, to write this tab's sessionStorage before the app starts.
  await page.goto(`${app.origin}/config.json`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    userStoreKey(app.apiUrl),
    user,
  ] as const);
  await page.goto(new URL(path, app.origin).toString());
}
