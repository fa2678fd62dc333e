// Settings for the dev API, read from the environment once at start-up.
import path from 'node:path';
import { devApiDir } from '../platform/env.ts';
import { CONSENT_VERSIONS, type ConsentVersions } from '../consents/store.ts';
import { DEV_TWO_STEP_KEY } from '../two-step/secrets.ts';
import type { AbuseConfig } from '../abuse/settings.ts';
import { readAbuseConfig } from '../abuse/config.ts';
import { readFederationConfig } from '../federation/config.ts';
import type { FederationConfig } from '../federation/providers.ts';
import { isProduction } from '../platform/env.ts';

/** The dev-api folder (kept here too: the config and its tests read paths from it). */
export { devApiDir };

export const defaultDbFile = path.join(devApiDir, 'data', 'dev.sqlite');

export interface Config {
  apiPort: number;
  /** The stand-in upstream identity provider "Example ID" (UPSTREAM_PORT; docs/federation.md). */
  upstreamPort: number;
  accountPort: number;
  hostPort: number;
  /** The browser tests' Rspack and Vite hosts (hosts/), each an origin of its own. */
  hostPorts: { rspack: number; vite: number };
  /** Absolute path of the SQLite file, or ':memory:'. */
  dbFile: string;
  /** Base URL the browser uses to reach this API; absolute links are built from it. */
  publicUrl: string;
  /** Browser origins allowed to call the API with credentials. */
  allowedOrigins: string[];
  /** Keys Koa signs cookies with (oidc-provider needs them on the parent app). */
  cookieKeys: string[];
  /** Access-token lifetime in seconds (ACCESS_TOKEN_TTL); tests shorten it to see renewal. */
  accessTokenTtl: number;
  /** Where the account app runs: standalone, and under /account in the host demo. */
  apps: { origin: string; basePath: string }[];
  /** Reverse proxies in front of the API whose X-Forwarded-For is trusted (TRUSTED_PROXIES). */
  trustedProxies: number;
  /**
   * Key material (TWO_STEP_KEY, at least 32 characters) for the TOTP secrets at rest and the
   * recovery codes' keyed hashes (two-step/secrets.ts).
   */
  twoStepKey: string;
  /**
   * The terms' and privacy notice's versions in force (TERMS_VERSION, PRIVACY_VERSION): a user
   * who has not accepted one is asked to at the next sign-in (docs/your-data.md).
   */
  consentVersions: ConsentVersions;
  /** The abuse stand-ins' port in development (ABUSE_STAND_IN_PORT; docs/abuse-protection.md). */
  abuseStandInPort: number;
  /** Challenges, breached passwords, disposable addresses (abuse/config.ts reads them). */
  abuse: AbuseConfig;
  /**
   * The identity providers from FEDERATION_PROVIDERS and FEDERATION_{ID}_* (federation/config.ts);
   * undefined when unset: development brokers the stand-ins, production none.
   */
  federation: FederationConfig | undefined;
}

/** A document version: a short label such as `2026-01` (compared for equality, not order). */
function readVersion(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^[A-Za-z0-9._-]{1,32}$/.test(raw)) {
    throw new ConfigError(
      `${name} must be a version label of up to 32 letters, digits, dots, dashes or underscores, got "${raw}"`,
    );
  }
  return raw;
}

function readTwoStepKey(env: Env): string {
  const raw = env.TWO_STEP_KEY?.trim();
  if (raw === undefined || raw === '') return DEV_TWO_STEP_KEY;
  if (raw.length < 32) {
    throw new ConfigError('TWO_STEP_KEY must be at least 32 characters of random key material');
  }
  return raw;
}

/** The client renews 600 s before expiry: a shorter lifetime would make it renew constantly. */
export const MIN_ACCESS_TOKEN_TTL = 601;

function readTtl(env: Env): number {
  const raw = env.ACCESS_TOKEN_TTL?.trim();
  if (raw === undefined || raw === '') return 3600;
  const ttl = Number(raw);
  if (!/^\d+$/.test(raw) || ttl < MIN_ACCESS_TOKEN_TTL) {
    throw new ConfigError(
      `ACCESS_TOKEN_TTL must be a whole number of seconds above 600 (the client renews 600 s before expiry), got "${raw}"`,
    );
  }
  return ttl;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

function readCount(env: Env, name: string): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,2}$/.test(raw)) {
    throw new ConfigError(`${name} must be a whole number of proxies (0 for none), got "${raw}"`);
  }
  return Number(raw);
}

/** Both spellings of the loopback host, since browsers treat them as different origins. */
function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export function loadConfig(env: Env = process.env): Config {
  const apiPort = readPort(env, 'API_PORT', 4000);
  const upstreamPort = readPort(env, 'UPSTREAM_PORT', 4001);
  const accountPort = readPort(env, 'ACCOUNT_PORT', 3001);
  const hostPort = readPort(env, 'HOST_PORT', 3000);
  const hostPorts = {
    rspack: readPort(env, 'RSPACK_HOST_PORT', 3002),
    vite: readPort(env, 'VITE_HOST_PORT', 3003),
  };
  const abuseStandInPort = readPort(env, 'ABUSE_STAND_IN_PORT', 4002);

  const dbSetting = env.DEV_API_DB?.trim();
  // A path given on the command line is relative to where the command runs, like any CLI path.
  const dbFile = !dbSetting
    ? defaultDbFile
    : dbSetting === ':memory:'
      ? dbSetting
      : path.resolve(dbSetting);

  const keys = (env.DEV_API_COOKIE_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

  return {
    apiPort,
    upstreamPort,
    accountPort,
    hostPort,
    hostPorts,
    dbFile,
    publicUrl: `http://localhost:${apiPort}`,
    allowedOrigins: [accountPort, hostPort, hostPorts.rspack, hostPorts.vite].flatMap(
      loopbackOrigins,
    ),
    // Development only: a fixed key keeps cookies valid across restarts.
    cookieKeys: keys.length > 0 ? keys : ['dev-api-cookie-key-not-a-secret'],
    accessTokenTtl: readTtl(env),
    trustedProxies: readCount(env, 'TRUSTED_PROXIES'),
    twoStepKey: readTwoStepKey(env),
    abuseStandInPort,
    abuse: readAbuseConfig(env, {
      production: isProduction(env),
      standInOrigin: `http://localhost:${abuseStandInPort}`,
      fail: (message) => new ConfigError(message),
    }),
    federation: readFederationConfig(env, {
      production: isProduction(env),
      fail: (message) => new ConfigError(message),
    }),
    consentVersions: {
      terms: readVersion(env, 'TERMS_VERSION', CONSENT_VERSIONS.terms),
      privacy: readVersion(env, 'PRIVACY_VERSION', CONSENT_VERSIONS.privacy),
    },
    apps: [
      { origin: `http://localhost:${accountPort}`, basePath: '' },
      { origin: `http://localhost:${hostPort}`, basePath: '/account' },
      // The same account routes mounted by hosts built with Rspack and Vite (hosts/).
      { origin: `http://localhost:${hostPorts.rspack}`, basePath: '/account' },
      { origin: `http://localhost:${hostPorts.vite}`, basePath: '/account' },
    ],
  };
}
