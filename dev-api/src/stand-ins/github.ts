// GitHub's half of "Sign in with GitHub", played on localhost: GitHub is not OpenID Connect (no
// discovery, no ID token), so no library plays it; this speaks its documented endpoints as the
// broker meets them. Mounted under `/github` of the stand-in's port:
// - GET/POST /login/oauth/authorize: the authorization page (any identity can be typed, and
//   whether GitHub verified its primary address), then the redirect back with `code` and
//   `state`, or `error=access_denied` on cancel;
// - POST /login/oauth/access_token: the code (with the client secret and the PKCE verifier) for
//   an access token; like GitHub, a refusal is a 200 with an `error` field, and the answer is
//   form-encoded unless the request asks for JSON;
// - GET /api/user and GET /api/user/emails: the user (a numeric id) and their addresses (the
//   typed one primary, verified or not, and GitHub's verified no-reply address, never primary).
// Development and tests only (docs/federation.md).
import { createHash, randomBytes } from 'node:crypto';
import Koa, { type Context } from 'koa';
import { escapeHtml, page, readBody } from './pages.ts';

/** The broker's OAuth app at the stand-in (a development secret, not a secret). */
export const GITHUB_CLIENT = {
  clientId: 'Ov23liExampleAccount',
  clientSecret: 'github-dev-secret-not-a-secret',
} as const;

export interface GitHubEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  apiUrl: string;
}

interface GitHubUser {
  id: number;
  login: string;
  name: string;
  email: string;
  verified: boolean;
}

interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  challenge: string | null;
}

/** GitHub's codes live 10 minutes; its tokens far longer (an hour is plenty here). */
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_MS = 60 * 60_000;

/** A stable numeric id for a typed address (the same address is the same GitHub user). */
function userId(email: string): number {
  return createHash('sha256').update(`github:${email}`).digest().readUIntBE(0, 6);
}

