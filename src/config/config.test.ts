import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills the defaults of DESIGN §4', () => {
    expect(parseConfig({ apiUrl: 'http://localhost:4000/' })).toEqual({
      apiUrl: 'http://localhost:4000',
      basePath: '',
      posthog: null,
      firebase: null,
      redirectAllowedOrigins: [],
      defaultLocale: 'pt-BR',
      defaultLanguage: 'en',
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
