import fc from 'fast-check';
import { QUERY_RETURN_TO } from '../config/constants';
import { readReturnTo, returnToQuery } from './return-path';

// Whatever `?returnTo=` holds, the path the user returns to after signing in stays on this origin.

const ORIGIN = 'https://app.example.com';

const trickyUnit = fc.constantFrom(
  ...['/', '//', '\\', '.', '..', ':', '@', '%', '%2F', '%5C', '%2e', '%252F', '?', '#', '&'],
  ...['=', '+', '\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u00a0', '\u3000', '\ufeff', 'a'],
  ...['Z', '0', '-', 'evil.tld', 'http:', 'https:', 'javascript:', 'data:', 'returnTo', '@evil'],
);

const tricks = fc.constantFrom(
  '//evil.tld',
  '///evil.tld',
  '\\\\evil.tld',
  '/\\evil.tld',
  '\\/evil.tld',
  '\t//evil.tld',
  ' //evil.tld',
  '\u0000//evil.tld',
  '/\t/evil.tld',
  '/\n\\evil.tld',
  'https://evil.tld/x',
  'HTTPS://evil.tld',
  'https:evil.tld',
  'https:/\\evil.tld',
  '//evil.tld@app.example.com',
  'javascript:alert(1)',
  'data:text/html,x',
  '%2F%2Fevil.tld',
  '/%2F/evil.tld',
  '/..//evil.tld',
  '/./\\evil.tld',
);

const values = fc.oneof(
  tricks,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc.string({ unit: trickyUnit, maxLength: 14 }),
  fc.tuple(fc.string({ unit: trickyUnit, maxLength: 4 }), tricks).map(([a, b]) => a + b),
  fc.string(),
);

/** The search string as it might arrive: encoded by a sender, raw, or hand-crafted. */
const searches = fc.oneof(
  values.map((value) => `?${new URLSearchParams({ [QUERY_RETURN_TO]: value })}`),
  values.map((value) => `?${QUERY_RETURN_TO}=${value}`),
  values.map((value) => `?a=1&${QUERY_RETURN_TO}=${encodeURIComponent(value)}&b=2`),
  fc.string({ unit: trickyUnit, maxLength: 20 }).map((value) => `?${value}`),
);

describe('readReturnTo (properties)', () => {
  it('always gives a path on this origin', () => {
    fc.assert(
      fc.property(searches, (search) => {
        const path = readReturnTo(search, '/');
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        // As the router resolves it from a page under a base path, too.
        expect(new URL(path, `${ORIGIN}/account/sign-in`).origin).toBe(ORIGIN);
      }),
      { numRuns: 5000 },
    );
  });

  it('gives an ordinary location back unchanged', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
        fc.webQueryParameters(),
        fc.webFragments(),
        (pathname, query, fragment) => {
          const location = {
            pathname,
            search: query ? `?${query}` : '',
            hash: fragment ? `#${fragment}` : '',
          };
          expect(readReturnTo(returnToQuery(location), '/')).toBe(
            location.pathname + location.search + location.hash,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
