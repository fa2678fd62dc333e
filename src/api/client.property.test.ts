import fc from 'fast-check';
import { DISABLE_INTERCEPTORS_HEADER } from '../config/constants';
import { createApiClient, type ClientAuth } from './client';

// The bearer token's rules (see client.test.ts › authorization rules) over generated URLs,
// hostile shapes mixed in: it reaches only user requests to URLs under apiUrl, never the token
// endpoint, never a public request, and never a request marked DISABLE_INTERCEPTORS.

const TOKEN = 'tok-SECRET-1';
const RENEWED = 'tok-SECRET-2';

const apiUrls = fc.constantFrom(
  'http://localhost:4000',
  'http://api.test/base',
  'https://api.example.com/v1',
);

const trickyUnit = fc.constantFrom(
  ...['/', '//', '\\', '.', '..', ':', '@', '%', '%2F', '%2f', '%5C', '%2e', '%252F', '?', '#'],
  ...['\t', '\n', ' ', 'a', 'Z', '0', '-', '_', 'evil.tld', 'localhost', ':4000', '0', '.com'],
  ...['auth', 'AUTH', 'oidc', 'OIDC', 'token', 'TOKEN', '%74oken', 'base', 'v1', 'users', 'me'],
);
const trickyText = fc.string({ unit: trickyUnit, maxLength: 10 });

const tricks = fc.constantFrom(
  'http://localhost:4000@evil.tld/users/me',
  'http://localhost:4000:pw@evil.tld/users/me',
  'http://localhost:40000/users/me',
  'http://localhost:4000.evil.com/users/me',
  'http://localhost:4000%2F@evil.tld/',
  'http://localhost:4000\\@evil.tld/',
  'http://api.test/base@evil.tld/',
  'http://api.test.evil.com/base/x',
  'http://api.test/basement/x',
  'http://api.test/base/../x',
  'http://api.test/base/%2e%2e/x',
  'https://api.example.com/v1/../v2/x',
  'https://api.example.com.evil.tld/v1/x',
  'https://evil.tld/v1/users/me',
  '//evil.tld/users/me',
  '///evil.tld/users/me',
  '\\\\evil.tld\\users',
  '/\\evil.tld/users',
  'http:\\\\evil.tld\\users',
  'http:evil.tld/users',
  'https:evil.tld/users',
  '../x',
  '..%2Fx',
  '%2e%2e/x',
  'auth/oidc/token',
  'AUTH/OIDC/TOKEN',
  'auth/oidc/Token',
  'auth/oidc/%74oken',
  'auth//oidc/token',
  'auth/oidc/./token',
  'auth/oidc/token/',
  '/auth/oidc/token?grant_type=refresh_token',
  'http://localhost:4000/auth/oidc/token',
  'users/me',
  'http://api.test/base/users/me',
  'HTTP://API.TEST/base/x',
  'http://api.test:80/base/x',
);

const paths = fc.oneof(
  tricks,
  fc.webUrl(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc
    .tuple(
      fc.constantFrom(
        '',
        'http://localhost:4000',
        'http://api.test',
        'http://api.test/base',
        'https://api.example.com/v1',
        'https://api.example.com',
        'http://evil.tld',
        '//',
      ),
      trickyText,
      fc.constantFrom('', 'auth/oidc/token', 'AUTH/oidc/TOKEN', 'users/me'),
    )
    .map(([a, b, c]) => a + b + c),
  fc.tuple(trickyText, tricks, trickyText).map(([a, b, c]) => a + b + c),
);

/** Extra headers, the bypass marker in any case, with and without its value. */
const headers = fc.oneof(
  fc.constant(undefined),
  fc.record({ 'X-Trace': fc.constantFrom('1', 'x') }),
  fc
    .tuple(
      fc.constantFrom('DISABLE_INTERCEPTORS', 'disable_interceptors', 'Disable_Interceptors'),
      fc.constantFrom('true', 'false', 'TRUE', ''),
    )
    .map(([name, value]) => ({ [name]: value })),
);

/** Oracle: the path as a lenient server might route it (decoded once, any case, `//` as `/`). */
function lenientPath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // kept as sent
  }
  return path.toLowerCase().replace(/[/\\]+/g, '/');
}

describe('api client authorization (properties)', () => {
  it('sends the bearer token only for user requests under apiUrl, never to the token endpoint, never when bypassed', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiUrls,
        paths,
        headers,
        fc.constantFrom(200, 401, 403),
        fc.constantFrom('public' as const, 'user' as const),
        async (apiUrl, path, extra, firstStatus, audience) => {
          const sent: { url: string; headers: Headers }[] = [];
          const fetch = async (url: string, init: RequestInit) => {
            sent.push({ url, headers: new Headers(init.headers) });
            return new Response('{}', {
              status: sent.length === 1 ? firstStatus : 200,
              headers: { 'Content-Type': 'application/json' },
            });
          };
          const verdicts: string[] = [];
          const auth: ClientAuth = {
            getAccessToken: async () => TOKEN,
            renewAfterRejection: async () => {
              verdicts.push('renewal');
              return RENEWED;
            },
            onAuthFailure: (kind) => verdicts.push(kind),
          };
          const client = createApiClient(apiUrl, auth, fetch as unknown as typeof globalThis.fetch);
          try {
            await client.request(path, { auth: audience, ...(extra ? { headers: extra } : {}) });
          } catch {
            // Refusals, invalid URLs and error statuses are fine: what was sent is the point.
          }

          const api = new URL(`${apiUrl}/`);
          const bypass = Object.entries(extra ?? {}).some(
            ([name, value]) =>
              name.toUpperCase() === DISABLE_INTERCEPTORS_HEADER && value === 'true',
          );
          for (const request of sent) {
            const url = new URL(request.url);
            const values = [...request.headers.values()].join('\n');
            expect(request.headers.has(DISABLE_INTERCEPTORS_HEADER)).toBe(false);
            if (!values.includes(TOKEN) && !values.includes(RENEWED)) continue;
            expect(audience).toBe('user');
            expect(bypass).toBe(false);
            expect(url.origin).toBe(api.origin);
            expect(url.pathname.startsWith(api.pathname)).toBe(true);
            expect(lenientPath(url)).not.toContain('auth/oidc/token');
          }
          // A public request's refusal never reaches the session, nor is it sent again.
          if (audience === 'public') {
            expect(verdicts).toEqual([]);
            expect(sent.length).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
