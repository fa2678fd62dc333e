// Test helpers for two-step verification and recent authentication: a clock the tests move,
// codes computed with otplib from the setup key (as an authenticator app would), turning
// two-step verification on, and the sign-in's second step.
import assert from 'node:assert/strict';
import { afterEach, beforeEach } from 'node:test';
import { generate } from 'otplib';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  exchangeCode,
  loginUrl,
  resumeToCallback,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type Interaction,
  type JsonResponse,
  type SignedIn,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';

export const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

/**
 * The dev API's clock (AppOptions.clock): the real time, moved forward by `advance`, or frozen
 * at a moment by `freeze` (TOTP window edges). oidc-provider keeps the real time.
 */
export class TestClock {
  #offset = 0;
  #frozen: number | null = null;
  readonly now = (): number => this.#frozen ?? Date.now() + this.#offset;
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }
  advance(seconds: number): void {
    if (this.#frozen !== null) this.#frozen += seconds * 1000;
    else this.#offset += seconds * 1000;
  }
  /** Stops the clock at `epochSeconds`. */
  freeze(epochSeconds: number): void {
    this.#frozen = epochSeconds * 1000;
  }
}

/**
 * A fresh authority for each test of the file, on a clock of its own the test moves: `use` gets
 * both before each test; the authority is closed after it.
 */
export function authorityPerTest(use: (auth: TestAuthority, clock: TestClock) => void): void {
  let auth: TestAuthority | undefined;
  beforeEach(async () => {
    const clock = new TestClock();
    auth = await startTestAuthority({ clock: clock.now });
    use(auth, clock);
  });
  afterEach(async () => {
    await auth?.close();
  });
}

/**
 * The same browser after signing out: only its device cookie (the authority's session cookie
 * would finish a new authorization request without any login).
 */
export function sameDevice(jar: CookieJar): CookieJar {
  const device = jar.get('__Host-account-device');
  assert.ok(device, 'the browser has a device cookie');
  const next = new CookieJar();
  const headers = new Headers({ 'set-cookie': `__Host-account-device=${device.value}; Path=/` });
  next.store(new Response(null, { headers }), 'http://localhost/');
  return next;
}

/** The authenticator app's code for `secret` at `epoch` (seconds). */
export function codeAt(secret: string, epoch: number): Promise<string> {
  return generate({ secret, epoch });
}

export interface TwoStepOn {
  secret: string;
  recoveryCodes: string[];
  /** The TOTP step the confirmation used: codes of this step and earlier are spent. */
  confirmedStep: number;
}

/** Starts and confirms the authenticator-app setup with a fresh token; asserts each answer. */
export async function enableTwoStep(
  auth: TestAuthority,
  token: string,
  clock: TestClock,
): Promise<TwoStepOn> {
  const started = await apiRequest<{ otpauthUri: string; setupKey: string }>(
    auth,
    '/users/me/two-step/totp',
    { method: 'POST', token },
  );
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const secret = started.body.setupKey;
  const confirmed = await apiRequest<{ recoveryCodes: string[] }>(
    auth,
    '/users/me/two-step/totp/confirm',
    { method: 'POST', token, body: { code: await codeAt(secret, clock.seconds()) } },
  );
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return {
    secret,
    recoveryCodes: confirmed.body.recoveryCodes,
    confirmedStep: Math.floor(clock.seconds() / 30),
  };
}

export function secondStepUrl(auth: TestAuthority, uid: string): string {
  return loginUrl(auth, uid).replace(/\/login$/, '/two-step');
}

/** POST …/interaction/:uid/two-step from the browser holding `jar`. */
export async function submitSecondStep(
  auth: TestAuthority,
  uid: string,
  body: unknown,
  jar: CookieJar,
): Promise<JsonResponse> {
  const response = await browserFetch(jar, secondStepUrl(auth, uid), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** A new interaction whose password step passed (202), waiting for its second step. */
export async function passwordStep(
  auth: TestAuthority,
  credentials: { email: string; password: string } = demo,
  jar?: CookieJar,
): Promise<Interaction> {
  const interaction = await startInteraction(auth, undefined, jar);
  const response = await submitLogin(auth, interaction.uid, credentials, interaction.jar);
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal(response.status, 202, JSON.stringify(body));
  assert.deepEqual(body, {
    next: 'two_step',
    methods: ['totp', 'recovery_code'],
    trustDeviceDays: 30,
  });
  return interaction;
}

/** Follows a finished interaction's `redirectTo` to the callback and redeems the code. */
export async function finishSignIn(
  auth: TestAuthority,
  interaction: Interaction,
  redirectTo: unknown,
): Promise<TokenSet> {
  assert.equal(typeof redirectTo, 'string');
  const callback = await resumeToCallback(auth, redirectTo as string, interaction.jar);
  const code = callback.searchParams.get('code');
  assert.ok(code, `no code in ${callback.toString()}`);
  const signedIn: SignedIn = { code, request: interaction.request, jar: interaction.jar };
  const tokens = await exchangeCode(auth, signedIn);
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  return tokens.body as TokenSet;
}

/** Password then code, in one browser; returns the tokens. */
export async function signInWithCode(
  auth: TestAuthority,
  code: string | (() => Promise<string>),
  options: { jar?: CookieJar; trustDevice?: boolean } = {},
): Promise<TokenSet> {
  const interaction = await passwordStep(auth, demo, options.jar);
  const value = typeof code === 'string' ? code : await code();
  const body: Record<string, unknown> = { code: value };
  if (options.trustDevice !== undefined) body.trustDevice = options.trustDevice;
  const answer = await submitSecondStep(auth, interaction.uid, body, interaction.jar);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return finishSignIn(auth, interaction, answer.body.redirectTo);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export async function outbox(auth: TestAuthority): Promise<OutboxMail[]> {
  const response = await apiRequest<{ messages: OutboxMail[] }>(auth, '/dev/outbox');
  return response.body.messages;
}
