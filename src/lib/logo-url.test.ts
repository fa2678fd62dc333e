import hostDemoConfig from '../../host-demo/public/config.json';
import publicConfig from '../../public/config.json';
import { parseConfig } from '../config/config';
import { isAllowedLogoUrl } from './logo-url';

const origins = ['https://cdn.example.com', 'http://localhost:4000'];

describe('isAllowedLogoUrl', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in disguise', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['blob:', 'blob:https://cdn.example.com/1b2c'],
    ['plain http to a host that is not this machine', 'http://cdn.example.com/acme.svg'],
    ['plain http to a look-alike of localhost', 'http://localhost.evil.tld:4000/acme.svg'],
    ['an https origin not configured (a tracking pixel)', 'https://tracker.example.net/p.gif'],
    ['another port of a configured host', 'https://cdn.example.com:8443/acme.svg'],
    ['a look-alike host', 'https://cdn.example.com.evil.tld/acme.svg'],
    ['protocol-relative', '//evil.tld/acme.svg'],
    ['protocol-relative to a configured host', '//cdn.example.com/acme.svg'],
    ['a scheme without slashes (a path on an https page)', 'https:cdn.example.com/acme.svg'],
    ['a relative path', '/logos/acme.svg'],
    ['user and password', 'https://user:pass@cdn.example.com/acme.svg'],
    ['a user name', 'https://cdn.example.com@evil.tld/acme.svg'],
    ['a user name on a configured host', 'https://tracker@cdn.example.com/acme.svg'],
    ['backslashes', 'https:\\\\cdn.example.com\\acme.svg'],
    ['a tab the parser would drop', 'https://cdn.exa\tmple.com/acme.svg'],
    ['an empty string', ''],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedLogoUrl(url, origins)).toBe(false);
  });

  it('refuses plain http to another host even were its origin listed', () => {
    expect(isAllowedLogoUrl('http://cdn.example.com/acme.svg', ['http://cdn.example.com'])).toBe(
      false,
    );
  });

  it('accepts an https URL on a configured origin, query included', () => {
    expect(isAllowedLogoUrl('https://cdn.example.com/t/acme.svg?v=3', origins)).toBe(true);
    expect(isAllowedLogoUrl('HTTPS://CDN.EXAMPLE.COM/acme.svg', origins)).toBe(true);
  });

  it('accepts plain http on loopback hosts only when configured (development)', () => {
    const loopback = ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'];
    for (const origin of loopback) {
      expect(isAllowedLogoUrl(`${origin}/logos/acme.svg`, loopback)).toBe(true);
      expect(isAllowedLogoUrl(`${origin}/logos/acme.svg`, [])).toBe(false);
    }
  });

  // What the dev API's seed serves (dev-api/src/dev/seed.ts, dev-api/src/tenants/logos.ts: logoUrl)
  // must stay accepted with the shipped development configurations, standalone and hosted.
  it.each([
    ['public/config.json', publicConfig],
    ['host-demo/public/config.json', hostDemoConfig],
    ['the defaults (no logoOrigins)', { apiUrl: 'http://localhost:4000' }],
  ])("accepts the dev API's seeded logos with %s", (_label, file) => {
    const { logoOrigins } = parseConfig(file);
    for (const name of ['acme.svg', 'acme-dark.svg', 'globex.svg', 'globex-dark.svg']) {
      expect(isAllowedLogoUrl(`http://localhost:4000/logos/${name}`, logoOrigins)).toBe(true);
    }
  });
});
