// Identity providers from the environment (federation/config.ts, docs/federation.md "From the
// environment"): production's real endpoints by default for the well-known ids, each refusal
// named by its variable, and a provider configured only by variables (an OpenID Connect one the
// code does not know) signing in end to end against the stand-in.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { readFederationConfig } from '../src/federation/config.ts';
import { callbackUrl } from '../src/federation/providers.ts';
import { loadConfig } from '../src/server/config.ts';
import { listenStandIn, type RunningStandIn } from '../src/stand-ins/example-id.ts';
import {
  browserFetch,
  decodeJwtPayload,
  startInteraction,
  startTestAuthority,
  type TestAuthority,
} from './oidc-helpers.ts';
import { finishToTokens, upstreamSignIn } from './federation-helpers.ts';
import { TestClock } from './two-step-helpers.ts';

const fail = (message: string) => new Error(message);
const production = (env: Record<string, string>) =>
  readFederationConfig(env, { production: true, fail });

const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** What a production deployment sets for the four well-known providers: its registrations. */
const REAL = {
  FEDERATION_PROVIDERS: 'google, apple, microsoft, github',
  FEDERATION_GOOGLE_CLIENT_ID: 'g-id',
  FEDERATION_GOOGLE_CLIENT_SECRET: 'g-secret',
  FEDERATION_APPLE_CLIENT_ID: 'com.example.web',
  FEDERATION_APPLE_TEAM_ID: 'TEAM123456',
  FEDERATION_APPLE_KEY_ID: 'KEY1234567',
  // One line with `\n`, as a secret store often hands a PEM over.
  FEDERATION_APPLE_PRIVATE_KEY: appleKey.replaceAll('\n', '\\n'),
  FEDERATION_MICROSOFT_CLIENT_ID: 'm-id',
  FEDERATION_MICROSOFT_CLIENT_SECRET: 'm-secret',
  FEDERATION_GITHUB_CLIENT_ID: 'gh-id',
  FEDERATION_GITHUB_CLIENT_SECRET: 'gh-secret',
};

