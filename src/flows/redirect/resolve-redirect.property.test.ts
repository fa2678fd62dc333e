import fc from 'fast-check';
import { resolveRedirect, type RedirectContext } from './resolve-redirect';

// Properties of the redirect rules over generated hrefs, hostile shapes mixed in.

const AUTHORITY = '/auth/oidc';

const contexts: fc.Arbitrary<RedirectContext> = fc.record({
  appOrigin: fc.constantFrom('http://localhost:3001', 'https://app.example.com', 'https://x.test'),
  apiUrl: fc.constantFrom(
    'http://localhost:4000',
    'https://api.example.com',
    'https://api.example.com/v1',
    // The API shares the app's origin under a path.
    'https://app.example.com/api',
  ),
  allowedOrigins: fc.subarray([
    'https://partner.example.com',
    'https://app.example.com',
    'http://localhost:4000',
    'https://api.example.com',
  ]),
});

/** Characters that build tricky URLs: separators, escapes, controls, look-alikes. */
const trickyUnit = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  ':',
  '@',
  '%',
  '%2F',
  '%2f',
  '%5C',
  '%2e',
  '%252F',
  '?',
  '#',
  ';',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u001f',
  '\u00a0',
  'a',
  'Z',
  '0',
  '-',
  '_',
  'evil.tld',
  'localhost',
  ':4000',
  ':3001',
  '4000',
  'auth',
  'AUTH',
  'oidc',
  'OiDc',
  '%6Fidc',
  'session',
  'end',
  'token',
  'http:',
  'https:',
  'javascript:',
  'data:',
  'www.',
  '.com',
  '\u3002',
  'ß',
);
const trickyText = fc.string({ unit: trickyUnit, maxLength: 12 });

const tricks = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'httpx://evil.tld/',
  'http+evil:alert(1)',
  'https-x:alert(1)',
  'HTTP.x:alert(1)',
  'blob:https://app.example.com/x',
  '//evil.tld',
  '///evil.tld',
  '\\\\evil.tld',
  '/\\evil.tld',
  '\t//evil.tld',
  'http:evil.tld',
  'http:/evil.tld',
  'http:\\\\evil.tld',
  'https:%2F%2Fevil.tld',
  'http://localhost:4000@evil.tld',
  'http://localhost:4000%2F@evil.tld',
  'http://localhost:40000/',
  'http://localhost:4000.evil.tld/',
  'https://app.example.com.evil.tld/',
  'https://app.example.com@evil.tld/',
  'http://localhost:4000/auth/oidc/session/end',
  'http://localhost:4000/AUTH/oidc/session/end',
  'http://localhost:4000//auth/oidc/session/end',
  'http://localhost:4000/auth/%6Fidc/session/end',
  'http://localhost:4000/x/../auth/oidc/session/end',
  'https://app.example.com/api/auth/oidc/session/end',
  'https://api.example.com/v1/auth/oidc/auth?prompt=none',
  'https://api.example.com/auth/oidc/session/end',
);

/** A whole href, before the sender encodes it into the query. */
const hrefs = fc.oneof(
  tricks,
  fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data', 'blob'] }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  // Paths on the trusted origins themselves, the authority's included.
  fc
    .tuple(
      fc.constantFrom(
        'http://localhost:3001',
        'https://app.example.com',
        'http://localhost:4000',
        'https://api.example.com',
        'https://api.example.com/v1',
        'https://app.example.com/api',
        'https://partner.example.com',
        'HTTP://LOCALHOST:4000',
      ),
      fc.constantFrom('', '/', '//', '/auth/oidc', '/Auth/OIDC', '/auth//oidc', '/auth%2Foidc'),
      trickyText,
    )
    .map(([origin, middle, rest]) => origin + middle + rest),
  fc.tuple(trickyText, tricks, trickyText).map(([a, b, c]) => a + b + c),
  trickyText,
  fc.string(),
);

/** The href as it stands in the query string: encoded once, not at all, or twice. */
const raws = fc.oneof(
  hrefs.map((href) => encodeURIComponent(href)),
  hrefs,
  hrefs.map((href) => encodeURIComponent(encodeURIComponent(href))),
  fc.constant(null),
);

/** Oracle, simpler than the rule: is this parsed URL plainly at or below the authority? */
function plainlyAuthority(url: URL, context: RedirectContext): boolean {
  const authority = new URL(`${context.apiUrl}${AUTHORITY}`);
  if (url.origin !== authority.origin) return false;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .startsWith(authority.pathname.toLowerCase());
}

const RUNS = { numRuns: 5000 };

describe('resolveRedirect (properties)', () => {
  it('goes straight only to the allowed origins, never to the authority', () => {
    fc.assert(
      fc.property(raws, contexts, (raw, context) => {
        const target = resolveRedirect(raw, context);
        if (target.kind !== 'external') return;
        const url = new URL(target.url);
        const allowed = [
          context.appOrigin,
          new URL(context.apiUrl).origin,
          ...context.allowedOrigins,
        ];
        expect(allowed).toContain(url.origin);
        expect(plainlyAuthority(url, context)).toBe(false);
      }),
      RUNS,
    );
  });

  it('never follows a scheme other than http(s)', () => {
    fc.assert(
      fc.property(raws, contexts, (raw, context) => {
        const target = resolveRedirect(raw, context);
        if (target.kind === 'internal') return;
        expect(['http:', 'https:']).toContain(new URL(target.url).protocol);
        if (target.kind === 'confirm') expect(target.host).toBe(new URL(target.url).host);
      }),
      RUNS,
    );
  });

  it('keeps every in-app path on the origin', () => {
    fc.assert(
      fc.property(raws, contexts, (raw, context) => {
        const target = resolveRedirect(raw, context);
        if (target.kind !== 'internal') return;
        const origin = context.appOrigin;
        expect(new URL(target.path, origin).origin).toBe(origin);
        // Also from a deep page, as the router resolves it under a base path.
        expect(new URL(target.path, `${origin}/account/deep/page`).origin).toBe(origin);
        expect(target.path).toMatch(/^\/(?![/\\])/);
      }),
      RUNS,
    );
  });
});
