import { sameOriginPath, trimControls } from '../../lib/safe-path';

// The redirect screen's decision (DESIGN §6.4), pure so every hostile input can be unit tested.

export type RedirectTarget =
  /** Same-origin path: navigate inside the app. */
  | { kind: 'internal'; path: string }
  /** Trusted absolute URL (own origin, API, or allow-listed): the browser goes straight there. */
  | { kind: 'external'; url: string }
  /** Any other http(s) URL: ask first, naming the destination host. */
  | { kind: 'confirm'; url: string; host: string };

export interface RedirectContext {
  appOrigin: string;
  apiOrigin: string;
  allowedOrigins: readonly string[];
}

const HOME: RedirectTarget = { kind: 'internal', path: '/' };

/**
 * @param raw the `href` query value exactly as it stands in the URL (still percent-encoded).
 */
export function resolveRedirect(raw: string | null, context: RedirectContext): RedirectTarget {
  if (raw === null) return HOME;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return HOME; // broken encoding counts as absent
  }
  // Browsers drop ASCII tab/newline anywhere in a URL and C0 controls/spaces at its ends, so
  // "java\nscript:" or "\t//evil" must be judged as the browser would read them.
  value = trimControls(value.replace(/[\t\n\r]/g, ''));
  if (value === '') return HOME;

  if (/^http/i.test(value)) return absolute(value, context);
  // Any other scheme (javascript:, data:, vbscript:, file:…) is never followed.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return HOME;
  return { kind: 'internal', path: sameOriginPath(value) };
}

function absolute(value: string, context: RedirectContext): RedirectTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return HOME;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return HOME;
  const trusted = [context.appOrigin, context.apiOrigin, ...context.allowedOrigins];
  // Compare parsed origins, never string prefixes: "https://app@evil.tld" and
  // "https://app.evil.tld" both have evil origins.
  if (trusted.includes(url.origin)) return { kind: 'external', url: url.href };
  return { kind: 'confirm', url: url.href, host: url.host };
}
