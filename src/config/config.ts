// The account configuration, checked by hand rather than with zod: AuthProvider parses it before
// the first render, and zod stays out of the sign-in screen's first load (bench/README.md, "What
// the first load holds"). Every bad value is named, by its path, as a zod schema would.
import { isSecureOrLoopback } from '../lib/logo-url';
import { DEFAULT_FORMAT_LOCALE, DEFAULT_LANGUAGE } from './constants';

export interface PosthogConfig {
  key: string;
  host: string;
}

export interface FirebaseConfig {
  options: Record<string, string>;
  appCheckSiteKey?: string;
  appCheckDebugToken?: string;
  vapidKey?: string;
  databaseUrl?: string;
}

/** The configuration as the app uses it, defaults filled. */
export interface AccountConfig {
  /** Base URL of the product API, no trailing `/`; the OIDC authority is `{apiUrl}/auth/oidc`. */
  apiUrl: string;
  /** Where the account routes are mounted: '' standalone, '/account' in the host demo. */
  basePath: string;
  posthog: PosthogConfig | null;
  firebase: FirebaseConfig | null;
  redirectAllowedOrigins: string[];
  /**
   * Origins tenant logos may load from (a Content-Security-Policy `img-src` can be built from the
   * same list); a brand whose logo is anywhere else is refused. Default: the API's origin.
   */
  logoOrigins: string[];
  /**
   * Origins a tenant's CAPTCHA (Cloudflare Turnstile, hCaptcha) loads its script and frames from
   * (docs/abuse-protection.md): the deploy kit adds exactly these to the CSP, and the app loads a
   * provider's script only from one of them. Empty (the default): only the self-hosted proof of
   * work. `https://challenges.cloudflare.com` for Turnstile; hCaptcha's hosts one by one
   * (`https://hcaptcha.com`, `https://js.hcaptcha.com`, `https://newassets.hcaptcha.com`,
   * `https://api.hcaptcha.com`, `https://api2.hcaptcha.com`): no wildcard, as for logos.
   */
  challengeOrigins: string[];
  /** A BCP 47 locale for dates and numbers. */
  defaultLocale: string;
  defaultLanguage: string;
}

/** What a configuration may leave out: every field but `apiUrl` has a default. */
export type AccountConfigInput = Pick<AccountConfig, 'apiUrl'> &
  Partial<Omit<AccountConfig, 'apiUrl' | 'logoOrigins'>> & { logoOrigins?: string[] };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid account configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** A value's check: the issues it finds (messages), none when the value is good. */
type Rule = (value: string) => string | null;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null; // named by the origin check
  }
}

const ORIGIN = 'must be an http(s) origin such as https://app.example.com, with no path';
const origin: Rule = (value) => {
  const url = parseUrl(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    ? null
    : ORIGIN;
};

/** A host a Content-Security-Policy source can carry verbatim: no `*`, `;`, `'` or `,`. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** An origin images may load from: https, or http on localhost/127.0.0.1/[::1] (development). */
const imageOrigin: Rule[] = [
  origin,
  (value) => {
    const url = parseUrl(value);
    return url !== null && isSecureOrLoopback(url)
      ? null
      : 'must be https (http only for localhost, 127.0.0.1 or [::1])';
  },
  (value) => {
    const url = parseUrl(value);
    return url !== null && (PLAIN_HOST.test(url.hostname) || url.hostname === '[::1]')
      ? null
      : 'must name one host: letters, digits, "-" and "." only (no wildcard)';
  },
];

const httpUrl: Rule = (value) =>
  ['http:', 'https:'].includes(parseUrl(value)?.protocol ?? '')
    ? null
    : 'must be an absolute http(s) URL';

const BASE_PATH = /^(\/[A-Za-z0-9._~-]+)*$/;

const locale: Rule = (value) => {
  try {
    return Intl.getCanonicalLocales(value).length === 1 ? null : BCP47;
  } catch {
    return BCP47;
  }
};
const BCP47 = 'must be a BCP 47 locale such as pt-BR';

const received = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Reads one object's fields, collecting every bad value's issue under its path. */
class Reader {
  constructor(
    private readonly issues: string[],
    private readonly path: string,
    private readonly value: Record<string, unknown>,
  ) {}

  private at(key: string | number): string {
    return this.path ? `${this.path}.${key}` : String(key);
  }

  private fail(key: string | number, message: string): undefined {
    this.issues.push(`${this.at(key)}: ${message}`);
    return undefined;
  }

  private expected(key: string | number, type: string, value: unknown): undefined {
    return this.fail(key, `Invalid input: expected ${type}, received ${received(value)}`);
  }

  /** A string passing every rule (each failing rule named), or undefined. */
  string(key: string, rules: Rule[] = [], value = this.value[key], at: string | number = key) {
    if (typeof value !== 'string') return this.expected(at, 'string', value);
    const found = rules.map((rule) => rule(value)).filter((issue) => issue !== null);
    for (const issue of found) this.fail(at, issue);
    return found.length === 0 ? value : undefined;
  }

  optionalString(key: string, rules: Rule[] = []) {
    return this.value[key] === undefined ? undefined : this.string(key, rules);
  }

  /** An array of strings passing the rules, each bad entry named by its index. */
  strings(key: string, rules: Rule[]): string[] | undefined {
    const list = this.value[key];
    if (!Array.isArray(list)) return this.expected(key, 'array', list);
    const inner = new Reader(this.issues, this.at(key), {});
    const checked = list.map((entry, i) => inner.string(String(i), rules, entry, i));
    return checked.every((entry) => entry !== undefined) ? (checked as string[]) : undefined;
  }

  /** A nested object (null when `nullable` allows it), read by `read`. */
  object<T>(key: string, read: (reader: Reader) => T | undefined, nullable = false) {
    const value = this.value[key];
    if (value === null && nullable) return null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.expected(key, 'object', value);
    }
    return read(new Reader(this.issues, this.at(key), value as Record<string, unknown>));
  }

  /** An object of string values (`Record<string, string>`). */
  record(key: string): Record<string, string> | undefined {
    const record = this.object<Record<string, string>>(key, (inner) => {
      const out: Record<string, string> = {};
      let ok = true;
      for (const name of Object.keys(inner.value)) {
        const value = inner.string(name);
        if (value === undefined) ok = false;
        else out[name] = value;
      }
      return ok ? out : undefined;
    });
    return record ?? undefined; // never null: not nullable
  }

  has(key: string): boolean {
    return this.value[key] !== undefined;
  }
}

