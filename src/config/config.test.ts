import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills the documented defaults', () => {
    expect(parseConfig({ apiUrl: 'http://localhost:4000/' })).toEqual({
      apiUrl: 'http://localhost:4000',
      basePath: '',
      posthog: null,
      firebase: null,
      redirectAllowedOrigins: [],
      logoOrigins: ['http://localhost:4000'],
      challengeOrigins: [],
      defaultLocale: 'pt-BR',
      defaultLanguage: 'en',
    });
  });

  describe('challengeOrigins', () => {
    it('takes plain https origins (http only on loopback)', () => {
      const origins = [
        'https://challenges.cloudflare.com',
        'https://hcaptcha.com',
        'https://js.hcaptcha.com',
        'http://localhost:4002',
      ];
      expect(
        parseConfig({ apiUrl: 'https://api.example.com', challengeOrigins: origins })
          .challengeOrigins,
      ).toEqual(origins);
    });

    it.each([
      'http://challenges.cloudflare.com',
      'https://challenges.cloudflare.com/turnstile/',
      'https://*.hcaptcha.com',
      "https://hcaptcha.com; script-src 'unsafe-inline'",
      '*',
    ])('refuses %s (a CSP source must be exactly what it says)', (origin) => {
      expect(() =>
        parseConfig({ apiUrl: 'https://api.example.com', challengeOrigins: [origin] }),
      ).toThrow(/challengeOrigins\.0/);
    });
  });

  it('names every bad value in the error', () => {
    let error: unknown;
    try {
      parseConfig({
        apiUrl: 'ftp://x',
        basePath: 'account/',
        redirectAllowedOrigins: ['https://ok.example.com', 'https://bad.example.com/path'],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('apiUrl');
    expect(message).toContain('basePath');
    expect(message).toContain('redirectAllowedOrigins.1');
    expect(message).not.toContain('redirectAllowedOrigins.0');
  });

  describe('logoOrigins', () => {
    it("defaults to the API's origin, without its path", () => {
      expect(parseConfig({ apiUrl: 'https://api.example.com/v1/' }).logoOrigins).toEqual([
        'https://api.example.com',
      ]);
      expect(parseConfig({ apiUrl: 'http://127.0.0.1:4000' }).logoOrigins).toEqual([
        'http://127.0.0.1:4000',
      ]);
    });

    it('defaults to none when the API is plain http on another host (its logos would be refused)', () => {
      expect(parseConfig({ apiUrl: 'http://api.internal' }).logoOrigins).toEqual([]);
    });

    it('keeps an explicit list, empty included', () => {
      const logoOrigins = ['https://cdn.example.com', 'http://localhost:4000', 'http://[::1]:8080'];
      expect(parseConfig({ apiUrl: 'https://api.example.com', logoOrigins }).logoOrigins).toEqual(
        logoOrigins,
      );
      expect(
        parseConfig({ apiUrl: 'https://api.example.com', logoOrigins: [] }).logoOrigins,
      ).toEqual([]);
    });

    it.each([
      ['plain http to another host', 'http://cdn.example.com', /must be https/],
      ['a path', 'https://cdn.example.com/logos', /origin/],
      ['a trailing slash', 'https://cdn.example.com/', /origin/],
      ['another scheme', 'data:', /origin/],
      ['a wildcard', 'https://*.example.com', /no wildcard/],
      // A `;` would end a Content-Security-Policy directive built from the list.
      ['a semicolon', "https://a;img-src-'none'.example.com", /no wildcard/],
    ])('names an entry with %s', (_label, entry, message) => {
      expect(() =>
        parseConfig({
          apiUrl: 'https://api.example.com',
          logoOrigins: ['https://ok.example', entry],
        }),
      ).toThrow(new RegExp(`logoOrigins\\.1: .*${message.source}`));
    });
  });

  it('requires apiUrl', () => {
    expect(() => parseConfig({})).toThrow(/apiUrl/);
  });

  it('accepts the host-demo base path and PostHog settings', () => {
    const config = parseConfig({
      apiUrl: 'https://api.example.com',
      basePath: '/account',
      posthog: { key: 'phc_123', host: 'https://eu.posthog.example' },
    });
    expect(config.basePath).toBe('/account');
    expect(config.posthog).toEqual({ key: 'phc_123', host: 'https://eu.posthog.example' });
  });

  it('names a malformed formatting locale instead of failing later, mid-render', () => {
    expect(() =>
      parseConfig({ apiUrl: 'https://api.example.com', defaultLocale: 'pt_BR' }),
    ).toThrow(/defaultLocale: must be a BCP 47 locale/);
    expect(
      parseConfig({ apiUrl: 'https://api.example.com', defaultLocale: 'en-US' }).defaultLocale,
    ).toBe('en-US');
  });
});
