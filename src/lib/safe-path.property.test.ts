import fc from 'fast-check';
import { sameOriginPath } from './safe-path';

// sameOriginPath is the one guard behind every in-app path built from a URL parameter (the
// return path after sign-in, the redirect screen's in-app targets).

const ORIGINS = ['https://app.example.com', 'http://localhost:3001'];

const unit = fc.constantFrom(
  ...['/', '\\', '.', ':', '@', '%', '%2F', '%5C', '?', '#', '\t', '\n', '\r', ' ', '\u0000'],
  ...['\u001f', '\u007f', '\u00a0', '\u2028', '\ufeff', 'a', '0', 'evil.tld', 'https:', 'data:'],
);

describe('sameOriginPath (properties)', () => {
  it('never leaves the origin, from any page', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit, maxLength: 16 }), fc.string(), fc.webUrl(), fc.webPath()),
        fc.constantFrom(...ORIGINS),
        fc.constantFrom('/', '/account/', '/account/deep/page?x=1#y'),
        (value, origin, page) => {
          const path = sameOriginPath(value);
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(new URL(path, origin + page).origin).toBe(origin);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
