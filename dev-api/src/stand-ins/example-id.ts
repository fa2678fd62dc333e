// "Example ID": a stand-in for the upstream identity providers (Google, Apple, Microsoft, GitHub),
// since none can be reached from a development machine or a test. It is not a mock: separately
// configured oidc-providers (the library the authority itself runs) with their own signing keys,
// issuers and client registrations, speaking the real authorization-code protocol (PKCE, state,
// nonce, a signed ID token, discovery and JWKS), on one port:
// - at `/`, Example ID itself (OpenID Connect: the Example ID and Google entries), and an Apple
//   client that answers as Apple does (form_post only, the name in the first post's `user`
//   field, `email_verified` a string, a client secret that is a JWT signed by the team's key);
// - under `/microsoft`, one directory of a multi-tenant issuer (`{tenantid}` in its `common`
//   discovery document, `tid` and `xms_edov` in its ID tokens);
// - under `/github`, GitHub's OAuth and REST endpoints (github.ts).
// Its sign-in pages let anyone type any identity (e-mail, name, whether the provider verified
// the e-mail), so the broker (federation/) meets every case a real provider can hand it, and a
// test can make any call hang or fail (`fault`). Development and tests only: a production
// configuration points the broker at the real providers (docs/federation.md).
import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import Koa from 'koa';
import mount from 'koa-mount';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { gitHubStandIn, GITHUB_CLIENT, type GitHubEndpoints } from './github.ts';
import { escapeHtml, page, readBody } from './pages.ts';

/** The broker's registrations at the stand-in: one client per protocol it plays. */
export interface StandInClients {
  /** OpenID Connect with client_secret_basic (Example ID, Google, Microsoft). */
  oidc: { clientId: string; clientSecret: string };
  /** Apple's Services ID and the team's key the broker signs its client secrets with. */
  apple: {
    clientId: string;
    signingKey: { teamId: string; keyId: string; privateKey: string };
  };
  /** GitHub's OAuth app. */
  github: { clientId: string; clientSecret: string };
}

/** What a test can make the stand-in do wrong: never answer, or answer 500. */
export interface StandInFault {
  at: 'discovery' | 'token' | 'user-api';
  mode: 'hang' | 'error';
}

export interface RunningStandIn {
  /** e.g. http://localhost:4001 (also Example ID's issuer). */
  issuer: string;
  port: number;
  clients: StandInClients;
  /** Microsoft's multi-tenant endpoints, played under `/microsoft` for one directory. */
  microsoft: { issuerTemplate: string; discoveryUrl: string; tenantId: string };
  /** GitHub's, played under `/github`. */
  github: GitHubEndpoints;
  /**
   * Registers the broker's callbacks (one per configured provider pointing here) and starts
   * answering; requests before it answer 503.
   */
  register: (redirectUris: string[]) => void;
  /** Injects a fault (tests), or clears it with null. */
  fault: (fault: StandInFault | null) => void;
  close: () => Promise<void>;
}

/** Development credentials of the authority at the stand-in (not secrets: docs/federation.md). */
export const STAND_IN_CLIENT = {
  clientId: 'account-authority',
  clientSecret: 'example-id-dev-secret-not-a-secret',
} as const;

/** Apple's identifiers for the authority in development (Apple's own are 10 characters). */
const APPLE_CLIENT = {
  clientId: 'com.example.account.web',
  teamId: 'EXAMPLE0TM',
  keyId: 'EXAMPLE0KY',
} as const;

/** The one directory the Microsoft stand-in plays (a made-up tenant id). */
const MICROSOFT_TENANT = '3f5b6c1e-2a4d-4e8f-9b0a-7c6d5e4f3a21';

/** Apple allows a client secret to live six months at most. */
const APPLE_SECRET_MAX_LIFETIME = 15_777_000;

type Mode = 'example' | 'microsoft';

