import fc from 'fast-check';
import * as z from 'zod/mini';
import { ConfigError, parseConfig } from './config';
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

const configSchema = z.pipe(
  configFields,
  z.transform((config) => ({
    ...config,
    logoOrigins: config.logoOrigins ?? defaultLogoOrigins(config.apiUrl),
  })),
);

// config.ts checks the configuration by hand (zod stays out of the sign-in screen's first load).
// The schema above is the zod one it replaced: whatever the input, both accept the same
// configurations with the same result, and refuse the same ones naming the same values (paths),
// with the same words for every rule of ours (zod's own type messages are paraphrased).

function byZod(input: unknown) {
  const result = configSchema.safeParse(input);
  if (result.success) return { ok: true as const, value: result.data };
  return {
    ok: false as const,
    issues: result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    ),
  };
}

function byHand(input: unknown) {
  try {
    return { ok: true as const, value: parseConfig(input) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { ok: false as const, issues: error.issues };
  }
}

const paths = (issues: string[]) => issues.map((issue) => issue.slice(0, issue.indexOf(': ')));
const ours = (issues: string[]) => issues.filter((issue) => / must /.test(issue));

const url = fc.oneof(
  fc.constantFrom(
    'https://api.example.com',
    'https://api.example.com/',
    'https://api.example.com/v1//',
    'http://localhost:4000',
    'http://[::1]:8080',
    'http://127.0.0.1:4000',
    'http://cdn.example.com',
    'https://*.example.com',
    "https://a;img-src-'none'.example.com",
    'https://cdn.example.com/logos',
    'ftp://x',
    'data:',
    'javascript:alert(1)',
    '',
    'not a url',
    'https://UPPER.example.com',
    'https://xn--bcher-kva.example',
    'https://user:pw@example.com',
  ),
  fc.webUrl({ validSchemes: ['http', 'https', 'ftp'] }),
  fc.string(),
);
const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());
const field = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, anyValue);

const config = fc.record(
  {
    apiUrl: field(url),
    basePath: field(fc.constantFrom('', '/account', 'account/', '/a/b', '/a b', '/')),
    posthog: field(
      fc.record(
        { key: field(fc.constantFrom('', 'phc_1')), host: field(url) },
        { requiredKeys: [] },
      ),
    ),
    firebase: field(
      fc.record(
        {
          options: field(fc.dictionary(fc.constantFrom('apiKey', 'appId'), field(fc.string()))),
          appCheckSiteKey: field(fc.string()),
          vapidKey: field(fc.string()),
          databaseUrl: field(url),
          extra: fc.string(),
        },
        { requiredKeys: [] },
      ),
    ),
    redirectAllowedOrigins: field(fc.array(field(url), { maxLength: 3 })),
    logoOrigins: field(fc.array(field(url), { maxLength: 3 })),
    challengeOrigins: field(fc.array(field(url), { maxLength: 3 })),
    defaultLocale: field(fc.constantFrom('pt-BR', 'en-US', 'pt_BR', '', 'x', 'en-US-u-nu-arab')),
    defaultLanguage: field(fc.constantFrom('en', 'e', '', 'pt-BR')),
    unknown: fc.string(),
  },
  { requiredKeys: [] },
);

test('the hand-written check accepts and refuses what the zod schema did, naming the same values', () => {
  fc.assert(
    fc.property(fc.oneof(config, anyValue, fc.array(fc.string())), (input) => {
      const zod = byZod(input);
      const hand = byHand(input);
      expect(hand.ok).toBe(zod.ok);
      if (zod.ok && hand.ok) expect(hand.value).toEqual(zod.value);
      if (!zod.ok && !hand.ok) {
        expect(paths(hand.issues).sort()).toEqual(paths(zod.issues).sort());
        expect(ours(hand.issues).sort()).toEqual(ours(zod.issues).sort());
      }
    }),
    { numRuns: 3000 },
  );
});
