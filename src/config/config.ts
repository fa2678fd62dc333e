import * as z from 'zod/mini';
import { isSecureOrLoopback } from '../lib/logo-url';
import { DEFAULT_FORMAT_LOCALE, DEFAULT_LANGUAGE } from './constants';

const origin = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an http(s) origin such as https://app.example.com, with no path'),
);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null; // named by the origin check
  }
}

/** A host a Content-Security-Policy source can carry verbatim: no `*`, `;`, `'` or `,`. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** An origin images may load from: https, or http on localhost/127.0.0.1/[::1] (development). */
const imageOrigin = origin.check(
  z.refine((value) => {
    const url = parseUrl(value);
    return url !== null && isSecureOrLoopback(url);
  }, 'must be https (http only for localhost, 127.0.0.1 or [::1])'),
  z.refine((value) => {
    const url = parseUrl(value);
    return url !== null && (PLAIN_HOST.test(url.hostname) || url.hostname === '[::1]');
  }, 'must name one host: letters, digits, "-" and "." only (no wildcard)'),
);

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

const configFields = z.object({
  /** Base URL of the product API; the OIDC authority is `{apiUrl}/auth/oidc`. */
  apiUrl: z.pipe(
    httpUrl,
    z.transform((value) => value.replace(/\/+$/, '')),
  ),
  /** Where the account routes are mounted: '' standalone, '/account' in the host demo. */
  basePath: z._default(
    z.string().check(z.regex(/^(\/[A-Za-z0-9._~-]+)*$/, "must be '' or a path like /account")),
    '',
  ),
  posthog: z._default(
    z.nullable(z.object({ key: z.string().check(z.minLength(1)), host: httpUrl })),
    null,
  ),
  firebase: z._default(
    z.nullable(
      z.object({
        options: z.record(z.string(), z.string()),
        appCheckSiteKey: z.optional(z.string()),
        appCheckDebugToken: z.optional(z.string()),
        vapidKey: z.optional(z.string()),
        databaseUrl: z.optional(httpUrl),
      }),
    ),
    null,
  ),
  redirectAllowedOrigins: z._default(z.array(origin), []),
  /**
   * Origins tenant logos may load from (a Content-Security-Policy `img-src` can be built from the
   * same list); a brand whose logo is anywhere else is refused. Default: the API's origin.
   */
  logoOrigins: z.optional(z.array(imageOrigin)),
  /**
   * Origins a tenant's CAPTCHA (Cloudflare Turnstile, hCaptcha) loads its script and frames from
   * (docs/abuse-protection.md): the deploy kit adds exactly these to the CSP, and the app loads a
   * provider's script only from one of them. Empty (the default): only the self-hosted proof of
   * work. `https://challenges.cloudflare.com` for Turnstile; hCaptcha's hosts one by one
   * (`https://hcaptcha.com`, `https://js.hcaptcha.com`, `https://newassets.hcaptcha.com`,
   * `https://api.hcaptcha.com`, `https://api2.hcaptcha.com`): no wildcard, as for logos.
   */
  challengeOrigins: z._default(z.array(imageOrigin), []),
  defaultLocale: z._default(
    z.string().check(
      z.refine((value) => {
        try {
          return Intl.getCanonicalLocales(value).length === 1;
        } catch {
          return false;
        }
      }, 'must be a BCP 47 locale such as pt-BR'),
    ),
    DEFAULT_FORMAT_LOCALE,
  ),
  defaultLanguage: z._default(z.string().check(z.minLength(2)), DEFAULT_LANGUAGE),
});

/** The API's origin, where the API serves logos, when images may load from it; else none. */
function defaultLogoOrigins(apiUrl: string): string[] {
  const api = new URL(apiUrl);
  return isSecureOrLoopback(api) ? [api.origin] : [];
}

export const configSchema = z.pipe(
  configFields,
  z.transform((config) => ({
    ...config,
    logoOrigins: config.logoOrigins ?? defaultLogoOrigins(config.apiUrl),
  })),
);

export type AccountConfig = z.infer<typeof configSchema>;
export type AccountConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid account configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates a config object once; every bad value is named in the error (e.g. `apiUrl: ...`). */
export function parseConfig(input: unknown): AccountConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}
