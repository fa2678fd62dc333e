// Public endpoints never carry the bearer token nor feed the session's verdicts (SECURITY.md,
// "Public endpoints never carry the token"). Checked at the fetch boundary, through the real
// client and the real functions of src/api/, against the contract: an operation that declares
// `security: bearerAuth` in api/openapi.yaml gets the token, every other never does.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import * as accounts from './accounts';
import * as challenge from './challenge';
import { createApiClient, type ApiClient, type ClientAuth } from './client';
import * as consents from './consents';
import * as emailCodes from './email-codes';
import { ApiError } from './errors';
import * as interactions from './interactions';
import * as passkeySignal from './passkey-signal';
import * as passkeys from './passkeys';
import * as privacy from './privacy';
import * as security from './security';
import * as sessions from './sessions';
import * as users from './users';
import * as whitelabels from './whitelabels';

const apiUrl = 'http://localhost:4000';
const TOKEN = 'tok-SECRET';

interface Sent {
  method: string;
  url: URL;
  authorization: string | null;
}

/** A signed-in tab: a token, and a record of every renewal and verdict the client asks for. */
function signedInTab() {
  const renewals: string[] = [];
  const verdicts: string[] = [];
  const auth: ClientAuth = {
    getAccessToken: async () => TOKEN,
    renewAfterRejection: async (rejected) => {
      renewals.push(rejected);
      return 'tok-RENEWED';
    },
    onAuthFailure: (kind) => verdicts.push(kind),
  };
  return { auth, renewals, verdicts };
}

/** The API answering every request with `status` and `body`; records what was sent. */
function apiAnswering(auth: ClientAuth, status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(url),
      authorization: new Headers(init.headers).get('Authorization'),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient(apiUrl, auth, fetch as unknown as typeof globalThis.fetch);
  return { client, sent };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('expected a refusal'),
    (error: unknown) => error,
  );
  if (outcome instanceof ApiError) return outcome;
  throw outcome;
}