export function gitHubStandIn(redirectUris: readonly string[]): Koa {
  const requests = new Map<string, AuthorizationRequest & { expires: number }>();
  const codes = new Map<string, AuthorizationRequest & { user: GitHubUser; expires: number }>();
  const tokens = new Map<string, { user: GitHubUser; expires: number }>();
  const app = new Koa();

  const html = (ctx: Context, status: number, body: string) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page('Sign in to GitHub (Example ID)', body);
  };
  const back = (ctx: Context, request: AuthorizationRequest, params: Record<string, string>) => {
    const url = new URL(request.redirectUri);
    for (const [name, value] of Object.entries({ ...params, state: request.state })) {
      url.searchParams.set(name, value);
    }
    ctx.status = 302;
    ctx.redirect(url.toString());
  };

  app.use(async (ctx, next) => {
    if (ctx.path !== '/login/oauth/authorize') return next();
    if (ctx.method === 'GET') {
      const query = ctx.query;
      const redirectUri = typeof query.redirect_uri === 'string' ? query.redirect_uri : '';
      if (query.client_id !== GITHUB_CLIENT.clientId || !redirectUris.includes(redirectUri)) {
        html(ctx, 400, '<p>The redirect_uri is not associated with this application.</p>');
        return undefined;
      }
      const challenge = typeof query.code_challenge === 'string' ? query.code_challenge : null;
      if (challenge !== null && query.code_challenge_method !== 'S256') {
        html(ctx, 400, '<p>Only the S256 code challenge method is supported.</p>');
        return undefined;
      }
      const id = randomBytes(16).toString('hex');
      requests.set(id, {
        redirectUri,
        state: typeof query.state === 'string' ? query.state : '',
        challenge,
        expires: Date.now() + CODE_TTL_MS,
      });
      html(ctx, 200, authorizePage(id));
      return undefined;
    }
    if (ctx.method !== 'POST') return next();
    const form = new URLSearchParams(await readBody(ctx.req));
    const id = form.get('request') ?? '';
    const request = requests.get(id);
    requests.delete(id);
    if (!request || request.expires <= Date.now()) {
      html(ctx, 400, '<p>This sign-in has expired. Start again.</p>');
      return undefined;
    }
    if (form.get('cancel') !== null) {
      back(ctx, request, {
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
      });
      return undefined;
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      requests.set(id, request);
      html(ctx, 400, authorizePage(id, 'Type an e-mail address.'));
      return undefined;
    }
    const login = email.split('@')[0]?.replace(/[^A-Za-z0-9-]/g, '-') || 'octocat';
    const user: GitHubUser = {
      id: userId(email),
      login,
      name: (form.get('name') ?? '').trim(),
      email,
      verified: form.get('verified') === 'yes',
    };
    const code = randomBytes(10).toString('hex');
    codes.set(code, { ...request, user, expires: Date.now() + CODE_TTL_MS });
    back(ctx, request, { code });
    return undefined;
  });

  app.use(async (ctx, next) => {
    if (ctx.path !== '/login/oauth/access_token' || ctx.method !== 'POST') return next();
    const raw = await readBody(ctx.req);
    const body = ctx.is('application/json')
      ? new URLSearchParams(JSON.parse(raw || '{}') as Record<string, string>)
      : new URLSearchParams(raw);
    const answer = (fields: Record<string, string>) => {
      ctx.status = 200;
      if (
        ctx.accepts(['application/x-www-form-urlencoded', 'application/json']) ===
        'application/json'
      ) {
        ctx.body = fields;
      } else {
        ctx.type = 'application/x-www-form-urlencoded';
        ctx.body = new URLSearchParams(fields).toString();
      }
    };
    if (
      body.get('client_id') !== GITHUB_CLIENT.clientId ||
      body.get('client_secret') !== GITHUB_CLIENT.clientSecret
    ) {
      answer({
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
      });
      return undefined;
    }
    const code = body.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    const verifier = body.get('code_verifier');
    const pkceHolds =
      !grant?.challenge ||
      (verifier !== null &&
        createHash('sha256').update(verifier).digest('base64url') === grant.challenge);
    if (!grant || grant.expires <= Date.now() || !pkceHolds) {
      answer({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
      return undefined;
    }
    if (body.has('redirect_uri') && body.get('redirect_uri') !== grant.redirectUri) {
      answer({
        error: 'redirect_uri_mismatch',
        error_description: 'The redirect_uri MUST match the registered callback URL.',
      });
      return undefined;
    }
    const token = `gho_${randomBytes(18).toString('base64url')}`;
    tokens.set(token, { user: grant.user, expires: Date.now() + TOKEN_TTL_MS });
    answer({ access_token: token, token_type: 'bearer', scope: 'user:email' });
    return undefined;
  });

  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || ctx.method !== 'GET') return next();
    // GitHub refuses API requests without a User-Agent.
    if (!ctx.get('User-Agent')) {
      ctx.status = 403;
      ctx.body = { message: 'Request forbidden by administrative rules.' };
      return undefined;
    }
    const [scheme, token] = ctx.get('Authorization').split(' ');
    const held = token && /^(bearer|token)$/i.test(scheme ?? '') ? tokens.get(token) : undefined;
    if (!held || held.expires <= Date.now()) {
      ctx.status = 401;
      ctx.body = { message: 'Bad credentials' };
      return undefined;
    }
    const { user } = held;
    if (ctx.path === '/api/user') {
      ctx.body = {
        login: user.login,
        id: user.id,
        type: 'User',
        name: user.name || null,
        // The public profile address, which the user may leave empty: not the one to use.
        email: null,
      };
      return undefined;
    }
    if (ctx.path === '/api/user/emails') {
      ctx.body = [
        { email: user.email, primary: true, verified: user.verified, visibility: 'private' },
        {
          email: `${user.id}+${user.login}@users.noreply.github.com`,
          primary: false,
          verified: true,
          visibility: null,
        },
      ];
      return undefined;
    }
    return next();
  });

  return app;
}

function authorizePage(request: string, error?: string): string {
  return `<p>A stand-in for GitHub in development: type any identity.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/github/login/oauth/authorize">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<p><label for="email">Primary e-mail</label> <input id="email" name="email" type="email" autocomplete="off" required></p>
<p><label for="name">Name</label> <input id="name" name="name" autocomplete="off"></p>
<p><input id="verified" name="verified" type="checkbox" value="yes" checked>
<label for="verified">GitHub verified this primary address</label></p>
<p><button type="submit">Authorize</button> <button type="submit" name="cancel" value="yes" formnovalidate>Cancel</button></p>
</form>`;
}
