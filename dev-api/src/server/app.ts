// Builds the Koa application from explicit options (no globals), so tests can run it on a
// temporary database. Listening is server.ts's job.
import cors from '@koa/cors';
import type Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import mount from 'koa-mount';
import { type Clock } from '../platform/clock.ts';
import { contractMiddleware, type ContractReport } from './contract/middleware.ts';
import { requestValidation } from './contract/request-validation.ts';
import type { Db } from '../platform/db.ts';
import { errorMiddleware } from '../platform/errors.ts';
import { interactionRoutes } from '../sign-in/interaction-routes.ts';
import { AUTHORITY_PATH } from '../authority/provider.ts';
import { watchSessions } from '../sessions/devices.ts';
import { type ConsentVersions } from '../consents/store.ts';
import { accountRoutes } from '../accounts/routes.ts';
import { RECOVERY_PLAIN_PATHS } from '../accounts/recovery-plain.ts';
import { plainFormParser } from '../platform/plain-page.ts';
import { SIGN_IN_PLAIN_PATHS } from '../sign-in/plain-pages.ts';
import { consentRoutes } from '../consents/routes.ts';
import { devRoutes } from '../dev/routes.ts';
import { logoRoutes } from '../tenants/logos.ts';
import { isPosthogSinkPath, posthogRoutes } from '../analytics/posthog-routes.ts';
import { cspReportRoutes, isCspReportsPath } from '../analytics/csp-report-routes.ts';
import { passkeyRoutes } from '../passkeys/routes.ts';
import { privacyRoutes } from '../privacy/routes.ts';
import { reauthenticateRoutes } from '../sign-in/reauthenticate-routes.ts';
import { sessionRoutes } from '../sessions/routes.ts';
import { twoStepRoutes } from '../two-step/routes.ts';
import { userRoutes } from '../accounts/user-routes.ts';
import { whitelabelRoutes } from '../tenants/whitelabels.ts';
import { federationRoutes } from '../federation/routes.ts';
import { passwordlessRoutes } from '../passwordless/routes.ts';
import { linkedIdentityRoutes } from '../federation/identity-routes.ts';
import type { FederationConfig } from '../federation/providers.ts';
import { organisationRoutes } from '../organisations/routes.ts';
import type { AbuseConfig } from '../abuse/settings.ts';
import { abuseRoutes } from '../abuse/routes.ts';
import { ssoRoutes } from '../enterprise-sso/routes.ts';

export interface AppOptions {
  db: Db;
  /** Base URL the browser reaches this API at (absolute links are built from it). */
  publicUrl: string;
  /** Browser origins allowed to call with credentials; every other origin gets no CORS headers. */
  allowedOrigins: readonly string[];
  /** Cookie signing keys; oidc-provider, mounted later at /auth/oidc, needs them on this app. */
  keys?: string[];
  /** Where unexpected (500) errors are reported; defaults to console.error. */
  logError?: (error: unknown) => void;
  /** Folder holding the logo files; defaults to dev-api/public/logos. */
  logosDir?: string;
  /** Where the account app runs (origin + base path): its callback and sign-in URLs. */
  apps?: readonly { origin: string; basePath: string }[];
  /** Access-token lifetime in seconds (default 3600). */
  accessTokenTtl?: number;
  /**
   * Reverse proxies in front of this API that append to X-Forwarded-For (default 0: the
   * header is ignored, so a client cannot pick the address its attempts are counted under).
   */
  trustedProxies?: number;
  /**
   * Production: the development routes (/dev/*) are not mounted. Defaults to
   * `NODE_ENV === 'production'` (dev/routes.ts).
   */
  production?: boolean;
  /**
   * Tests: each request and response is checked against api/openapi.yaml, and every way one
   * departs from it is reported here (dev-api/src/server/contract).
   */
  contract?: ContractReport;
  /**
   * Key material for two-step verification's secrets at rest (config.ts, TWO_STEP_KEY);
   * defaults to the development key.
   */
  twoStepKey?: string;
  /**
   * "Now" for recent authentication, TOTP steps, trusted devices and the throttles (clock.ts);
   * tests move it instead of waiting. oidc-provider keeps the real time for token lifetimes.
   */
  clock?: Clock;
  /**
   * The terms' and privacy notice's versions in force (config.ts: TERMS_VERSION,
   * PRIVACY_VERSION); a user who has not accepted one is asked to (consents/routes.ts).
   */
  consentVersions?: ConsentVersions;
  /**
   * The upstream identity providers the authority brokers, per tenant (federation/providers.ts;
   * main.ts points them at the stand-in in development). Default: none.
   */
  federation?: FederationConfig;
  /**
   * Abuse protection (abuse/settings.ts; config.ts reads it from the environment). Default:
   * nothing is challenged or checked (docs/abuse-protection.md says why).
   */
  abuse?: AbuseConfig;
  /** Where warnings go (a check that failed open); defaults to console.warn. */
  logWarning?: (message: string) => void;
  /**
   * Enterprise SSO's DNS resolvers (`host:port`) for domain verification; default
   * SSO_DNS_RESOLVER's, else the system's (enterprise-sso/dns.ts).
   */
  dnsServers?: readonly string[];
}