describe('providers from the environment', () => {
  it('nothing set: undefined (development brokers the stand-ins, production none)', () => {
    assert.equal(production({}), undefined);
    assert.equal(loadConfig({}).federation, undefined);
  });

  it('the well-known ids point at the real providers, with their scopes and kinds', () => {
    const config = production(REAL);
    assert.ok(config);
    const [google, apple, microsoft, github] = config.providers;
    assert.deepEqual(google, {
      id: 'google',
      kind: 'oidc',
      displayName: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      scopes: ['openid', 'email', 'profile'],
      development: false,
      linkPrompt: 'select_account',
    });
    assert.equal(apple?.kind, 'apple');
    assert.ok(apple?.kind === 'apple');
    assert.equal(apple.issuer, 'https://appleid.apple.com');
    assert.deepEqual(apple.scopes, ['openid', 'name', 'email']);
    assert.deepEqual(apple.signingKey, {
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: appleKey,
    });
    assert.ok(microsoft?.kind === 'microsoft');
    assert.equal(microsoft.issuer, 'https://login.microsoftonline.com/{tenantid}/v2.0');
    assert.equal(
      microsoft.discoveryUrl,
      'https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration',
    );
    assert.ok(github?.kind === 'github-oauth');
    assert.equal(github.authorizationEndpoint, 'https://github.com/login/oauth/authorize');
    assert.equal(github.tokenEndpoint, 'https://github.com/login/oauth/access_token');
    assert.equal(github.apiUrl, 'https://api.github.com');
    assert.deepEqual(github.scopes, ['user:email']);
    assert.deepEqual(config.tenants, { default: ['google', 'apple', 'microsoft', 'github'] });
  });

  it('tenants choose their own order and fewer; settings override the defaults', () => {
    const config = production({
      ...REAL,
      FEDERATION_TENANTS: 'globex=microsoft,google; acme=',
      FEDERATION_GOOGLE_DISPLAY_NAME: 'Google Workspace',
      FEDERATION_GOOGLE_LINK_PROMPT: 'none',
      FEDERATION_GITHUB_TIMEOUT_MS: '5000',
      FEDERATION_TRUSTED_MFA: 'globex=microsoft',
    });
    assert.deepEqual(config?.trustedMfa, { globex: ['microsoft'] });
    assert.deepEqual(config?.tenants, {
      default: ['google', 'apple', 'microsoft', 'github'],
      globex: ['microsoft', 'google'],
      acme: [],
    });
    assert.equal(config?.providers[0]?.displayName, 'Google Workspace');
    assert.equal(config?.providers[0]?.linkPrompt, null);
    assert.equal(config?.providers[3]?.timeoutMs, 5000);
  });

  it('each mistake stops the start, naming its variable', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...REAL, FEDERATION_GOOGLE_CLIENT_ID: '' }, /: FEDERATION_GOOGLE_CLIENT_ID is required/],
      [{ ...REAL, FEDERATION_GITHUB_CLIENT_SECRET: '' }, /: FEDERATION_GITHUB_CLIENT_SECRET /],
      [
        { ...REAL, FEDERATION_GOOGLE_ISSUER: 'http://accounts.google.com' },
        /: FEDERATION_GOOGLE_ISSUER must be an https URL/,
      ],
      [
        { ...REAL, FEDERATION_GOOGLE_ISSUER: 'http://localhost:4001' },
        /: FEDERATION_GOOGLE_ISSUER must be an https URL/,
      ],
      [{ ...REAL, FEDERATION_GOOGLE_KIND: 'saml' }, /: FEDERATION_GOOGLE_KIND must be one of/],
      [
        { ...REAL, FEDERATION_APPLE_PRIVATE_KEY: 'not a key' },
        /: FEDERATION_APPLE_PRIVATE_KEY is not a PEM private key/,
      ],
      [
        {
          ...REAL,
          FEDERATION_APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-384' })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        },
        /: FEDERATION_APPLE_PRIVATE_KEY must be a P-256/,
      ],
      [
        { ...REAL, FEDERATION_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/x/v2.0' },
        /: FEDERATION_MICROSOFT_ISSUER must be the issuer template/,
      ],
      [{ ...REAL, FEDERATION_PROVIDERS: 'google,google' }, /names "google" twice/],
      [{ ...REAL, FEDERATION_PROVIDERS: 'sso-acme' }, /"sso-acme" is not a provider id/],
      [{ ...REAL, FEDERATION_PROVIDERS: 'Google' }, /"Google" is not a provider id/],
      [{ ...REAL, FEDERATION_TENANTS: 'globex=okta' }, /: FEDERATION_TENANTS: globex names "okta"/],
      [
        { ...REAL, FEDERATION_TRUSTED_MFA: 'globex=okta' },
        /: FEDERATION_TRUSTED_MFA: globex names "okta"/,
      ],
      // A provider the code does not know needs its name and issuer.
      [
        { FEDERATION_PROVIDERS: 'okta', FEDERATION_OKTA_CLIENT_ID: 'x' },
        /: FEDERATION_OKTA_DISPLAY_NAME is required/,
      ],
      [
        {
          FEDERATION_PROVIDERS: 'okta',
          FEDERATION_OKTA_DISPLAY_NAME: 'Okta',
          FEDERATION_OKTA_CLIENT_ID: 'x',
          FEDERATION_OKTA_CLIENT_SECRET: 'y',
        },
        /: FEDERATION_OKTA_ISSUER is required/,
      ],
    ];
    for (const [env, message] of refused) {
      assert.throws(() => production(env), message, JSON.stringify(env));
    }
    assert.throws(
      () => loadConfig({ FEDERATION_PROVIDERS: 'google' }),
      /^ConfigError: FEDERATION_GOOGLE_CLIENT_ID is required/,
    );
  });

  it('development allows a provider on this machine over http', () => {
    const env = {
      FEDERATION_PROVIDERS: 'corp',
      FEDERATION_CORP_DISPLAY_NAME: 'Corp ID',
      FEDERATION_CORP_ISSUER: 'http://localhost:4001',
      FEDERATION_CORP_CLIENT_ID: 'x',
      FEDERATION_CORP_CLIENT_SECRET: 'y',
    };
    const [corp] = readFederationConfig(env, { production: false, fail })?.providers ?? [];
    assert.ok(corp?.kind === 'oidc');
    assert.equal(corp.issuer, 'http://localhost:4001');
  });
});

describe('a provider configured only by variables', () => {
  let standIn: RunningStandIn;
  let auth: TestAuthority;
  before(async () => {
    standIn = await listenStandIn({ port: 0 });
    // Any other OpenID Connect provider, named and pointed at by the environment alone.
    const federation = readFederationConfig(
      {
        FEDERATION_PROVIDERS: 'corp',
        FEDERATION_CORP_DISPLAY_NAME: 'Corp ID',
        FEDERATION_CORP_ISSUER: standIn.issuer,
        FEDERATION_CORP_CLIENT_ID: standIn.clients.oidc.clientId,
        FEDERATION_CORP_CLIENT_SECRET: standIn.clients.oidc.clientSecret,
      },
      { production: false, fail },
    );
    assert.ok(federation);
    auth = await startTestAuthority({ clock: new TestClock().now, federation });
    standIn.register([callbackUrl(auth.publicUrl, 'corp')]);
  });
  after(async () => {
    await standIn.close();
    await auth.close();
  });

  it('is listed by its configured name and signs in', async () => {
    const listed = await fetch(`${auth.publicUrl}/auth/federation/providers`);
    assert.deepEqual(await listed.json(), {
      providers: [{ id: 'corp', displayName: 'Corp ID', development: false }],
    });
    const interaction = await startInteraction(auth);
    const start = await browserFetch(
      interaction.jar,
      `${auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation/corp`,
    );
    assert.equal(start.status, 303);
    const callback = await upstreamSignIn(start.headers.get('location') ?? '', {
      email: 'env.corp@example.com',
    });
    const back = await browserFetch(interaction.jar, callback.toString());
    assert.equal(back.status, 303);
    const tokens = await finishToTokens(
      { auth } as Parameters<typeof finishToTokens>[0],
      interaction,
      new URL(back.headers.get('location') ?? '', callback).toString(),
    );
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['fed']);
  });
});
