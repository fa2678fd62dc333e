// Enterprise SSO (api/openapi.yaml, "Enterprise SSO"; docs/enterprise-sso.md): an organisation's
// connections to its identity provider, its verified domains, enforcement and JIT membership (its
// owners and admins; connection and settings changes behind recent authentication); the
// identifier-first discovery (by domain only: never a word about an address's account); and the
// SAML service provider (request, ACS, same-site continuation). OIDC connections sign in through
// the federation broker (federation/routes.ts), SAML ones map their identity through the broker's
// same `signInWith`.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { readEmail } from '../accounts/fields.ts';
import { requireUser } from '../authority/require-user.ts';
import { AUTHORITY_PATH } from '../authority/provider.ts';
import {
  federationBroker,
  SsoRefusal,
  TEST_STATE_PREFIX,
  type FederationServices,
} from '../federation/broker.ts';
import { randomToken, UpstreamError } from '../federation/upstream.ts';
import { callbackUrl } from '../federation/providers.ts';
import type { ResponseBody, Schema } from '../platform/contract-types.ts';
import { readDevice } from '../platform/device.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf } from '../platform/http.ts';
import { interactionBinding } from '../sign-in/interaction-binding.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { rank, type OrganisationStore } from '../organisations/store.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { CONNECTION_ID, oidcProviderOf, SSO_MESSAGES } from './broker.ts';
import { endSessionsOutsideSso } from './sign-out.ts';
import { DnsUnavailable, verificationRecord, type TxtLookup } from './dns.ts';
import { checkUrl, fetchText, FetchFailed, UrlRefused } from './fetch-safely.ts';
import {
  identityProvider,
  loginRequest,
  MetadataRefusal,
  SAML_MESSAGES,
  SamlRefusal,
  serviceProvider,
  serviceProviderMetadata,
  serviceProviderUrls,
  validateResponse,
} from './saml.ts';
import {
  domainOf,
  type ConnectionRow,
  type DomainRow,
  type OidcConfig,
  type SamlConfig,
  type SsoStore,
  type TestResult,
} from './store.ts';

export type SsoRouteServices = AuthorityServices &
  FederationServices & {
    organisations: OrganisationStore;
    sso: SsoStore;
    dnsLookup: TxtLookup;
  };

const ADMIN = 2;
const MAX_CONNECTIONS = 5;
const MAX_DOMAINS = 20;
const NAME_MAX = 100;
/** A host name of at least two labels (what a company's e-mail domain is). */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]{1,64}$/;
/** Roles JIT may grant: never an administrator's from a sign-in alone. */
const JIT_FORBIDDEN = new Set(['owner', 'admin']);

const notAMember = () =>
  new ApiError(403, 'not_a_member', 'You are not a member of this organisation.');
const insufficientRole = () =>
  new ApiError(403, 'insufficient_role', 'Your role in this organisation does not allow this.');
const needsConnection = () =>
  new ApiError(
    409,
    'enforcement_needs_connection',
    'Requiring SSO needs a turned-on connection and a verified domain, or nobody of the domain could sign in.',
  );

function refused(code: string, message: string): ApiError {
  return new ApiError(422, code, message);
}

