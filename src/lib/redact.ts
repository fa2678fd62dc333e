/**
 * Query parameters that may reach analytics as they are. Everything else in a URL's query is
 * dropped: our links carry single-use secrets (`?token=` of confirmation, reset and push links,
 * `code`/`state` of the callback, the authority's `interaction`), and return paths may carry a
 * host's own data. Campaign tags (`utm_*`) stay.
 */
const KEPT_PARAMS = new Set(['whitelabel', 'platform']);

export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (!KEPT_PARAMS.has(name) && !name.startsWith('utm_')) url.searchParams.delete(name);
  }
  url.hash = '';
  return url.href;
}

/** Query parameters that carry secrets in our links (for posthog-js's own masking). */
export const SECRET_PARAMS = ['token', 'code', 'state', 'interaction', 'href', 'returnTo'];

/**
 * Redacts every URL-valued property of an event, including person properties: by value, not by
 * name, since PostHog adds URL properties under many names (`$current_url`, `$referrer`,
 * `$session_entry_url`, their `$initial_` copies…).
 */
export function redactProperties<T extends Record<string, unknown> | undefined>(properties: T): T {
  if (!properties) return properties;
  const copy: Record<string, unknown> = { ...properties };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string' && /^https?:\/\//i.test(value)) copy[key] = redactUrl(value);
  }
  return copy as T;
}
