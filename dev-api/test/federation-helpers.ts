// The broker's tests run the real thing: the stand-in upstream provider "Example ID" (a second
// oidc-provider, stand-ins/example-id.ts) in-process on a free port, and the dev API brokering it,
// with a browser driven by fetch across both (one cookie jar per site, as a browser keeps them).
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import { listenStandIn, type RunningStandIn } from '../src/stand-ins/example-id.ts';
import {
  callbackUrl,
  developmentFederation,
  type FederationConfig,
  type FederationProvider,
} from '../src/federation/providers.ts';
import { TestClock } from './two-step-helpers.ts';
import {
  browserFetch,
  CookieJar,
  exchangeCode,
  resumeToCallback,
  startInteraction,
  startTestAuthority,
  type Interaction,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';

export interface FederationWorld {
  auth: TestAuthority;
  standIn: RunningStandIn;
  federation: FederationConfig;
  /** The dev API's clock (recent authentication, throttles); oidc-provider keeps real time. */
  clock: TestClock;
  close: () => Promise<void>;
}

/**
 * One federation world for a test file: started before its first test, closed after its last.
 * Its parts are read at each use, so the file can name it at its top.
 */
export function federationWorldPerFile(
  options: Parameters<typeof startFederationWorld>[0] = {},
): FederationWorld {
  let current: FederationWorld | null = null;
  const now = () => {
    if (!current) throw new Error('the federation world starts before the first test');
    return current;
  };
  before(async () => {
    current = await startFederationWorld(options);
  });
  after(async () => {
    await current?.close();
  });
  return {
    get auth() {
      return now().auth;
    },
    get standIn() {
      return now().standIn;
    },
    get federation() {
      return now().federation;
    },
    get clock() {
      return now().clock;
    },
    close: () => now().close(),
  };
}

export async function startFederationWorld(
  options: {
    /** Each provider call's time limit (faults: a hung call ends the sign-in this soon). */
    timeoutMs?: number;
    /** Changes the development entries (e.g. Apple's key) before the authority starts. */
    adjust?: (providers: FederationProvider[]) => FederationProvider[];
    /** Whose own MFA counts, per tenant (providers.ts `trustedMfa`); else the development's. */
    trustedMfa?: FederationConfig['trustedMfa'];
  } = {},
): Promise<FederationWorld> {
  const standIn = await listenStandIn({ port: 0 });
  const configured = developmentFederation(standIn);
  const adjusted = options.adjust?.([...configured.providers]) ?? configured.providers;
  const development: FederationConfig = {
    ...configured,
    providers: adjusted.map((entry) =>
      options.timeoutMs === undefined ? entry : { ...entry, timeoutMs: options.timeoutMs },
    ),
  };
  // One more entry, whose provider never answers (nothing listens on port 9 here).
  const down = {
    ...development.providers[0]!,
    id: 'down',
    displayName: 'Down ID',
    issuer: 'http://127.0.0.1:9',
  };
  const federation: FederationConfig = {
    providers: [...development.providers, down],
    tenants: { ...development.tenants, default: [...(development.tenants.default ?? []), 'down'] },
    trustedMfa: options.trustedMfa ?? development.trustedMfa,
  };
  const clock = new TestClock();
  const auth = await startTestAuthority({ clock: clock.now, federation });
  standIn.register(development.providers.map((entry) => callbackUrl(auth.publicUrl, entry.id)));
  return {
    auth,
    standIn,
    federation,
    clock,
    close: async () => {
      await standIn.close();
      await auth.close();
    },
  };
}

/**
 * Moves the world's clock for one test: each move is undone after the test (the stand-in's ID
 * tokens keep real time, so the next test must start from it). Registers its own `afterEach`.
 */
export function clockMovedPerTest(world: () => FederationWorld): (seconds: number) => void {
  let moved = 0;
  afterEach(() => {
    world().clock.advance(-moved);
    moved = 0;
  });
  return (seconds) => {
    moved += seconds;
    world().clock.advance(seconds);
  };
}

export interface TypedIdentity {
  email: string;
  name?: string;
  verified?: boolean;
  /** The provider says it asked for a second factor (its ID token's amr has `mfa`). */
  mfa?: boolean;
}

/** Where the authority's callback sent the browser, and the interaction it belongs to. */
export interface AfterCallback {
  interaction: Interaction;
  /** The authority's answer to the provider's redirect back. */
  location: URL;
  /** The provider's redirect back to our callback, as the browser followed it. */
  callback: URL;
}

export function startUrl(world: FederationWorld, uid: string, provider = 'example'): string {
  return `${world.auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(uid)}/federation/${provider}`;
}

/** A provider's answer sent back as a form post (Apple's): where to, and its fields. */
export interface FormPost {
  action: string;
  fields: Record<string, string>;
}

/** The fields and action of the first form of a page (the stand-ins' plain HTML). */
export function parseForm(html: string, base: string): FormPost {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  assert.ok(form, `no form in ${html}`);
  const unescape = (value: string) =>
    value
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g,
  )) {
    fields[input[1] ?? ''] = unescape(input[2] ?? '');
  }
  return { action: new URL(unescape(form[1] ?? ''), base).toString(), fields };
}

