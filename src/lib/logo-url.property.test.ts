import fc from 'fast-check';
import { isAllowedLogoUrl } from './logo-url';

// Whatever a tenant record holds, an accepted logo is an https (or loopback http) URL without
// credentials, on a configured origin, and the browser reads it exactly as it was judged.

// The http origin is one config refuses: the rule must hold without that help.
const logoOrigins = ['https://cdn.example.com', 'http://localhost:4000', 'http://cdn.example.com'];

const trickyUnit = fc.constantFrom(
  ...['/', '//', '\\', '.', ':', '@', '%', '%2F', '%40', '?', '#', '\t', '\n', ' ', '\u0000'],
  ...['a', 'Z', '0', '-', '_', '*', ';', "'", 'evil.tld', 'localhost', ':4000', ':443'],
  ...['cdn.example.com', 'https:', 'http:', 'javascript:', 'data:', 'user:pass@', '\u3002'],
);

const candidates = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data'] }),
  fc
    .tuple(
      fc.constantFrom(
        'https://cdn.example.com',
        'HTTPS://CDN.EXAMPLE.COM',
        'http://cdn.example.com',
        'http://localhost:4000',
        'https://localhost:4000',
        'http://127.0.0.1:4000',
        '//cdn.example.com',
        'https:cdn.example.com',
        'https://cdn.example.com.evil.tld',
        'https://cdn.example.com@evil.tld',
        'https://evil.tld@cdn.example.com',
        'javascript:',
        'data:image/svg+xml,',
        '',
      ),
      fc.string({ unit: trickyUnit, maxLength: 10 }),
    )
    .map(([start, rest]) => start + rest),
  fc.string({ unit: trickyUnit, maxLength: 16 }),
  fc.string(),
);

describe('isAllowedLogoUrl (properties)', () => {
  it('accepts only https or loopback http, without credentials, on a configured origin', () => {
    fc.assert(
      fc.property(candidates, (value) => {
        if (!isAllowedLogoUrl(value, logoOrigins)) return;
        const url = new URL(value);
        expect(logoOrigins).toContain(url.origin);
        expect(url.protocol === 'https:' || url.hostname === 'localhost').toBe(true);
        expect(url.username + url.password).toBe('');
        // Nothing the parser had to repair: an <img> resolves it the same way, from any page.
        expect(new URL(value, 'https://app.example.com/some/page').href).toBe(url.href);
        expect(value).not.toMatch(/[\s\\]/);
      }),
      { numRuns: 5000 },
    );
  });
});
