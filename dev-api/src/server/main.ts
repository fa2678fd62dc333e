// `npm run dev-api`: open (migrate, seed if new) the database and serve on API_PORT.
import { loadConfig } from './config.ts';
import { openDatabase } from '../platform/db.ts';
import { demoUser, seedIfEmpty } from '../dev/seed.ts';
import { startServer } from './server.ts';
import { isProduction } from '../platform/env.ts';
import { listenStandIn } from '../stand-ins/example-id.ts';
import { listenOidcIdp } from '../stand-ins/oidc-idp.ts';
import { callbackUrl, developmentFederation } from '../federation/providers.ts';
import { listenAbuseStandIn } from '../stand-ins/abuse-services.ts';
import { listenSamlIdp } from '../stand-ins/saml-idp.ts';
import { listenDnsStandIn } from '../stand-ins/dns.ts';
import { resolverServers } from '../enterprise-sso/dns.ts';

/**
 * Enterprise SSO's stand-ins are extras: a port already taken leaves them out (said once) rather
 * than stopping the API every other screen needs.
 */
function standInFailed(name: string) {
  return (error: unknown): undefined => {
    console.warn(
      `dev-api: stand-in ${name} not started:`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  };
}

async function main(): Promise<void> {
  // A signal during the start (Ctrl-C at once, a test runner stopping it as soon as it reads a
  // line below) would otherwise meet Node's default handler and kill the process with its servers
  // half open: it is kept, and the servers close once all of them have started.
  let stop: ((signal: NodeJS.Signals) => void) | null = null;
  let signalled: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop) stop(signal);
    // A second one while starting: whoever sent it will not wait.
    else if (signalled) process.exit(1);
    else signalled = signal;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const config = loadConfig();
  const db = openDatabase(config.dbFile);
  if (await seedIfEmpty(db)) console.log(`dev-api: seeded a new database at ${config.dbFile}`);

  // The providers FEDERATION_PROVIDERS names (production: the real ones). Without it,
  // development runs the stand-in "Example ID", which plays every upstream provider, each in its
  // own protocol (OpenID Connect, Apple's, Microsoft's, GitHub's; docs/federation.md), and a
  // production process brokers none.
  const standIn =
    isProduction() || config.federation
      ? undefined
      : await listenStandIn({ port: config.upstreamPort, publicHost: 'localhost' });
  const federation = config.federation ?? (standIn ? developmentFederation(standIn) : undefined);
  if (config.federation) {
    const names = config.federation.providers.map((entry) => entry.displayName).join(', ');
    console.log(`dev-api: identity providers from FEDERATION_PROVIDERS: ${names}`);
  } else if (isProduction()) {
    console.log('dev-api: no identity provider configured (FEDERATION_PROVIDERS)');
  }
  if (standIn && federation) {
    standIn.register(federation.providers.map((entry) => callbackUrl(config.publicUrl, entry.id)));
    console.log(`dev-api: stand-in identity provider "Example ID" on ${standIn.issuer}`);
  }

  // Development: Turnstile's, hCaptcha's and Have I Been Pwned's stand-ins, which the
  // development configuration points at (docs/abuse-protection.md); production asks the real ones.
  const abuseStandIn = isProduction()
    ? undefined
    : await listenAbuseStandIn({ port: config.abuseStandInPort, publicHost: 'localhost' });
  if (abuseStandIn) {
    console.log(`dev-api: Turnstile, hCaptcha and HIBP range stand-ins on ${abuseStandIn.origin}`);
  }
  // Development: enterprise SSO's stand-ins (docs/enterprise-sso.md): "Example SAML IdP" plays a
  // company's SAML identity provider (its metadata URL goes into a SAML connection), and
  // "Example DNS" answers the TXT records published on its panel, where the domain verification
  // looks (unless SSO_DNS_RESOLVER names other resolvers).
  const samlIdp = isProduction()
    ? undefined
    : await listenSamlIdp({
        port: Number(process.env.SAML_IDP_PORT ?? 4004),
        publicHost: 'localhost',
      }).catch(standInFailed('SAML IdP'));
  const dnsStandIn = isProduction()
    ? undefined
    : await listenDnsStandIn({
        dnsPort: Number(process.env.SSO_DNS_PORT ?? 5354),
        httpPort: Number(process.env.SSO_DNS_PANEL_PORT ?? 4003),
        publicHost: 'localhost',
      }).catch(standInFailed('DNS'));
  // "Example Workforce ID" plays a company's OpenID Connect provider for an OIDC connection.
  const oidcIdp = isProduction()
    ? undefined
    : await listenOidcIdp({
        port: Number(process.env.OIDC_IDP_PORT ?? 4005),
        apiUrl: config.publicUrl,
        publicHost: 'localhost',
      }).catch(standInFailed('OIDC IdP'));
  if (samlIdp) console.log(`dev-api: stand-in SAML IdP, metadata at ${samlIdp.metadataUrl}`);
  if (oidcIdp)
    console.log(`dev-api: stand-in OIDC IdP "Example Workforce ID" on ${oidcIdp.issuer}`);
  if (dnsStandIn) {
    console.log(`dev-api: stand-in DNS on ${dnsStandIn.resolver}, panel ${dnsStandIn.panelUrl}`);
  }

  const running = await startServer({
    db,
    port: config.apiPort,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    keys: config.cookieKeys,
    apps: config.apps,
    accessTokenTtl: config.accessTokenTtl,
    trustedProxies: config.trustedProxies,
    twoStepKey: config.twoStepKey,
    consentVersions: config.consentVersions,
    federation,
    abuse: config.abuse,
    dnsServers: resolverServers() ?? (dnsStandIn ? [dnsStandIn.resolver] : undefined),
  });

  let stopping = false;
  stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A second signal now gets Node's default: it ends a shutdown that hangs.
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    console.log(`dev-api: ${signal}, shutting down`);
    // Every server this process started: one left open keeps the process alive after the
    // signal, and whoever stopped it (Ctrl-C, the test runners) waits on it.
    const servers = [running, standIn, abuseStandIn, samlIdp, dnsStandIn, oidcIdp];
    Promise.all(servers.map((server) => server?.close()))
      .catch((error: unknown) => console.error('dev-api: error while closing', error))
      .finally(() => db.close());
  };
  if (signalled) {
    stop(signalled);
    return;
  }
  // Said once the signals are handled: whoever waits for this line may stop the process at once.
  console.log(`dev-api: listening on ${config.publicUrl} (database ${config.dbFile})`);
  console.log(`dev-api: demo sign-in ${demoUser.email} / ${demoUser.password}`);
}

main().catch((error: unknown) => {
  console.error('dev-api: failed to start:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