interface TypedIdentity {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The subject for a typed e-mail: stable (the same address is the same upstream user at every
 * sign-in, and after a restart), pairwise-looking, and saying nothing of the address.
 */
export function standInSubject(email: string): string {
  return createHash('sha256').update(`example-id:${email}`).digest('base64url').slice(0, 22);
}

/**
 * Listens on `port` (0: a free one) at `host`, with issuer `http://{publicHost}:{port}`.
 * The providers are built by `register`, once the broker's callback URLs are known (a test's
 * authority gets its port after the stand-in does).
 */
export async function listenStandIn(
  options: { port: number; host?: string; publicHost?: string } = { port: 0 },
): Promise<RunningStandIn> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.publicHost ?? host}:${port}`;
  const microsoftIssuer = `${issuer}/microsoft/${MICROSOFT_TENANT}/v2.0`;
  const microsoft = {
    issuerTemplate: `${issuer}/microsoft/{tenantid}/v2.0`,
    discoveryUrl: `${issuer}/microsoft/common/v2.0/.well-known/openid-configuration`,
    tenantId: MICROSOFT_TENANT,
  };
  const github: GitHubEndpoints = {
    authorizationEndpoint: `${issuer}/github/login/oauth/authorize`,
    tokenEndpoint: `${issuer}/github/login/oauth/access_token`,
    apiUrl: `${issuer}/github/api`,
  };
  // The team's key, as Apple's developer site makes one: the private half goes to the broker's
  // configuration (development only), the public half stays here to check its client secrets.
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const clients: StandInClients = {
    oidc: { ...STAND_IN_CLIENT },
    apple: {
      clientId: APPLE_CLIENT.clientId,
      signingKey: {
        teamId: APPLE_CLIENT.teamId,
        keyId: APPLE_CLIENT.keyId,
        privateKey: appleKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      },
    },
    github: { ...GITHUB_CLIENT },
  };

  let fault: StandInFault | null = null;
  let handler: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end('Example ID is starting');
  };
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (fault && faultApplies(fault, path)) {
      // A hung request stays open until the caller gives up or the stand-in closes.
      if (fault.mode === 'hang') return;
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error: 'server_error' }));
      return;
    }
    handler(req, res);
  });

  return {
    issuer,
    port,
    clients,
    microsoft,
    github,
    register: (redirectUris) => {
      // Mounted providers sign their cookies with the app's keys (koa-mount runs them in its
      // context): one set for the whole stand-in.
      const keys = [randomBytes(32).toString('base64url')];
      const shared = { redirectUris, appleKey: appleKey.publicKey, keys };
      const example = createStandIn(issuer, '', 'example', shared);
      const tenant = createStandIn(
        microsoftIssuer,
        `/microsoft/${MICROSOFT_TENANT}/v2.0`,
        'microsoft',
        shared,
      );
      const app = new Koa({ keys });
      // Microsoft's `common` discovery: the tenant's own document, naming the issuer template
      // (each ID token's `iss` is its user's directory).
      app.use(async (ctx, next) => {
        if (ctx.path !== `/microsoft/common/v2.0/.well-known/openid-configuration`) return next();
        const own = await fetch(`${microsoftIssuer}/.well-known/openid-configuration`);
        ctx.body = { ...((await own.json()) as object), issuer: microsoft.issuerTemplate };
        return undefined;
      });
      app.use(mount(`/microsoft/${MICROSOFT_TENANT}/v2.0`, tenant));
      app.use(mount('/github', gitHubStandIn(redirectUris)));
      app.use(mount('/', example));
      handler = app.callback();
    },
    fault: (next) => {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function faultApplies(fault: StandInFault, path: string): boolean {
  switch (fault.at) {
    case 'discovery':
      return path.endsWith('/.well-known/openid-configuration');
    case 'token':
      return path.endsWith('/token') || path.endsWith('/login/oauth/access_token');
    case 'user-api':
      return path.startsWith('/github/api/');
  }
}

/**
 * Apple's client authentication, as Apple checks it: the client secret is a JWT signed by the
 * team's key (ES256, `kid` the key's id), `iss` the team id, `sub` the Services ID, `aud` Apple,
 * unexpired and made to live at most six months. Checked by jose.
 */
async function appleSecretValid(secret: string, issuer: string, key: KeyObject) {
  try {
    const { payload, protectedHeader } = await jwtVerify(secret, key, {
      algorithms: ['ES256'],
      issuer: APPLE_CLIENT.teamId,
      subject: APPLE_CLIENT.clientId,
      audience: issuer,
      requiredClaims: ['iat', 'exp'],
    });
    return (
      protectedHeader.kid === APPLE_CLIENT.keyId &&
      (payload.exp ?? 0) - (payload.iat ?? 0) <= APPLE_SECRET_MAX_LIFETIME
    );
  } catch {
    return false;
  }
}

function createStandIn(
  issuer: string,
  basePath: string,
  mode: Mode,
  { redirectUris, appleKey, keys }: { redirectUris: string[]; appleKey: KeyObject; keys: string[] },
): Provider {
  const accounts = new Map<string, TypedIdentity>();
  const stores: Stores = new Map();
  /** Apple gives the user's name in the first authorization's form post only. */
  const namedOnce = new Set<string>();
  // Its own key, made at start: nothing the authority signs with is shared with it.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `example-id-${mode}`,
    alg: 'RS256',
    use: 'sig',
  };
  const broker = {
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    redirect_uris: redirectUris,
  };
  const isApple = (clientId: unknown) => mode === 'example' && clientId === APPLE_CLIENT.clientId;

  const configuration: Configuration = {
    adapter: (name: string) => new MemoryAdapter(stores, name),
    jwks: { keys: [jwk] },
    cookies: { keys },
    clients: [
      {
        ...broker,
        client_id: STAND_IN_CLIENT.clientId,
        client_secret: STAND_IN_CLIENT.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
      },
      ...(mode === 'example'
        ? [
            {
              ...broker,
              client_id: APPLE_CLIENT.clientId,
              // Stands for Apple's JWT, checked by compareClientSecret below; never compared.
              client_secret: randomBytes(32).toString('base64url'),
              token_endpoint_auth_method: 'client_secret_post' as const,
            },
          ]
        : []),
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'name'],
    claims: {
      // amr: how the person signed in there (RFC 8176), `mfa` when the page's box is ticked.
      openid: mode === 'microsoft' ? ['sub', 'tid', 'amr'] : ['sub', 'amr'],
      email: mode === 'microsoft' ? ['email', 'xms_edov'] : ['email', 'email_verified'],
      profile: ['name'],
    },
    // The claims in the ID token itself, as Google, Apple and Microsoft put them: the broker
    // reads only the ID token (no userinfo call).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 300,
      Interaction: 600,
      Grant: 600,
      Session: 3600,
    },
    findAccount: async (ctx, sub) => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      const apple = isApple((ctx as KoaContextWithOIDC).oidc?.client?.clientId);
      return {
        accountId: sub,
        claims: async () =>
          mode === 'microsoft'
            ? {
                sub,
                tid: MICROSOFT_TENANT,
                email: identity.email,
                name: identity.name,
                // Microsoft's claim that the address's domain is its directory's, verified.
                ...(identity.emailVerified ? { xms_edov: true } : {}),
              }
            : apple
              ? // Apple: the string "true"/"false", and never the name in the ID token.
                { sub, email: identity.email, email_verified: String(identity.emailVerified) }
              : {
                  sub,
                  email: identity.email,
                  email_verified: identity.emailVerified,
                  name: identity.name,
                },
      };
    },
    // A stand-in has no consent screen: the grant is what the client asked for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx as KoaContextWithOIDC;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    interactions: {
      url: async (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Example ID: error',
        `<p>${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);

  // Apple authenticates a client by a JWT the client signs (not a shared secret, nor RFC 7523's
  // private_key_jwt): this instance's Apple client checks it as Apple does.
  const compare = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function (actual: string) {
    return isApple(this.clientId)
      ? appleSecretValid(actual, issuer, appleKey)
      : compare.call(this, actual);
  };
  // Apple's first authorization carries the name, as JSON in the form post's `user` field.
  provider.on('authorization.success', (ctx, out) => {
    const accountId = ctx.oidc.session?.accountId;
    const identity = accountId ? accounts.get(accountId) : undefined;
    if (!out || !isApple(ctx.oidc.client?.clientId) || !accountId || !identity) return;
    if (namedOnce.has(accountId)) return;
    namedOnce.add(accountId);
    const [firstName, ...rest] = identity.name.split(' ');
    out.user = JSON.stringify({
      name: { firstName, lastName: rest.join(' ') },
      email: identity.email,
    });
  });

  provider.use(async (ctx, next) => {
    // Apple answers a request for the name or e-mail scope only by a form post.
    if (ctx.path === '/auth' && isApple(ctx.query.client_id)) {
      const scopes = String(ctx.query.scope ?? '').split(' ');
      if (
        (scopes.includes('name') || scopes.includes('email')) &&
        ctx.query.response_mode !== 'form_post'
      ) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = page('Example ID: error', '<p>response_mode must be form_post.</p>');
        return undefined;
      }
    }
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
    if (!details || details.uid !== decodeURIComponent(match[1] ?? '')) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = page('Example ID', '<p>This sign-in has expired. Start again.</p>');
      return undefined;
    }
    const action = `${basePath}/interaction/${encodeURIComponent(details.uid)}`;
    const apple = isApple(details.params.client_id);
    const playing = mode === 'microsoft' ? 'Microsoft' : apple ? 'Apple' : null;
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = signInPage(action, playing);
      return undefined;
    }
    if (ctx.method !== 'POST') return next();
    const form = new URLSearchParams(await readBody(ctx.req));
    let result: Record<string, unknown>;
    if (form.get('cancel') !== null) {
      // Apple says a cancel its own way.
      result = {
        error: apple ? 'user_cancelled_authorize' : 'access_denied',
        error_description: 'The user cancelled.',
      };
    } else {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim() || email;
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = signInPage(action, playing, 'Type an e-mail address.');
        return undefined;
      }
      const sub = standInSubject(email);
      accounts.set(sub, { email, name, emailVerified: form.get('email_verified') === 'yes' });
      // What the ID token's amr says (RFC 8176): a password, and a second factor when ticked.
      const amr = form.get('mfa') === 'yes' ? ['pwd', 'mfa'] : ['pwd'];
      result = { login: { accountId: sub, amr } };
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    });
    ctx.status = 303;
    ctx.redirect(returnTo);
    return undefined;
  });
  return provider;
}

