// "Example ID": a stand-in for an upstream identity provider (Google, Apple, Microsoft, GitHub),
// since none can be reached from a development machine or a test. It is not a mock: a second,
// separately configured oidc-provider (the library the authority itself runs) with its own
// signing key, issuer and client registration, speaking the real authorization-code protocol
// (PKCE, state, nonce, a signed ID token, discovery and JWKS). Its sign-in page lets anyone type
// any identity (e-mail, name, whether the provider verified the e-mail), so the broker
// (federation/) meets every case a real provider can hand it. Development and tests only: a
// production configuration points the broker at the real providers (docs/federation.md).
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

/** The broker's registration at the stand-in (a confidential web client). */
export interface StandInClient {
  clientId: string;
  clientSecret: string;
  /** The authority's federation callbacks (one per configured provider pointing here). */
  redirectUris: string[];
}

export interface RunningStandIn {
  /** e.g. http://localhost:4001 (also the issuer). */
  issuer: string;
  port: number;
  /** Builds the provider with the broker's registration; requests before it answer 503. */
  register: (client: StandInClient) => void;
  close: () => Promise<void>;
}

/** Development credentials of the authority at the stand-in (not secrets: docs/federation.md). */
export const STAND_IN_CLIENT = {
  clientId: 'account-authority',
  clientSecret: 'example-id-dev-secret-not-a-secret',
} as const;

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
 * The provider is built by `register`, once the broker's callback URLs are known (a test's
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
  let handler: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end('Example ID is starting');
  };
  server.on('request', (req, res) => handler(req, res));

  return {
    issuer,
    port,
    register: (client) => {
      handler = createStandIn(issuer, client).callback();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function createStandIn(issuer: string, client: StandInClient): Provider {
  const accounts = new Map<string, TypedIdentity>();
  const stores: Stores = new Map();
  // Its own key, made at start: nothing the authority signs with is shared with it.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'example-id-1',
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    adapter: (name: string) => new MemoryAdapter(stores, name),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims in the ID token itself, as Google and Microsoft put them: the broker reads
    // only the ID token (no userinfo call).
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
    findAccount: async (_ctx, sub) => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
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
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Example ID: error',
        `<p>${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
    if (!details || details.uid !== decodeURIComponent(match[1] ?? '')) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = page('Example ID', '<p>This sign-in has expired. Start again.</p>');
      return undefined;
    }
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = signInPage(details.uid);
      return undefined;
    }
    if (ctx.method !== 'POST') return next();
    const form = new URLSearchParams(await readBody(ctx.req));
    let result: Record<string, unknown>;
    if (form.get('cancel') !== null) {
      result = { error: 'access_denied', error_description: 'The user cancelled.' };
    } else {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim() || email;
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = signInPage(details.uid, 'Type an e-mail address.');
        return undefined;
      }
      const sub = standInSubject(email);
      accounts.set(sub, { email, name, emailVerified: form.get('email_verified') === 'yes' });
      result = { login: { accountId: sub } };
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

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16 * 1024) req.destroy(new Error('form too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The stand-in's own page, in English only: it plays a third party's site, not ours.
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function signInPage(uid: string, error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in to Example ID',
    `<p>A stand-in identity provider for development: type any identity.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<p><label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="off" required></p>
<p><label for="name">Name</label> <input id="name" name="name" autocomplete="off"></p>
<p><input id="email_verified" name="email_verified" type="checkbox" value="yes" checked>
<label for="email_verified">Example ID verified this e-mail address</label></p>
<p><button type="submit">Continue</button> <button type="submit" name="cancel" value="yes" formnovalidate>Cancel</button></p>
</form>`,
  );
}
