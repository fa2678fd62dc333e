// The OpenID Connect authority: oidc-provider with our storage, our login UI and a
// first-party public client that gets a refresh token without a consent screen.
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../platform/db.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sqliteAdapter } from './adapter.ts';
import { ensureDevice, interactionDevices } from '../platform/device.ts';
import { signingKeys } from './signing-key.ts';

export const CLIENT_ID = 'account';

/** The ID token's `acr`: one factor (a password), or two (a password and a second step). */
export const ACR = {
  oneFactor: 'urn:account:acr:1fa',
  twoFactors: 'urn:account:acr:2fa',
} as const;

/** The ID token's `amr` (RFC 8176) for each way of signing in. */
export const AMR = {
  password: ['pwd'],
  passwordAndCode: ['pwd', 'otp', 'mfa'],
} as const;
export const AUTHORITY_PATH = '/auth/oidc';
const FIRST_PARTY_SCOPE = 'openid profile offline_access';

export interface AuthorityOptions {
  db: Db;
  /** e.g. http://localhost:4000; the issuer is `{publicUrl}/auth/oidc`. */
  publicUrl: string;
  /** Where the account app runs: standalone origin and the host demo's origin + base path. */
  apps: readonly { origin: string; basePath: string }[];
  accessTokenTtl: number;
  cookieKeys: string[];
  /**
   * The token claims of an account that may still use tokens (not disabled), or undefined. The
   * accounts capability owns the `users` table (accounts/store.ts); the server hands its lookup
   * down, since the authority sits below the capabilities.
   */
  findClaims: (
    id: string,
  ) => { id: string; email: string; name: string; tenantId: string | null } | undefined;
  /**
   * The session's active organisation as token claims (`org_id`, `org_role`), read each time a
   * token is issued, or undefined for none. The organisations capability owns it
   * (organisations/store.ts, docs/organisations.md); the server hands it down like findClaims.
   */
  organisationClaims?: (
    accountId: string,
    grantId: string | undefined,
    /** The code exchange of a sign-in (a new session), not a refresh. */
    newSession: boolean,
  ) => { org_id: string; org_role: string } | undefined;
}

const INTERACTION_TTL = 3600;

export function createAuthority(options: AuthorityOptions): Provider {
  const { db } = options;
  const devices = interactionDevices(db);
  const callbackUris = options.apps.map((app) => `${app.origin}${app.basePath}/callback`);
  // The silent sign-in iframe (no refresh token) returns to the page's origin.
  const silentRenewUris = [
    ...new Set(options.apps.map((app) => `${app.origin}/silent-renew.html`)),
  ];
  const redirectUris = [...callbackUris, ...silentRenewUris];
  const appOrigins = new Set(options.apps.map((app) => app.origin));

  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    jwks: { keys: signingKeys(db) },
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: [...appOrigins],
        scope: FIRST_PARTY_SCOPE,
        // auth_time in every ID token: sign-out matches it to the session, and sensitive actions
        // judge how recent the sign-in was.
        require_auth_time: true,
      },
    ],
    // The tenant the app signs in for (its `?whitelabel=`, kept by the app): the sign-in address
    // then names that tenant's provider buttons (interaction-routes.ts). Kept as sent; only a
    // valid tenant id is ever used (federation/providers.ts, requestedTenant).
    extraParams: ['whitelabel'],
    // Public client: PKCE with S256 always (oidc-provider supports no other method).
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'offline_access'],
    // acr and amr with openid: every ID token says how the user signed in (not only when a
    // client asks for them with the claims parameter).
    // org_id and org_role with openid too: present only while the session has an active
    // organisation (findAccount below), so every ID token says which one, or that there is none.
    // tenant_id with openid: the account's tenant (null for none), so the app asks for the
    // tenant's brand beside the profile, not after it (docs/architecture.md, "White label").
    claims: {
      openid: ['sub', 'acr', 'amr', 'org_id', 'org_role', 'tenant_id'],
      profile: ['name', 'email'],
    },
    // The ID token carries sub, name and email itself; the SPA loads no userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: options.cookieKeys },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) =>
          logoutSource(ctx, form, [...appOrigins][0] ?? options.publicUrl),
      },
      // Opaque access tokens for the API are checked in-process (same store), like introspection.
      introspection: { enabled: false },
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: INTERACTION_TTL,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    rotateRefreshToken: true,
    // How the user signed in, in every ID token (interactions.ts sets them at login).
    acrValues: [ACR.oneFactor, ACR.twoFactors],
    // The sign-in's auth_time in each access token too (opaque: kept in its stored `extra`), so
    // the API judges how recent the authentication is (authority/recent-auth.ts). A refresh copies the
    // refresh token's, which is the sign-in's: renewing never makes a session look recent.
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken') return undefined;
      const { entities } = (ctx as KoaContextWithOIDC).oidc;
      const source = entities.AuthorizationCode ?? entities.RefreshToken;
      const authTime =
        typeof source?.authTime === 'number' ? { auth_time: source.authTime } : undefined;
      // The active organisation when the token is issued (a switch shows from the next refresh;
      // docs/organisations.md); the API still checks membership on every request.
      const organisation = options.organisationClaims?.(
        token.accountId,
        token.grantId,
        entities.AuthorizationCode !== undefined,
      );
      return authTime || organisation ? { ...authTime, ...organisation } : undefined;
    },
    // oidc-provider drops `offline_access` from a request without prompt=consent. This first-party
    // client asks for it and has no consent screen, so it gets a refresh token whenever its grant
    // includes refresh_token.
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === CLIENT_ID && client.grantTypeAllowed('refresh_token'),
    // First party: consent is implied; the grant gets exactly the scope the client may ask for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx as KoaContextWithOIDC;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const existingId =
        oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      if (existingId) {
        const existing = await oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      if (oidc.client.clientId !== CLIENT_ID) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub, token) => {
      const user = options.findClaims(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          name: user.name,
          email: user.email,
          tenant_id: user.tenantId,
          // The ID token of a code exchange or a refresh: the token's grant is the session.
          ...options.organisationClaims?.(
            user.id,
            token?.grantId,
            token?.kind === 'AuthorizationCode',
          ),
        }),
      };
    },
    interactions: {
      // On this API's origin, so oidc-provider's interaction cookie (set on this URL's path) comes
      // back with every step of the interaction; the route forwards to the app's sign-in page.
      // (A silent request, prompt=none, never gets here: it fails with login_required.)
      // The browser's device is recorded too: oidc-provider's interaction cookie can be planted
      // by a sibling subdomain (cookie tossing), our __Host- device cookie cannot (device.ts).
      url: async (ctx, interaction) => {
        devices.record(interaction.uid, ensureDevice(ctx), INTERACTION_TTL);
        return `${options.publicUrl}${AUTHORITY_PATH}/interaction/${encodeURIComponent(interaction.uid)}`;
      },
    },
    // Browsers may call the token and revocation endpoints only from the client's own origins.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    renderError: async (ctx, out) => {
      ctx.type = 'json';
      ctx.body = { error: out.error, message: out.error_description ?? out.error };
    },
  };

  const provider = new Provider(`${options.publicUrl}${AUTHORITY_PATH}`, configuration);
  provider.proxy = false; // app.ts sets it from its own trust setting
  return provider;
}

