// The one `Services` object: built once per app from its options, handed to every capability's
// router factory (one calling convention: `routes(services)` gives the routers to mount). Each
// factory's parameter type names only what it uses, so a test or a new capability can see its
// dependencies at a glance.
import type { AuthorityServices } from '../authority/services.ts';
import { createAuthority } from '../authority/provider.ts';
import { createRecentAuth } from '../authority/recent-auth.ts';
import { systemClock } from '../platform/clock.ts';
import { isProduction } from '../platform/env.ts';
import { createThrottle } from '../platform/throttle.ts';
import { CONSENT_VERSIONS, type ConsentVersions } from '../consents/store.ts';
import { passkeyStore, type PasskeyStore } from '../passkeys/store.ts';
import { relyingParty, type RelyingParty } from '../passkeys/webauthn.ts';
import { endEmailReverts } from '../privacy/links.ts';
import { logosDir } from '../tenants/logos.ts';
import { DEV_TWO_STEP_KEY, twoStepSecrets } from '../two-step/secrets.ts';
import { twoStepStore, type TwoStepStore } from '../two-step/store.ts';
import type { AppOptions } from './app.ts';
import { findEnabledClaims, hasPassword } from '../accounts/store.ts';
import { NO_FEDERATION, type FederationConfig } from '../federation/providers.ts';
import { linkedIdentityStore, type LinkedIdentityStore } from '../federation/store.ts';
import { upstreamClient, type UpstreamClient } from '../federation/upstream.ts';
import {
  organisationClaims,
  organisationStore,
  type OrganisationStore,
} from '../organisations/store.ts';
import { createAbuseService, type AbuseService } from '../abuse/service.ts';
import { NO_ABUSE_PROTECTION } from '../abuse/settings.ts';
import { passwordlessStore, type PasswordlessStore } from '../passwordless/store.ts';
import type { EnterpriseBroker } from '../federation/broker.ts';
import { enterpriseBroker } from '../enterprise-sso/broker.ts';
import { resolverServers, txtLookup, type TxtLookup } from '../enterprise-sso/dns.ts';
import { ssoRequiredFor } from '../enterprise-sso/routes.ts';
import { ssoStore, type SsoStore } from '../enterprise-sso/store.ts';

export interface Services extends AuthorityServices {
  twoStep: TwoStepStore;
  passkeys: PasskeyStore;
  /** The WebAuthn relying party: the apps' host name and origins (passkeys/webauthn.ts). */
  rp: RelyingParty;
  /** The terms' and privacy notice's versions in force. */
  consentVersions: ConsentVersions;
  /** The upstream identity providers brokered, per tenant (federation/providers.ts). */
  federation: FederationConfig;
  /** The client side of upstream sign-ins (federation/upstream.ts). */
  upstream: UpstreamClient;
  linkedIdentities: LinkedIdentityStore;
  /** Organisations, members, invitations, the session's active one (organisations/store.ts). */
  organisations: OrganisationStore;
  /** Challenges, breached passwords, disposable addresses (abuse/service.ts). */
  abuse: AbuseService;
  /** Mailed sign-in codes and passkey-first sign-ups (passwordless/store.ts). */
  passwordless: PasswordlessStore;
  /** Enterprise SSO: connections, domains, settings, SAML sign-ins (enterprise-sso/store.ts). */
  sso: SsoStore;
  /** The organisations' connections as the broker sees them (enterprise-sso/broker.ts). */
  enterprise: EnterpriseBroker;
  /** TXT lookups for domain verification (enterprise-sso/dns.ts). */
  dnsLookup: TxtLookup;
  /** The password sign-in's enforcement check (enterprise-sso/routes.ts). */
  ssoRequired: (email: string, uid: string) => string | undefined;
}

export const defaultApps = [
  { origin: 'http://localhost:3001', basePath: '' },
  { origin: 'http://localhost:3000', basePath: '/account' },
];

/**
 * Everything the capabilities share, from the app's options. The provider signs its cookies with
 * the app's keys and trusts the same proxies.
 */
export function createServices(
  options: AppOptions,
  app: { cookieKeys: string[]; proxy: boolean },
): Services {
  const { db } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const apps = options.apps ?? defaultApps;
  const clock = options.clock ?? systemClock;
  // One counter store for sign-in failures, account mails, password changes and two-step codes
  // (keyed apart).
  const throttle = createThrottle(db, () => Math.floor(clock() / 1000));
  const twoStep = twoStepStore(db, twoStepSecrets(options.twoStepKey ?? DEV_TWO_STEP_KEY), clock);
  const passkeys = passkeyStore(db, clock);
  const federation = options.federation ?? NO_FEDERATION;
  const linkedIdentities = linkedIdentityStore(db, clock);
  const recentAuth = createRecentAuth({
    db,
    clock,
    // The password only when the account has one of its own (one made by a provider has not);
    // the providers it has linked, which can confirm it too (docs/federation.md).
    reauthenticationMethods: (userId) => {
      const providers = linkedIdentities
        .list(userId)
        .flatMap((row) => federation.providers.find((entry) => entry.id === row.provider) ?? [])
        .map(({ id, displayName, development }) => ({ id, displayName, development }));
      const methods: ('password' | 'passkey' | 'provider')[] = [];
      if (hasPassword(db, userId)) methods.push('password');
      if (passkeys.count(userId) > 0) methods.push('passkey');
      if (providers.length > 0) methods.push('provider');
      // One with none of them (made by a provider since unlinked) is asked for a password,
      // which "Forgot your password?" sets.
      if (methods.length === 0) methods.push('password');
      return {
        methods,
        codeRequired: twoStep.isEnabled(userId),
        ...(providers.length > 0 ? { providers } : {}),
      };
    },
    // An authentication confirms the account as it is: an old address's undo link ends.
    onAuthenticated: (userId, at) => endEmailReverts(db, userId, at),
  });
  const provider = createAuthority({
    db,
    publicUrl,
    apps,
    accessTokenTtl: options.accessTokenTtl ?? 3600,
    cookieKeys: app.cookieKeys,
    findClaims: (id) => findEnabledClaims(db, id),
    organisationClaims: (id, grantId, newSession) =>
      organisationClaims(db, id, grantId, newSession),
  });
  provider.proxy = app.proxy;
  const organisations = organisationStore(db, clock);
  const sso = ssoStore(db, clock);
  return {
    db,
    clock,
    apps,
    throttle,
    publicUrl,
    allowedOrigins: new Set(options.allowedOrigins),
    production: options.production ?? isProduction(),
    logError: options.logError ?? ((error: unknown) => console.error(error)),
    logosDir: options.logosDir ?? logosDir,
    provider,
    recentAuth,
    twoStep,
    passkeys,
    rp: relyingParty(apps),
    consentVersions: options.consentVersions ?? CONSENT_VERSIONS,
    federation,
    upstream: upstreamClient(clock),
    linkedIdentities,
    organisations,
    abuse: createAbuseService({
      db,
      clock,
      throttle,
      config: options.abuse ?? NO_ABUSE_PROTECTION,
      log: options.logWarning ?? ((message) => console.warn(message)),
    }),
    passwordless: passwordlessStore(db, clock, options.twoStepKey ?? DEV_TWO_STEP_KEY),
    sso,
    enterprise: enterpriseBroker(db, sso, organisations, apps, clock),
    dnsLookup: txtLookup(options.dnsServers ?? resolverServers()),
    ssoRequired: (email, uid) => ssoRequiredFor(sso, publicUrl, email, uid),
  };
}