/**
 * The provider's half: from the authorization URL, through the stand-in's sign-in page (typing
 * the identity, or cancelling), to its answer: a redirect back to our callback (not followed),
 * or, from Apple, the auto-submitting form post to it (not submitted).
 */
export async function providerSignIn(
  authorizeUrl: string,
  identity: TypedIdentity | 'cancel',
): Promise<{ redirect: URL } | { formPost: FormPost }> {
  const jar = new CookieJar();
  const first = await browserFetch(jar, authorizeUrl);
  // oidc-provider sends the browser to its interaction page; GitHub's page is its authorize URL.
  let pageUrl = authorizeUrl;
  let form = first;
  if (first.status === 303) {
    pageUrl = new URL(first.headers.get('location') ?? '', authorizeUrl).toString();
    form = await browserFetch(jar, pageUrl);
  }
  assert.equal(form.status, 200, `upstream sign-in page answered ${form.status}`);
  const html = await form.text();
  assert.match(html, /Sign in to (Example ID|GitHub)/);
  const shown = parseForm(html, pageUrl);
  const body =
    identity === 'cancel'
      ? new URLSearchParams({ ...shown.fields, cancel: 'yes' })
      : new URLSearchParams({
          ...shown.fields,
          email: identity.email,
          name: identity.name ?? 'Fed User',
          ...(identity.verified === false ? {} : { email_verified: 'yes', verified: 'yes' }),
          ...(identity.mfa ? { mfa: 'yes' } : {}),
        });
  const submitted = await browserFetch(jar, shown.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  assert.ok([302, 303].includes(submitted.status), `sign-in answered ${submitted.status}`);
  const origin = new URL(pageUrl).origin;
  let url = new URL(submitted.headers.get('location') ?? '', shown.action);
  // oidc-provider resumes the authorization (possibly in two hops) before it leaves for us; a
  // form post (an answer or an error) is a page that submits itself.
  for (let hop = 0; hop < 5 && url.origin === origin; hop++) {
    const response = await browserFetch(jar, url.toString());
    if ([200, 400].includes(response.status))
      return { formPost: parseForm(await response.text(), url.toString()) };
    assert.ok([302, 303].includes(response.status), `upstream ${url} answered ${response.status}`);
    url = new URL(response.headers.get('location') ?? '', url);
  }
  return { redirect: url };
}

/** The provider's half, for a provider that redirects back (not Apple). */
export async function upstreamSignIn(
  authorizeUrl: string,
  identity: TypedIdentity | 'cancel',
): Promise<URL> {
  const answer = await providerSignIn(authorizeUrl, identity);
  assert.ok('redirect' in answer, 'the provider answered with a form post');
  return answer.redirect;
}

/** Starts an interaction, picks the provider, signs in there and follows the callback. */
export async function federatedSignIn(
  world: FederationWorld,
  identity: TypedIdentity | 'cancel',
  options: { interaction?: Interaction; tamper?: (callback: URL) => URL } = {},
): Promise<AfterCallback> {
  const interaction = options.interaction ?? (await startInteraction(world.auth));
  const start = await browserFetch(interaction.jar, startUrl(world, interaction.uid));
  assert.equal(start.status, 303);
  const authorize = start.headers.get('location') ?? '';
  assert.ok(authorize.startsWith(world.standIn.issuer), `went to ${authorize}`);
  let callback = await upstreamSignIn(authorize, identity);
  if (options.tamper) callback = options.tamper(callback);
  const back = await browserFetch(interaction.jar, callback.toString());
  assert.equal(back.status, 303, `callback answered ${back.status}`);
  return {
    interaction,
    callback,
    location: new URL(back.headers.get('location') ?? '', callback),
  };
}

/** Follows the authority to the app's callback and exchanges the code for tokens. */
export async function finishToTokens(
  world: FederationWorld,
  interaction: Interaction,
  redirectTo: string,
): Promise<TokenSet> {
  const appCallback = await resumeToCallback(world.auth, redirectTo, interaction.jar);
  const code = appCallback.searchParams.get('code');
  assert.ok(code, `no code: ${appCallback.toString()}`);
  const response = await exchangeCode(world.auth, {
    code,
    request: interaction.request,
    jar: interaction.jar,
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body as TokenSet;
}

/** The sign-in page's `federationError` (or `federation`) after a callback. */
export function signInPageParam(
  location: URL,
  name: 'federationError' | 'federation',
): string | null {
  assert.ok(location.pathname.endsWith('/sign-in'), `not the sign-in page: ${location.toString()}`);
  return location.searchParams.get(name);
}