const minLength =
  (length: number): Rule =>
  (value) =>
    value.length >= length
      ? null
      : `Too small: expected string to have >=${length} character${length === 1 ? '' : 's'}`;

/** The API's origin, where the API serves logos, when images may load from it; else none. */
function defaultLogoOrigins(apiUrl: string): string[] {
  const api = new URL(apiUrl);
  return isSecureOrLoopback(api) ? [api.origin] : [];
}

/** Validates a config object once; every bad value is named in the error (e.g. `apiUrl: ...`). */
export function parseConfig(input: unknown): AccountConfig {
  const issues: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError([`(root): Invalid input: expected object, received ${received(input)}`]);
  }
  const read = new Reader(issues, '', input as Record<string, unknown>);
  const apiUrl = read.string('apiUrl', [httpUrl])?.replace(/\/+$/, '');
  const basePath = read.has('basePath')
    ? read.string('basePath', [
        (value) => (BASE_PATH.test(value) ? null : "must be '' or a path like /account"),
      ])
    : '';
  const posthog = read.has('posthog')
    ? read.object(
        'posthog',
        (inner) => {
          const key = inner.string('key', [minLength(1)]);
          const host = inner.string('host', [httpUrl]);
          return key !== undefined && host !== undefined ? { key, host } : undefined;
        },
        true,
      )
    : null;
  const firebase = read.has('firebase')
    ? read.object(
        'firebase',
        (inner): FirebaseConfig | undefined => {
          const options = inner.record('options');
          const fields = {
            appCheckSiteKey: inner.optionalString('appCheckSiteKey'),
            appCheckDebugToken: inner.optionalString('appCheckDebugToken'),
            vapidKey: inner.optionalString('vapidKey'),
            databaseUrl: inner.optionalString('databaseUrl', [httpUrl]),
          };
          const bad = Object.entries(fields).some(
            ([key, value]) => inner.has(key) && value === undefined,
          );
          if (options === undefined || bad) return undefined;
          const firebaseConfig: FirebaseConfig = { options };
          for (const [key, value] of Object.entries(fields)) {
            if (value !== undefined) firebaseConfig[key as keyof typeof fields] = value;
          }
          return firebaseConfig;
        },
        true,
      )
    : null;
  const redirectAllowedOrigins = read.has('redirectAllowedOrigins')
    ? read.strings('redirectAllowedOrigins', [origin])
    : [];
  const logoOrigins = read.has('logoOrigins') ? read.strings('logoOrigins', imageOrigin) : null;
  const challengeOrigins = read.has('challengeOrigins')
    ? read.strings('challengeOrigins', imageOrigin)
    : [];
  const defaultLocale = read.has('defaultLocale')
    ? read.string('defaultLocale', [locale])
    : DEFAULT_FORMAT_LOCALE;
  const defaultLanguage = read.has('defaultLanguage')
    ? read.string('defaultLanguage', [minLength(2)])
    : DEFAULT_LANGUAGE;
  if (
    issues.length > 0 ||
    apiUrl === undefined ||
    basePath === undefined ||
    posthog === undefined ||
    firebase === undefined ||
    redirectAllowedOrigins === undefined ||
    logoOrigins === undefined ||
    challengeOrigins === undefined ||
    defaultLocale === undefined ||
    defaultLanguage === undefined
  ) {
    throw new ConfigError(issues);
  }
  return {
    apiUrl,
    basePath,
    posthog,
    firebase,
    redirectAllowedOrigins,
    logoOrigins: logoOrigins ?? defaultLogoOrigins(apiUrl),
    challengeOrigins,
    defaultLocale,
    defaultLanguage,
  };
}
