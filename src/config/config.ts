import * as z from 'zod/mini';
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

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

export const configSchema = z.object({
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