/**
 * The account app's sign-in page for an interaction: on the app (origin and base path) whose
 * callback the authorization request named, else the first app. Without `uid` the page starts an
 * authorization request of its own. With an interaction, `also` adds what the page shows before
 * it paints (the tenant and its provider buttons: interaction-routes.ts).
 */
export function signInPageFor(
  apps: readonly { origin: string; basePath: string }[],
  redirectUri: unknown,
  uid?: string,
  also: Record<string, string | null> = {},
): string {
  const callbacks = apps.map((app) => ({ app, callback: `${app.origin}${app.basePath}/callback` }));
  const match = callbacks.find(({ callback }) => callback === redirectUri) ?? callbacks[0];
  if (!match) throw new Error('no account app is configured');
  const page = `${match.app.origin}${match.app.basePath}/sign-in`;
  if (!uid) return page;
  const query = new URLSearchParams({ interaction: uid });
  for (const [name, value] of Object.entries(also)) if (value) query.set(name, value);
  return `${page}?${query.toString()}`;
}

/**
 * RP-initiated logout. Our app always sends the ID token of the session it ends
 * (`id_token_hint`, validated by oidc-provider before this runs): then no question is asked.
 * Without one for this session's account (a link someone sent), the user confirms, so a link
 * cannot sign anyone out.
 */
async function logoutSource(ctx: KoaContextWithOIDC, form: string, home: string): Promise<void> {
  // The hint must be an ID token of this very session (same account, same sign-in): an old ID
  // token of the account, from another session, does not do (oidc-provider ignores its expiry).
  const hint = ctx.oidc.entities.IdTokenHint as
    { payload?: { sub?: unknown; auth_time?: unknown } } | undefined;
  const session = ctx.oidc.session;
  const hinted =
    session?.accountId !== undefined &&
    hint?.payload?.sub === session.accountId &&
    hint.payload.auth_time === session.authTime();
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  if (hinted) {
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body>${confirmed}<script>document.getElementById('op.logoutForm').submit()</script>
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript></body></html>`;
    return;
  }
  const copy = logoutCopy[negotiateLocale(ctx.get('Accept-Language').split(/[,;]/)[0])];
  // "Stay signed in" leaves without posting: oidc-provider's form without `logout` would still end
  // the named client's session. post_logout_redirect_uri is set only when it is registered.
  const stay = escapeHtml(String(ctx.oidc.params?.post_logout_redirect_uri ?? home));
  ctx.body = `<!doctype html><html lang="${copy.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${copy.title}</title></head>
<body><main><h1>${copy.title}</h1><p>${copy.question}</p>${confirmed}
<button type="submit" form="op.logoutForm">${copy.signOut}</button>
<a href="${stay}">${copy.stay}</a></main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const logoutCopy = {
  en: {
    lang: 'en',
    title: 'Sign out?',
    question: 'A link asked to sign you out of your account on this browser.',
    signOut: 'Sign out',
    stay: 'Stay signed in',
  },
  'pt-BR': {
    lang: 'pt-BR',
    title: 'Sair da conta?',
    question: 'Um link pediu para encerrar a sessão da sua conta neste navegador.',
    signOut: 'Sair',
    stay: 'Continuar conectado',
  },
  es: {
    lang: 'es',
    title: '¿Cerrar sesión?',
    question: 'Un enlace pidió cerrar la sesión de tu cuenta en este navegador.',
    signOut: 'Cerrar sesión',
    stay: 'Seguir conectado',
  },
} as const;