/** A form post's fields, at most 256 KB (a SAML response with its certificate fits). */
async function readForm(ctx: Context): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded') || !ctx.req.readable) {
    return new URLSearchParams();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 256 * 1024) return new URLSearchParams();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The grant of the session a request comes from (requireUser's), kept when others end. */
function grantOf(ctx: Context): string | undefined {
  return (ctx.state as { grantId?: string }).grantId;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function ssoRoutes(services: SsoRouteServices): Router[] {
  const { db, sso: store, organisations, provider, publicUrl } = services;
  const signedIn: Middleware<ActiveUserState>[] = [requireUser(provider), activeUser(db)];
  const boundInteraction = interactionBinding(provider, db);
  const broker = federationBroker(services);
  const router = new Router();

  function admin(ctx: Context): string {
    const { userId } = ctx.state as ActiveUserState;
    const id = (ctx.params as { organisationId?: string }).organisationId ?? '';
    const organisation = organisations.find(id);
    const me = organisation ? organisations.member(organisation.id, userId) : undefined;
    if (!organisation || !me) throw notAMember();
    if (rank(me.role) < ADMIN) throw insufficientRole();
    return organisation.id;
  }

  async function requireRecent(ctx: Context): Promise<void> {
    await services.recentAuth.requireRecent(ctx as Parameters<Middleware>[0], async () => {});
  }

  function connectionOf(ctx: Context, organisationId: string): ConnectionRow {
    const id = (ctx.params as { connectionId?: string }).connectionId ?? '';
    const row = CONNECTION_ID.test(id) ? store.connection(id) : undefined;
    if (!row || row.organisation_id !== organisationId) {
      throw ApiError.notFound('No connection with this id.');
    }
    return row;
  }

  const connectionView = (row: ConnectionRow): Schema<'SsoConnection'> => {
    const base = {
      id: row.id,
      type: row.type,
      name: row.name,
      enabled: row.enabled === 1,
      trustIdpMfa: row.trust_idp_mfa === 1,
      createdAt: row.created_at,
      lastError: row.last_error
        ? (JSON.parse(row.last_error) as Schema<'SsoConnection'>['lastError'])
        : null,
      lastTest: row.last_test
        ? (JSON.parse(row.last_test) as Schema<'SsoConnection'>['lastTest'])
        : null,
    };
    if (row.type === 'oidc') {
      const config = JSON.parse(row.config) as OidcConfig;
      return {
        ...base,
        oidc: {
          issuer: config.issuer,
          clientId: config.clientId,
          scopes: config.scopes,
          redirectUri: callbackUrl(publicUrl, row.id),
        },
      };
    }
    const config = JSON.parse(row.config) as SamlConfig;
    const urls = serviceProviderUrls(publicUrl, row.id);
    const { description } = identityProvider(config.metadataXml);
    return {
      ...base,
      saml: {
        idpEntityId: description.entityId,
        ssoUrl: description.ssoUrl,
        metadataUrl: config.metadataUrl,
        certificateNotAfter: description.certificateNotAfter,
        spEntityId: urls.entityId,
        acsUrl: urls.acsUrl,
        spMetadataUrl: urls.metadataUrl,
      },
    };
  };

  const domainView = (row: DomainRow): Schema<'SsoDomain'> => ({
    domain: row.domain,
    verified: row.verified_at !== null,
    verifiedAt: row.verified_at,
    record: verificationRecord(row.domain, row.token),
  });

  const settingsView = (organisationId: string): Schema<'SsoSettings'> => {
    const settings = store.settings(organisationId);
    return {
      enforced: settings.enforced === 1,
      jit: { enabled: settings.jit_enabled === 1, role: settings.jit_role },
      connections: store.connections(organisationId).map(connectionView),
      domains: store.domains(organisationId).map(domainView),
    };
  };

  /** Enforcement stays possible: an enabled connection and a verified domain remain. */
  function keepsEnforcementPossible(
    organisationId: string,
    change: { disable?: string; removeDomain?: string },
  ): void {
    if (store.settings(organisationId).enforced !== 1) return;
    const connections = store
      .connections(organisationId)
      .filter((row) => row.enabled === 1 && row.id !== change.disable);
    const domains = store
      .domains(organisationId)
      .filter((row) => row.verified_at !== null && row.domain !== change.removeDomain);
    if (connections.length === 0 || domains.length === 0) throw needsConnection();
  }

  // ---- checking what an admin configures ----------------------------------------------------

  async function fetchFromAdmin(raw: string): Promise<string> {
    let url: URL;
    try {
      url = await checkUrl(raw, { production: services.production });
    } catch (error) {
      if (error instanceof UrlRefused) throw refused('metadata_url_refused', error.message);
      throw error;
    }
    try {
      return await fetchText(url, { production: services.production });
    } catch (error) {
      if (error instanceof UrlRefused) throw refused('metadata_url_refused', error.message);
      if (error instanceof FetchFailed) throw refused('metadata_unavailable', error.message);
      throw error;
    }
  }

  /** The issuer's discovery document must be its own and complete (OIDC Discovery 1.0, 4.3). */
  async function checkDiscovery(issuer: string): Promise<void> {
    let text: string;
    try {
      text = await fetchFromAdmin(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'metadata_unavailable') {
        throw refused('discovery_failed', `The discovery document did not load: ${error.message}`);
      }
      throw error;
    }
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw refused('discovery_failed', 'The discovery document is not JSON.');
    }
    if (document.issuer !== issuer) {
      throw refused(
        'discovery_failed',
        `The discovery document names the issuer ${String(document.issuer)}, not ${issuer}: enter the issuer exactly as the provider states it.`,
      );
    }
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri']) {
      if (typeof document[field] !== 'string') {
        throw refused('discovery_failed', `The discovery document has no ${field}.`);
      }
    }
  }

  async function samlConfig(body: Record<string, unknown>): Promise<SamlConfig> {
    const xml = typeof body.metadataXml === 'string' ? body.metadataXml.trim() : '';
    const url = typeof body.metadataUrl === 'string' ? body.metadataUrl.trim() : '';
    if ((xml ? 1 : 0) + (url ? 1 : 0) !== 1) {
      throw ApiError.validation(xml ? { metadataUrl: 'invalid' } : { metadataXml: 'required' });
    }
    const metadataXml = xml || (await fetchFromAdmin(url));
    try {
      identityProvider(metadataXml);
    } catch (error) {
      if (error instanceof MetadataRefusal) throw refused(error.code, error.message);
      throw error;
    }
    return { metadataXml, metadataUrl: url || null };
  }

  function readName(value: unknown, fields: Record<string, string>): string {
    const name = typeof value === 'string' ? value.trim() : '';
    if (!name) fields.name = 'required';
    else if ([...name].length > NAME_MAX) fields.name = 'too_long';
    else if (/\p{Cc}/u.test(name)) fields.name = 'invalid';
    return name;
  }

  function readScopes(value: unknown, fields: Record<string, string>): string[] {
    if (value === undefined) return ['openid', 'email', 'profile'];
    if (
      !Array.isArray(value) ||
      value.length > 20 ||
      !value.every((s) => typeof s === 'string' && SCOPE.test(s))
    ) {
      fields.scopes = 'invalid';
      return [];
    }
    // `openid` and `email` are always asked: the broker needs the ID token and the address.
    return [...new Set(['openid', 'email', ...(value as string[])])];
  }

  // ---- administration -----------------------------------------------------------------------

  router.get('/organisations/:organisationId/sso', ...signedIn, (ctx) => {
    const organisationId = admin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = settingsView(organisationId) satisfies ResponseBody<'getOrganisationSso', 200>;
  });

  router.put('/organisations/:organisationId/sso/settings', ...signedIn, async (ctx) => {
    const organisationId = admin(ctx);
    const body = bodyOf(ctx);
    const fields: Record<string, string> = {};
    for (const name of ['enforced', 'jitEnabled'] as const) {
      if (body[name] !== undefined && typeof body[name] !== 'boolean') fields[name] = 'invalid';
    }
    const roles = organisations.roles(organisations.find(organisationId)!);
    if (
      body.jitRole !== undefined &&
      (typeof body.jitRole !== 'string' ||
        !roles.includes(body.jitRole) ||
        JIT_FORBIDDEN.has(body.jitRole))
    ) {
      fields.jitRole = 'invalid';
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    await requireRecent(ctx);
    const current = store.settings(organisationId);
    const next = {
      ...current,
      enforced: body.enforced === undefined ? current.enforced : body.enforced ? 1 : 0,
      jit_enabled: body.jitEnabled === undefined ? current.jit_enabled : body.jitEnabled ? 1 : 0,
      jit_role: typeof body.jitRole === 'string' ? body.jitRole : current.jit_role,
    };
    if (next.enforced === 1) {
      const anyConnection = store.connections(organisationId).some((row) => row.enabled === 1);
      const anyDomain = store.domains(organisationId).some((row) => row.verified_at !== null);
      if (!anyConnection || !anyDomain) throw needsConnection();
    }
    store.saveSettings(next);
    if (next.enforced === 1 && current.enforced !== 1) {
      // From now on, not from each person's next sign-in (sign-out.ts).
      endSessionsOutsideSso(services, {
        organisationId,
        domains: store
          .domains(organisationId)
          .filter((row) => row.verified_at !== null)
          .map((row) => row.domain),
        actorId: (ctx.state as ActiveUserState).userId,
        actorGrantId: grantOf(ctx),
      });
    }
    ctx.body = settingsView(organisationId) satisfies ResponseBody<
      'updateOrganisationSsoSettings',
      200
    >;
  });

  router.post('/organisations/:organisationId/sso/connections', ...signedIn, async (ctx) => {
    const organisationId = admin(ctx);
    const body = bodyOf(ctx);
    const fields: Record<string, string> = {};
    const type = body.type;
    if (type !== 'oidc' && type !== 'saml')
      fields.type = type === undefined ? 'required' : 'invalid';
    const name = readName(body.name, fields);
    let oidc: OidcConfig | undefined;
    if (type === 'oidc') {
      const issuer = typeof body.issuer === 'string' ? body.issuer.trim() : '';
      if (!issuer) fields.issuer = 'required';
      else if (issuer.length > 2048 || !/^https?:\/\//.test(issuer)) fields.issuer = 'invalid';
      const clientId = typeof body.clientId === 'string' ? body.clientId.trim() : '';
      if (!clientId) fields.clientId = 'required';
      const clientSecret = typeof body.clientSecret === 'string' ? body.clientSecret : '';
      if (!clientSecret) fields.clientSecret = 'required';
      oidc = { issuer, clientId, clientSecret, scopes: readScopes(body.scopes, fields) };
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    await requireRecent(ctx);
    if (store.connections(organisationId).length >= MAX_CONNECTIONS) {
      throw new ApiError(409, 'too_many_connections', 'An organisation has at most 5 connections.');
    }
    let config: OidcConfig | SamlConfig;
    if (oidc) {
      await checkDiscovery(oidc.issuer);
      config = oidc;
    } else {
      config = await samlConfig(body);
    }
    const row = store.createConnection({
      organisationId,
      type: type as 'oidc' | 'saml',
      name,
      config,
    });
    ctx.status = 201;
    ctx.body = connectionView(row) satisfies ResponseBody<'createSsoConnection', 201>;
  });

  router.patch(
    '/organisations/:organisationId/sso/connections/:connectionId',
    ...signedIn,
    async (ctx) => {
      const organisationId = admin(ctx);
      const row = connectionOf(ctx, organisationId);
      const body = bodyOf(ctx);
      const fields: Record<string, string> = {};
      const name = body.name === undefined ? undefined : readName(body.name, fields);
      if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
        fields.enabled = 'invalid';
      if (body.trustIdpMfa !== undefined && typeof body.trustIdpMfa !== 'boolean')
        fields.trustIdpMfa = 'invalid';
      const oidcChange = ['clientId', 'clientSecret', 'scopes'].some((k) => body[k] !== undefined);
      const samlChange = ['metadataXml', 'metadataUrl'].some((k) => body[k] !== undefined);
      if (row.type === 'saml' && oidcChange) fields.clientId = 'invalid';
      if (row.type === 'oidc' && samlChange) fields.metadataXml = 'invalid';
      let config: OidcConfig | SamlConfig | undefined;
      if (row.type === 'oidc' && oidcChange) {
        const current = JSON.parse(row.config) as OidcConfig;
        config = {
          ...current,
          clientId:
            typeof body.clientId === 'string' && body.clientId.trim()
              ? body.clientId.trim()
              : current.clientId,
          clientSecret:
            typeof body.clientSecret === 'string' && body.clientSecret
              ? body.clientSecret
              : current.clientSecret,
          scopes: body.scopes === undefined ? current.scopes : readScopes(body.scopes, fields),
        };
      }
      if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
      await requireRecent(ctx);
      if (body.enabled === false) keepsEnforcementPossible(organisationId, { disable: row.id });
      if (row.type === 'saml' && samlChange) config = await samlConfig(body);
      store.updateConnection(row.id, {
        name,
        enabled: body.enabled as boolean | undefined,
        trustIdpMfa: body.trustIdpMfa as boolean | undefined,
        config,
      });
      ctx.body = connectionView(store.connection(row.id)!) satisfies ResponseBody<
        'updateSsoConnection',
        200
      >;
    },
  );

  router.delete(
    '/organisations/:organisationId/sso/connections/:connectionId',
    ...signedIn,
    async (ctx) => {
      const organisationId = admin(ctx);
      const row = connectionOf(ctx, organisationId);
      await requireRecent(ctx);
      keepsEnforcementPossible(organisationId, { disable: row.id });
      store.deleteConnection(row.id);
      ctx.status = 204;
    },
  );

  router.post(
    '/organisations/:organisationId/sso/connections/:connectionId/test',
    ...signedIn,
    async (ctx) => {
      const organisationId = admin(ctx);
      const row = connectionOf(ctx, organisationId);
      const checks: Schema<'SsoConnectionTest'>['checks'] = [];
      const attempt = async (
        check: 'discovery' | 'metadata' | 'certificate' | 'endpoint',
        run: () => Promise<string>,
      ) => {
        try {
          checks.push({ check, ok: true, message: await run() });
        } catch (error) {
          if (!(error instanceof ApiError || error instanceof MetadataRefusal)) throw error;
          checks.push({ check, ok: false, message: error.message });
        }
      };
      if (row.type === 'oidc') {
        const config = JSON.parse(row.config) as OidcConfig;
        await attempt('discovery', async () => {
          await checkDiscovery(config.issuer);
          return 'The discovery document loads and names this issuer.';
        });
      } else {
        const config = JSON.parse(row.config) as SamlConfig;
        let xml = config.metadataXml;
        await attempt('metadata', async () => {
          if (config.metadataUrl) xml = await fetchFromAdmin(config.metadataUrl);
          identityProvider(xml);
          return 'The metadata describes an identity provider with a signing certificate.';
        });
        await attempt('certificate', async () => {
          const until = identityProvider(xml).description.certificateNotAfter;
          if (until && Date.parse(until) <= services.clock()) {
            throw refused('metadata_invalid', `The signing certificate expired on ${until}.`);
          }
          return until
            ? `The signing certificate is valid until ${until}.`
            : 'The signing certificate is present.';
        });
      }
      ctx.body = { ok: checks.every((c) => c.ok), checks } satisfies ResponseBody<
        'testSsoConnection',
        200
      >;
    },
  );

  // A test sign-in (docs/enterprise-sso.md, "Test sign-in"): the same request a sign-in sends,
  // with a state of its own (SAML's RelayState, OIDC's `state`); the ACS or the federation
  // callback runs every check and keeps the result for the admin's session to claim, signing
  // nobody in. A turned-off connection can be tested (its point).
  router.post(
    '/organisations/:organisationId/sso/connections/:connectionId/test-sign-in',
    ...signedIn,
    async (ctx) => {
      const organisationId = admin(ctx);
      const row = connectionOf(ctx, organisationId);
      const test = {
        connection_id: row.id,
        user_id: (ctx.state as ActiveUserState).userId,
        grant_id: grantOf(ctx) ?? null,
        return_to: appLink(pickApp(services.apps, ctx.get('Origin')), 'organisations', {
          organisation: organisationId,
        }),
      };
      let url: URL;
      if (row.type === 'oidc') {
        // PKCE, nonce and state as a sign-in's (federation/routes.ts); the nonce is what the ID
        // token must answer, kept as the test's request_id.
        const nonce = randomToken();
        const verifier = randomToken();
        const state = store.beginTest({ ...test, request_id: nonce, code_verifier: verifier });
        try {
          url = new URL(
            await services.upstream.authorizationUrl(
              oidcProviderOf(row),
              callbackUrl(publicUrl, row.id),
              { state: `${TEST_STATE_PREFIX}${state}`, nonce, verifier },
            ),
          );
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          throw refused(
            'discovery_failed',
            "The identity provider's discovery document could not be loaded.",
          );
        }
      } else {
        const { idp } = identityProvider((JSON.parse(row.config) as SamlConfig).metadataXml);
        const request = loginRequest(serviceProvider(serviceProviderUrls(publicUrl, row.id)), idp);
        const state = store.beginTest({ ...test, request_id: request.id, code_verifier: null });
        url = new URL(request.url);
        // Requests are not signed (authnRequestsSigned false): RelayState rides beside it.
        url.searchParams.set('RelayState', `${TEST_STATE_PREFIX}${state}`);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = { url: url.toString() } satisfies ResponseBody<'startSsoTestSignIn', 201>;
    },
  );

  router.post(
    '/organisations/:organisationId/sso/connections/:connectionId/test-sign-in/result',
    ...signedIn,
    (ctx) => {
      const organisationId = admin(ctx);
      const row = connectionOf(ctx, organisationId);
      const key = bodyOf(ctx).result;
      if (typeof key !== 'string' || !key) throw ApiError.validation({ result: 'required' });
      const test = store.takeTestResult(key);
      // Only the session that started it claims it: another admin's, a stranger's, a used or
      // an old one are the same refusal.
      if (
        !test?.result ||
        test.connection_id !== row.id ||
        test.user_id !== (ctx.state as ActiveUserState).userId ||
        (test.grant_id ?? null) !== (grantOf(ctx) ?? null)
      ) {
        throw new ApiError(
          409,
          'test_state_mismatch',
          'This test sign-in result is not one this session started, or it was already shown or is too old. Start a new test sign-in.',
        );
      }
      store.setLastTest(row.id, JSON.parse(test.result) as TestResult);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = connectionView(store.connection(row.id)!) satisfies ResponseBody<
        'claimSsoTestSignIn',
        200
      >;
    },
  );

  router.post('/organisations/:organisationId/sso/domains', ...signedIn, (ctx) => {
    const organisationId = admin(ctx);
    const body = bodyOf(ctx);
    const domain = typeof body.domain === 'string' ? body.domain.trim().toLowerCase() : '';
    if (!domain) throw ApiError.validation({ domain: 'required' });
    if (!DOMAIN.test(domain)) throw ApiError.validation({ domain: 'invalid' });
    const owner = store.verifiedOwner(domain);
    if (owner && owner !== organisationId) {
      throw new ApiError(409, 'domain_taken', 'Another organisation has verified this domain.');
    }
    if (store.domain(organisationId, domain)) {
      throw new ApiError(409, 'domain_exists', 'This domain is already added.');
    }
    if (store.domains(organisationId).length >= MAX_DOMAINS) {
      throw new ApiError(409, 'too_many_domains', 'An organisation has at most 20 domains.');
    }
    ctx.status = 201;
    ctx.body = domainView(store.addDomain(organisationId, domain)) satisfies ResponseBody<
      'addSsoDomain',
      201
    >;
  });

  function domainOfPath(ctx: Context, organisationId: string): DomainRow {
    const domain = ((ctx.params as { domain?: string }).domain ?? '').toLowerCase();
    const row = store.domain(organisationId, domain);
    if (!row) throw ApiError.notFound('No such domain here.');
    return row;
  }

  router.post(
    '/organisations/:organisationId/sso/domains/:domain/verify',
    ...signedIn,
    async (ctx) => {
      const organisationId = admin(ctx);
      const row = domainOfPath(ctx, organisationId);
      const record = verificationRecord(row.domain, row.token);
      if (row.verified_at === null) {
        let values: string[];
        try {
          values = await services.dnsLookup(record.name);
        } catch (error) {
          if (!(error instanceof DnsUnavailable)) throw error;
          throw new ApiError(
            503,
            'dns_unavailable',
            'The DNS resolver did not answer. Try again later.',
          );
        }
        if (!values.includes(record.value)) {
          throw new ApiError(
            409,
            'domain_not_verified',
            `No TXT record ${record.name} with the expected value was found. DNS changes can take a while to show.`,
          );
        }
        if (!store.markVerified(organisationId, row.domain)) {
          throw new ApiError(409, 'domain_taken', 'Another organisation has verified this domain.');
        }
        // Enforcement covers the domain from this moment: as when it is turned on.
        if (store.settings(organisationId).enforced === 1) {
          endSessionsOutsideSso(services, {
            organisationId,
            domains: [row.domain],
            actorId: (ctx.state as ActiveUserState).userId,
            actorGrantId: grantOf(ctx),
          });
        }
      }
      ctx.body = domainView(store.domain(organisationId, row.domain)!) satisfies ResponseBody<
        'verifySsoDomain',
        200
      >;
    },
  );

  router.delete('/organisations/:organisationId/sso/domains/:domain', ...signedIn, (ctx) => {
    const organisationId = admin(ctx);
    const row = domainOfPath(ctx, organisationId);
    if (row.verified_at !== null)
      keepsEnforcementPossible(organisationId, { removeDomain: row.domain });
    store.removeDomain(organisationId, row.domain);
    ctx.status = 204;
  });

  // ---- sign-in ------------------------------------------------------------------------------

  const startUrlOf = (uid: string, connectionId: string) =>
    `${publicUrl}${AUTHORITY_PATH}/interaction/${encodeURIComponent(uid)}/sso/${connectionId}`;

  // Identifier-first: the answer depends on the address's domain alone (no account is looked up).
  router.post('/auth/sso/discovery', (ctx) => {
    const body = bodyOf(ctx);
    const { email, problem } = readEmail(body.email);
    const fields: Record<string, string> = {};
    if (problem) fields.email = problem;
    const uid = typeof body.interaction === 'string' ? body.interaction : '';
    if (!uid) fields.interaction = 'required';
    else if (!/^[A-Za-z0-9_-]{1,64}$/.test(uid)) fields.interaction = 'invalid';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    const route = store.route(domainOf(email));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (
      route
        ? { sso: true, enforced: route.enforced, startUrl: startUrlOf(uid, route.connection.id) }
        : { sso: false }
    ) satisfies ResponseBody<'discoverSso', 200>;
  });

  router.get(`${AUTHORITY_PATH}/interaction/:uid/sso/:connectionId`, async (ctx) => {
    const interaction = await boundInteraction(ctx).catch(() => null);
    if (!interaction) {
      broker.backToSignIn(ctx, null, { ssoError: 'sign_in_expired' });
      return;
    }
    const id = ctx.params.connectionId ?? '';
    const connection = CONNECTION_ID.test(id) ? store.connection(id) : undefined;
    if (!connection || connection.enabled !== 1) {
      broker.backToSignIn(ctx, interaction, { ssoError: 'connection_unavailable' });
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    if (connection.type === 'oidc') {
      // The broker's own step for this interaction (same origin: the cookies come along).
      ctx.redirect(
        `${publicUrl}${AUTHORITY_PATH}/interaction/${encodeURIComponent(interaction.uid)}/federation/${id}`,
      );
      return;
    }
    const { idp } = identityProvider((JSON.parse(connection.config) as SamlConfig).metadataXml);
    const request = loginRequest(serviceProvider(serviceProviderUrls(publicUrl, id)), idp);
    store.beginSamlRequest({
      id: request.id,
      connectionId: id,
      interactionUid: interaction.uid,
      // Present: boundInteraction checked it against the interaction's.
      deviceHash: readDevice(ctx) ?? '',
    });
    ctx.redirect(request.url);
  });

  router.get('/auth/saml/:connectionId/metadata', (ctx) => {
    const id = ctx.params.connectionId ?? '';
    const connection = CONNECTION_ID.test(id) ? store.connection(id) : undefined;
    if (!connection || connection.type !== 'saml')
      throw ApiError.notFound('No SAML connection with this id.');
    ctx.type = 'application/samlmetadata+xml';
    ctx.body = serviceProviderMetadata(serviceProviderUrls(publicUrl, id));
  });

  /** A refused SAML sign-in: said on the sign-in page, and kept for the IT admin's screen. */
  function samlRefused(ctx: Context, connectionId: string, code: string, message: string) {
    if (store.connection(connectionId)) store.setLastError(connectionId, { code, message });
    broker.backToSignIn(ctx, null, { ssoError: code });
  }

  // The IdP's cross-site POST carries no SameSite=Lax cookie: everything the response itself
  // holds is checked here; what binds it to this browser is checked by the same-site GET next.
  /**
   * The answer to a test sign-in: every check of a sign-in (signature, audience, recipient,
   * time window, replay, InResponseTo, the address's domain), then back to the organisation's
   * page with a key the admin's session claims. Nobody is signed in, made or joined.
   */
  async function testAnswer(
    ctx: Context,
    connection: ConnectionRow,
    state: string,
    samlResponse: string,
  ): Promise<void> {
    const test = store.pendingTest(state);
    if (!test || test.connection_id !== connection.id) {
      broker.backToSignIn(ctx, null, { ssoError: 'state_mismatch' });
      return;
    }
    const at = new Date(services.clock()).toISOString();
    const failed = (code: string, message: string): TestResult => ({
      ok: false,
      at,
      code,
      message,
    });
    let result: TestResult;
    const urls = serviceProviderUrls(publicUrl, connection.id);
    try {
      const { idp } = identityProvider((JSON.parse(connection.config) as SamlConfig).metadataXml);
      const identity = await validateResponse({
        sp: serviceProvider(urls),
        idp,
        urls,
        samlResponse,
        now: services.clock(),
      });
      if (!store.firstSighting(identity.assertionId, identity.expiresAt)) {
        result = failed('saml_replayed', SAML_MESSAGES.saml_replayed);
      } else if (identity.requestId !== test.request_id) {
        result = failed('saml_unsolicited', SAML_MESSAGES.saml_unsolicited);
      } else if (store.verifiedOwner(domainOf(identity.email)) !== connection.organisation_id) {
        result = failed('email_domain_not_verified', SSO_MESSAGES.email_domain_not_verified);
      } else {
        result = { ok: true, at, email: identity.email, attributes: identity.attributes };
      }
    } catch (error) {
      if (!(error instanceof SamlRefusal)) throw error;
      result = failed(error.failure, error.message);
    }
    const answered = store.answerTest(state, result);
    if (!answered) {
      broker.backToSignIn(ctx, null, { ssoError: 'state_mismatch' });
      return;
    }
    const back = new URL(answered.row.return_to);
    back.searchParams.set('ssoTest', answered.key);
    back.searchParams.set('ssoTestConnection', connection.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(back.toString());
  }

  router.post('/auth/saml/:connectionId/acs', async (ctx) => {
    const id = ctx.params.connectionId ?? '';
    const connection = CONNECTION_ID.test(id) ? store.connection(id) : undefined;
    const form = await readForm(ctx);
    const relayState = form.get('RelayState') ?? '';
    if (connection?.type === 'saml' && relayState.startsWith(TEST_STATE_PREFIX)) {
      await testAnswer(
        ctx,
        connection,
        relayState.slice(TEST_STATE_PREFIX.length),
        form.get('SAMLResponse') ?? '',
      );
      return;
    }
    if (!connection || connection.type !== 'saml' || connection.enabled !== 1) {
      broker.backToSignIn(ctx, null, { ssoError: 'connection_unavailable' });
      return;
    }
    const urls = serviceProviderUrls(publicUrl, id);
    const { idp } = identityProvider((JSON.parse(connection.config) as SamlConfig).metadataXml);
    let identity: Awaited<ReturnType<typeof validateResponse>>;
    try {
      identity = await validateResponse({
        sp: serviceProvider(urls),
        idp,
        urls,
        samlResponse: form.get('SAMLResponse') ?? '',
        now: services.clock(),
      });
    } catch (error) {
      if (!(error instanceof SamlRefusal)) throw error;
      samlRefused(ctx, id, error.failure, error.message);
      return;
    }
    if (!store.firstSighting(identity.assertionId, identity.expiresAt)) {
      samlRefused(ctx, id, 'saml_replayed', SAML_MESSAGES.saml_replayed);
      return;
    }
    const request = store.takeSamlRequest(identity.requestId);
    if (!request || request.connection_id !== id) {
      samlRefused(ctx, id, 'saml_unsolicited', SAML_MESSAGES.saml_unsolicited);
      return;
    }
    const key = store.keepSamlResult({
      connection_id: id,
      interaction_uid: request.interaction_uid,
      device_hash: request.device_hash,
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      amr: JSON.stringify(identity.amr),
    });
    const next = `${urls.entityId}/continue?result=${encodeURIComponent(key)}`;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    // A page of ours continuing as a same-site navigation (the device cookie comes along); the
    // meta refresh needs no script, the link is there if a browser does not follow it.
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0;url=${escapeHtml(next)}"><title>Continue</title></head>
<body><a href="${escapeHtml(next)}">Continue</a></body></html>`;
  });

  router.get('/auth/saml/:connectionId/continue', async (ctx) => {
    const id = ctx.params.connectionId ?? '';
    const key = typeof ctx.query.result === 'string' ? ctx.query.result : '';
    const result = key ? store.takeSamlResult(key) : undefined;
    if (!result || result.connection_id !== id || readDevice(ctx) !== result.device_hash) {
      broker.backToSignIn(ctx, null, { ssoError: 'state_mismatch' });
      return;
    }
    const interaction = await provider.Interaction.find(result.interaction_uid);
    if (!interaction) {
      broker.backToSignIn(ctx, null, { ssoError: 'sign_in_expired' });
      return;
    }
    try {
      await broker.signInWith(
        ctx,
        interaction,
        { id },
        {
          subject: result.subject,
          email: result.email,
          name: result.name,
          amr: (JSON.parse(result.amr) as unknown[]).filter(
            (value): value is string => typeof value === 'string',
          ),
        },
      );
    } catch (error) {
      if (error instanceof SsoRefusal || error instanceof ApiError) {
        broker.backToSignIn(ctx, interaction, { ssoError: error.code });
        return;
      }
      throw error;
    }
  });

  return [router];
}

/**
 * Enforcement (the password sign-in, sign-in/interaction-routes.ts): the start URL when the
 * address's domain requires its organisation's SSO. By domain only, like discovery.
 */
export function ssoRequiredFor(
  store: SsoStore,
  publicUrl: string,
  email: string,
  uid: string,
): string | undefined {
  const route = store.route(domainOf(email));
  if (!route?.enforced) return undefined;
  return `${publicUrl}${AUTHORITY_PATH}/interaction/${encodeURIComponent(uid)}/sso/${route.connection.id}`;
}

export { SSO_MESSAGES };
