import { OIDC_AUTHORITY_PATH } from '../../config/constants';
import { sameOriginPath, trimControls } from '../../lib/safe-path';

// The redirect screen's decision (docs/architecture.md, "Redirect screen"), pure so every hostile input can be unit tested.

export type RedirectTarget =
  /** Same-origin path: navigate inside the app. */
  | { kind: 'internal'; path: string }
  /**
   * Trusted absolute URL (own origin, the API outside its authority, or allow-listed): the
   * browser goes straight there.
   */
  | { kind: 'external'; url: string }
  /** Any other http(s) URL, the authority's endpoints included: ask first, naming the host. */
  | { kind: 'confirm'; url: string; host: string };

export interface RedirectContext {
  appOrigin: string;
  /** The configured `apiUrl` (no trailing slash); its authority lives at `{apiUrl}/auth/oidc`. */
  apiUrl: string;
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
  const confirm: RedirectTarget = { kind: 'confirm', url: url.href, host: url.host };
  const authority = new URL(`${context.apiUrl}${OIDC_AUTHORITY_PATH}`);
  // The authority's endpoints act on the user's session the moment they are opened
  // (`/session/end` signs out): a link must never send anyone there without asking, even when
  // the API's origin is also the app's or is allow-listed.
  if (url.origin === authority.origin && underAuthority(url.pathname, authority.pathname)) {
    return confirm;
  }
  const trusted = [context.appOrigin, authority.origin, ...context.allowedOrigins];
  // Compare parsed origins, never string prefixes: "https://app@evil.tld" and
  // "https://app.evil.tld" both have evil origins.
  if (trusted.includes(url.origin)) return { kind: 'external', url: url.href };
  return confirm;
}

/**
 * Whether a server might route `path` to the authority. We cannot know how leniently the API's
 * server reads paths, so assume the worst: percent-decoded any number of times (and judged after
 * every round, since a server may stop at any of them), any case, `\` as `/`, repeated slashes
 * merged, `;parameters` dropped, dot segments resolved or left alone. A path still encoded after
 * five rounds counts as the authority's. Over-matching only costs a confirmation page.
 */
function underAuthority(path: string, authorityPath: string): boolean {
  const prefix = normalise(authorityPath, true);
  let decoded = path;
  for (let round = 0; round <= 5; round++) {
    if (
      normalise(decoded, true).startsWith(prefix) ||
      normalise(decoded, false).startsWith(prefix)
    ) {
      return true;
    }
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (next === decoded) return false;
    decoded = next;
  }
  return true;
}

function normalise(path: string, resolveDots: boolean): string {
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replace(/\\/g, '/').split('/')) {
    const name = segment.replace(/;.*$/, '');
    if (name === '' || name === '.') continue;
    if (resolveDots && name === '..') segments.pop();
    else segments.push(name);
  }
  return '/' + segments.join('/');
}