describe('a signed-in tab on a public endpoint', () => {
  const login = { email: 'ana@example.com', password: 'wrong-password' };

  it('a wrong password: one login request, no token, no renewal, no sign-out', async () => {
    const tab = signedInTab();
    const { client, sent } = apiAnswering(tab.auth, 401, { error: 'invalid_credentials' });
    const error = await refusal(interactions.submitLogin(client, 'uid-1', login));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'invalid_credentials' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/auth/oidc/interaction/uid-1/login');
    expect(sent[0]?.authorization).toBeNull();
    expect(tab.renewals).toEqual([]);
    expect(tab.verdicts).toEqual([]);
  });

  it('403 account_not_confirmed is no forbidden verdict on the session', async () => {
    const tab = signedInTab();
    const { client, sent } = apiAnswering(tab.auth, 403, { error: 'account_not_confirmed' });
    const error = await refusal(interactions.submitLogin(client, 'uid-1', login));
    expect(error).toMatchObject({ kind: 'forbidden', code: 'account_not_confirmed' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBeNull();
    expect(tab.verdicts).toEqual([]);
  });

  it('a refused mailed link (401/403 on /accounts/*) leaves the session alone too', async () => {
    for (const status of [401, 403]) {
      const tab = signedInTab();
      const { client, sent } = apiAnswering(tab.auth, status, { error: 'invalid_token' });
      await refusal(privacy.restoreAccount(client, 'mailed-token'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.authorization).toBeNull();
      expect(tab.renewals).toEqual([]);
      expect(tab.verdicts).toEqual([]);
    }
  });

  it("while a user endpoint's 401 still renews, and its 403 is still a verdict", async () => {
    const rejected = signedInTab();
    const first = apiAnswering(rejected.auth, 401, { error: 'invalid_token' });
    await refusal(users.fetchProfile(first.client));
    expect(first.sent.map((request) => request.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      'Bearer tok-RENEWED',
    ]);
    expect(rejected.renewals).toEqual([TOKEN]);
    expect(rejected.verdicts).toEqual(['unauthorized']);

    const forbidden = signedInTab();
    const second = apiAnswering(forbidden.auth, 403, { error: 'account_disabled' });
    await refusal(users.fetchProfile(second.client));
    expect(forbidden.verdicts).toEqual(['forbidden']);
  });
});

// ---- Every function of src/api/ against the contract's `security` ----

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
}
const contract = load(
  fs.readFileSync(path.resolve(__dirname, '../../api/openapi.yaml'), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };

/** The contract's operation a request reaches (its path template matched, query dropped). */
function operationOf(method: string, url: URL): Operation & { needsToken: boolean } {
  for (const [template, item] of Object.entries(contract.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (operation?.operationId && pattern.test(url.pathname)) {
      const needsToken = (operation.security ?? []).some(
        (requirement) => 'bearerAuth' in requirement,
      );
      return { ...operation, needsToken };
    }
  }
  throw new Error(`${method} ${url.pathname} is in no operation of api/openapi.yaml`);
}

type Call = (client: ApiClient) => Promise<unknown>;
const credential = { id: 'c', rawId: 'c', type: 'public-key', response: {} } as never;

/** One call of each function that reaches the API (the arguments only need to be well typed). */
const calls: Record<string, Call> = {
  'accounts.signUp': (c) =>
    accounts.signUp(c, {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'p',
      acceptedTerms: true,
      tenantId: null,
      joinCode: null,
      locale: 'en',
    }),
  'accounts.confirmAccount': (c) => accounts.confirmAccount(c, 't'),
  'accounts.resendConfirmation': (c) => accounts.resendConfirmation(c, 'ana@example.com'),
  'accounts.requestPasswordReset': (c) => accounts.requestPasswordReset(c, 'ana@example.com'),
  'accounts.confirmPasswordReset': (c) => accounts.confirmPasswordReset(c, 't', 'p'),
  'challenge.getChallenge': (c) => challenge.getChallenge(c, 'sign_up', 'acme'),
  'consents.getPendingConsents': (c) => consents.getPendingConsents(c),
  'consents.getConsents': (c) => consents.getConsents(c),
  'consents.acceptConsent': (c) => consents.acceptConsent(c, { document: 'terms', version: '1' }),
  'interactions.isOwnInteraction': (c) => interactions.isOwnInteraction(c, 'uid'),
  'interactions.submitLogin': (c) =>
    interactions.submitLogin(c, 'uid', { email: 'ana@example.com', password: 'p' }),
  'interactions.submitSecondStep': (c) =>
    interactions.submitSecondStep(c, 'uid', { code: '123456' }),
  'interactions.abortLogin': (c) => interactions.abortLogin(c, 'uid'),
  'interactions.rememberThisDevice': (c) => interactions.rememberThisDevice(c, 'uid', false),
  'passkeys.signInOptions': (c) => passkeys.signInOptions(c, 'uid'),
  'passkeys.submitPasskey': (c) => passkeys.submitPasskey(c, 'uid', credential),
  'passkeys.listPasskeys': (c) => passkeys.listPasskeys(c),
  'passkeys.registrationOptions': (c) => passkeys.registrationOptions(c),
  'passkeys.addPasskey': (c) => passkeys.addPasskey(c, credential, 'Laptop'),
  'passkeys.renamePasskey': (c) => passkeys.renamePasskey(c, 'id', 'Laptop'),
  'passkeys.removePasskey': (c) => passkeys.removePasskey(c, 'id'),
  'passkeys.reauthenticationOptions': (c) => passkeys.reauthenticationOptions(c),
  'passkeys.reauthenticateWithPasskey': (c) => passkeys.reauthenticateWithPasskey(c, credential),
  'passkeySignal.readPasskeys': (c) => passkeySignal.readPasskeys(c),
  'emailCodes.requestEmailCode': (c) =>
    emailCodes.requestEmailCode(c, 'uid', { email: 'ana@example.com' }),
  'emailCodes.emailCodeStatus': (c) => emailCodes.emailCodeStatus(c, 'uid'),
  'emailCodes.verifyEmailCode': (c) => emailCodes.verifyEmailCode(c, 'uid', '123456'),
  'emailCodes.continueEmailCode': (c) => emailCodes.continueEmailCode(c, 'uid'),
  'emailCodes.openEmailLink': (c) => emailCodes.openEmailLink(c, 'uid', 'tok'),
  'emailCodes.verifyPasskeySignUp': (c) =>
    emailCodes.verifyPasskeySignUp(c, { attempt: 'a'.repeat(43), code: '123456' }),
  'emailCodes.completePasskeySignUp': (c) =>
    emailCodes.completePasskeySignUp(c, 'a'.repeat(43), credential),
  'emailCodes.startPasskeySignUp': (c) =>
    emailCodes.startPasskeySignUp(c, {
      name: 'Ana',
      email: 'ana@example.com',
      acceptedTerms: true,
    }),
  'privacy.requestEmailChange': (c) => privacy.requestEmailChange(c, 'new@example.com'),
  'privacy.cancelEmailChange': (c) => privacy.cancelEmailChange(c),
  'privacy.confirmEmailChange': (c) => privacy.confirmEmailChange(c, 't'),
  'privacy.revertEmailChange': (c) => privacy.revertEmailChange(c, 't'),
  'privacy.exportMyData': (c) => privacy.exportMyData(c),
  'privacy.requestAccountDeletion': (c) => privacy.requestAccountDeletion(c, 'ana@example.com'),
  'privacy.restoreAccount': (c) => privacy.restoreAccount(c, 't'),
  'security.getTwoStep': (c) => security.getTwoStep(c),
  'security.startTotpSetup': (c) => security.startTotpSetup(c),
  'security.confirmTotpSetup': (c) => security.confirmTotpSetup(c, '123456'),
  'security.regenerateRecoveryCodes': (c) => security.regenerateRecoveryCodes(c),
  'security.disableTwoStep': (c) => security.disableTwoStep(c),
  'security.listTrustedDevices': (c) => security.listTrustedDevices(c),
  'security.revokeTrustedDevice': (c) => security.revokeTrustedDevice(c, 'id'),
  'security.reauthenticate': (c) => security.reauthenticate(c, { password: 'p' }),
  'sessions.listSessions': (c) => sessions.listSessions(c),
  'sessions.endSession': (c) => sessions.endSession(c, 'id'),
  'sessions.endOtherSessions': (c) => sessions.endOtherSessions(c),
  'sessions.listPushRegistrations': (c) => sessions.listPushRegistrations(c),
  'sessions.removePushRegistration': (c) => sessions.removePushRegistration(c, 'id'),
  'sessions.listActivity': (c) => sessions.listActivity(c, 'cursor'),
  'sessions.reportNotMe': (c) => sessions.reportNotMe(c),
  'sessions.reportNotMeFromMail': (c) => sessions.reportNotMeFromMail(c, 't'),
  'users.fetchProfile': (c) => users.fetchProfile(c),
  'users.updateProfile': (c) => users.updateProfile(c, { notifications: true }),
  'users.changePassword': (c) => users.changePassword(c, 'old', 'new'),
  'users.registerPushToken': (c) => users.registerPushToken(c, 'push', 'web'),
  'whitelabels.fetchBrand': (c) => whitelabels.fetchBrand(c, 'acme', [apiUrl]),
};

/** Exported functions that send nothing (local state, schemas, helpers). */
const sendNothing = new Set([
  'consents.consentsSettled',
  'consents.settleConsents',
  'passkeys.unknownCredentialOf',
  'passkeys.parseCreationOptions',
]);

const modules = {
  accounts,
  challenge,
  consents,
  emailCodes,
  interactions,
  passkeySignal,
  passkeys,
  privacy,
  security,
  sessions,
  users,
  whitelabels,
};

describe('every function of src/api/ sends the token exactly where the contract asks for it', () => {
  it('lists every exported function (a new one must be added to the table)', () => {
    const exported = Object.entries(modules).flatMap(([name, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([fn]) => `${name}.${fn}`),
    );
    const covered = exported.filter((name) => name in calls || sendNothing.has(name));
    expect(covered).toEqual(exported);
    expect(Object.keys(calls).every((name) => exported.includes(name))).toBe(true);
  });

  it.each(Object.entries(calls))('%s', async (_name, call) => {
    // Refusals with the session's own codes: a user request would renew and retry, which the
    // single-request check below then catches for a public one.
    for (const status of [200, 401, 403]) {
      const tab = signedInTab();
      const { client, sent } = apiAnswering(tab.auth, status, { error: 'invalid_token' });
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await call(client).catch(() => undefined);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const operation = operationOf(sent[0]!.method, sent[0]!.url);
      if (operation.needsToken) {
        expect(sent[0]?.authorization).toBe(`Bearer ${TOKEN}`);
      } else {
        expect(sent).toHaveLength(1);
        expect(sent[0]?.authorization).toBeNull();
        expect(tab.renewals).toEqual([]);
        expect(tab.verdicts).toEqual([]);
      }
    }
  });
});
