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
  idleTimeoutMinutes: 15,
  documents: {
    terms: 'http://localhost:4000/dev/documents/globex/terms',
    privacy: 'http://localhost:4000/dev/documents/globex/privacy',
  },
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

  it('takes a document on any https site (a tenant publishes its own)', async () => {
    const documents = {
      terms: 'https://legal.globex.example/terms',
      privacy: 'https://www.globex.example/privacy',
    };
    await expect(
      fetchBrand(answering({ ...globex, documents }), 'globex', logoOrigins),
    ).resolves.toEqual({ ...globex, documents });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http to another host', 'http://legal.globex.example/terms'],
    ['relative', '/terms'],
    ['credentials', 'https://user:pass@legal.globex.example/terms'],
  ])('refuses the whole brand when a document link is %s', async (_label, url) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const documents = { ...globex.documents, terms: url };
    await expect(
      fetchBrand(answering({ ...globex, documents }), 'globex', logoOrigins),
    ).rejects.toThrow();
    expect(warn.mock.calls).toEqual([['The brand of globex was refused (documents.terms)']]);
  });

  it('refuses every logo when no origin is configured', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchBrand(answering(globex), 'globex', [])).rejects.toThrow();
  });
});