// Kept in memory: a restart forgets pending sign-ins, which a stand-in can afford. (Given here
// rather than left to oidc-provider's default, which warns at every start.)
type Stores = Map<string, Map<string, { payload: AdapterPayload; expiresAt: number }>>;

class MemoryAdapter implements Adapter {
  readonly #items: Map<string, { payload: AdapterPayload; expiresAt: number }>;

  constructor(stores: Stores, name: string) {
    let items = stores.get(name);
    if (!items) stores.set(name, (items = new Map()));
    this.#items = items;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    this.#items.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const item = this.#items.get(id);
    if (!item || item.expiresAt <= Date.now()) return undefined;
    return item.payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [id, item] of this.#items) if (item.payload.uid === uid) return this.find(id);
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [id, item] of this.#items) {
      if (item.payload.userCode === userCode) return this.find(id);
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const item = this.#items.get(id);
    if (item) item.payload = { ...item.payload, consumed: Math.floor(Date.now() / 1000) };
  }

  async destroy(id: string): Promise<void> {
    this.#items.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, item] of this.#items)
      if (item.payload.grantId === grantId) this.#items.delete(id);
  }
}

function signInPage(action: string, playing: string | null, error?: string): string {
  const verified =
    playing === 'Microsoft'
      ? 'The directory verified this address’s domain (xms_edov)'
      : 'Example ID verified this e-mail address';
  return page(
    'Sign in to Example ID',
    `<p>A stand-in identity provider for development: type any identity.${
      playing ? ` It answers as ${escapeHtml(playing)} does.` : ''
    }</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<p><label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="off" required></p>
<p><label for="name">Name</label> <input id="name" name="name" autocomplete="off"></p>
<p><input id="email_verified" name="email_verified" type="checkbox" value="yes" checked>
<label for="email_verified">${verified}</label></p>
<p><input id="mfa" name="mfa" type="checkbox" value="yes">
<label for="mfa">Example ID asked for a second factor (amr: mfa)</label></p>
<p><button type="submit">Continue</button> <button type="submit" name="cancel" value="yes" formnovalidate>Cancel</button></p>
</form>`,
  );
}