export { defaultApps } from './services.ts';
import { createServices } from './services.ts';
import { pushTokenRoutes } from '../sessions/push-token-routes.ts';

/** oidc-provider's own endpoints (it answers CORS per client and parses its own bodies). */
function isAuthorityPath(path: string): boolean {
  return (
    (path === AUTHORITY_PATH || path.startsWith(`${AUTHORITY_PATH}/`)) &&
    !path.startsWith(`${AUTHORITY_PATH}/interaction/`)
  );
}

/**
 * One capability's router on the app. Generic so that each router's own state type is inferred
 * where it is mounted: a union of routers (the capabilities' list) has no single `use` signature.
 */
function useRouter<State>(app: Koa, router: Router<State>): void {
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
}

function exceptAuthority(middleware: Middleware): Middleware {
  return (ctx, next) => (isAuthorityPath(ctx.path) ? next() : middleware(ctx, next));
}

export function createApp(options: AppOptions): Koa {
  const app = new Koa();
  const cookieKeys = options.keys ?? ['dev-api-cookie-key-not-a-secret'];
  app.keys = cookieKeys;
  // Errors are all answered and logged by errorMiddleware; keep Koa's default logger quiet.
  app.silent = true;
  // Behind N trusted proxies, the client is the Nth address from the right of X-Forwarded-For
  // (the throttles count per address); with none, the socket's address.
  const trustedProxies = options.trustedProxies ?? 0;
  app.proxy = trustedProxies > 0;
  app.maxIpsCount = trustedProxies;
  const services = createServices(options, { cookieKeys, proxy: app.proxy });
  const { allowedOrigins, logError } = services;

  if (options.contract) app.use(contractMiddleware(options.contract));
  if (app.proxy) {
    // The proxy speaks for the client's address only: the public host comes from publicUrl, never
    // from a header a client could send through the proxy (Koa would trust X-Forwarded-Host).
    app.use((ctx, next) => {
      delete ctx.req.headers['x-forwarded-host'];
      return next();
    });
  }
  app.use(errorMiddleware(logError));
  app.use(
    exceptAuthority(
      cors({
        // Returning '' makes @koa/cors skip the request: no Access-Control-Allow-* at all.
        origin: (ctx) => (allowedOrigins.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
        credentials: true,
        exposeHeaders: ['Retry-After'],
        maxAge: 600,
      }),
    ),
  );
  // JSON, and a plain HTML form's body on the few paths that answer it with a page
  // (platform/plain-page.ts); oidc-provider parses its own form-encoded bodies (token endpoint),
  // and the PostHog sink its own gzip, form and text ones.
  const parseJson = exceptAuthority(
    plainFormParser([...SIGN_IN_PLAIN_PATHS, ...RECOVERY_PLAIN_PATHS], '64kb'),
  );
  app.use((ctx, next) =>
    isPosthogSinkPath(ctx.path) || isCspReportsPath(ctx.path) ? next() : parseJson(ctx, next),
  );
  // Every JSON body is checked against api/openapi.yaml before the routes (400 validation).
  app.use(requestValidation());

  // Each completed sign-in's device, address and method; renewals mark sessions active.
  watchSessions(services.provider, services);

  // Every capability's routers, in the order they are tried (one calling convention).
  const capabilities = [
    whitelabelRoutes,
    logoRoutes,
    devRoutes,
    posthogRoutes,
    cspReportRoutes,
    interactionRoutes,
    federationRoutes,
    passwordlessRoutes,
    accountRoutes,
    userRoutes,
    reauthenticateRoutes,
    twoStepRoutes,
    passkeyRoutes,
    linkedIdentityRoutes,
    sessionRoutes,
    pushTokenRoutes,
    privacyRoutes,
    consentRoutes,
    organisationRoutes,
    abuseRoutes,
    ssoRoutes,
  ];
  for (const routes of capabilities) {
    for (const router of routes(services)) useRouter(app, router);
  }
  // RFC 7009 revocation answers 200 with an empty body; Koa labels it text/plain, which
  // oidc-client-ts refuses (it accepts only JSON). An empty body needs no content type.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.path === `${AUTHORITY_PATH}/token/revocation` && ctx.status === 200 && !ctx.body) {
      ctx.remove('Content-Type');
    }
  });
  // The provider is itself a Koa app.
  app.use(mount(AUTHORITY_PATH, services.provider));

  return app;
}
