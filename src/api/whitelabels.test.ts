import { createApiClient } from './client';
import { fetchBrand } from './whitelabels';

const apiUrl = 'http://localhost:4000';
const logoOrigins = [apiUrl];
// GET /whitelabels/globex of the dev API (dev-api/src/dev/seed.ts, dev-api/src/tenants/whitelabels.ts).
const globex = {
  id: 'globex',
  name: 'Globex',
  primaryColor: '#0F766E',
  logo: 'http://localhost:4000/logos/globex.svg',
  logoDark: 'http://localhost:4000/logos/globex-dark.svg',
};

function answering(body: unknown) {
  const fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
  return createApiClient(apiUrl, null, fetch as unknown as typeof globalThis.fetch);
}

describe('fetchBrand', () => {
  afterEach(() => jest.restoreAllMocks());

  it("accepts the dev API's seeded brand, logos on its own origin", async () => {
    await expect(fetchBrand(answering(globex), 'globex', logoOrigins)).resolves.toEqual(globex);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['plain http to another host', 'http://cdn.example.com/globex.svg'],
    ['an https origin not configured', 'https://tracker.example.net/p.gif?u=1'],
    ['protocol-relative', '//evil.tld/globex.svg'],
    ['credentials', 'http://user:pass@localhost:4000/logos/globex.svg'],
  ])('refuses the whole brand when a logo is %s', async (_label, url) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      fetchBrand(answering({ ...globex, logo: url }), 'globex', logoOrigins),
    ).rejects.toThrow();
    await expect(
      fetchBrand(answering({ ...globex, logoDark: url }), 'globex', logoOrigins),
    ).rejects.toThrow();
    // For the operator: which field, never the value.
    expect(warn.mock.calls).toEqual([
      ['The brand of globex was refused (logo)'],
      ['The brand of globex was refused (logoDark)'],
    ]);
  });

  it('refuses every logo when no origin is configured', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchBrand(answering(globex), 'globex', [])).rejects.toThrow();
  });
});
