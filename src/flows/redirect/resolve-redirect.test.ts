import { resolveRedirect, type RedirectContext } from './resolve-redirect';

const context: RedirectContext = {
  appOrigin: 'https://localhost:3001',
  apiUrl: 'http://localhost:4000',
  allowedOrigins: ['https://partner.example.com'],
};

// The href as it would stand in the query string (already encoded once by the sender).
const resolve = (href: string | null) => resolveRedirect(href, context);
const enc = encodeURIComponent;

describe('resolveRedirect', () => {
  it('goes home when href is absent or empty', () => {
    expect(resolve(null)).toEqual({ kind: 'internal', path: '/' });
    expect(resolve('')).toEqual({ kind: 'internal', path: '/' });
    expect(resolve('%20%20')).toEqual({ kind: 'internal', path: '/' });
  });

  it('treats broken percent-encoding as absent', () => {
    expect(resolve('%E0%A4%A')).toEqual({ kind: 'internal', path: '/' });
    expect(resolve('/ok%')).toEqual({ kind: 'internal', path: '/' });
  });

  it('keeps in-app paths, adding the leading slash when missing', () => {
    expect(resolve(enc('/profile?tab=1#top'))).toEqual({
      kind: 'internal',
      path: '/profile?tab=1#top',
    });
    expect(resolve('settings')).toEqual({ kind: 'internal', path: '/settings' });
  });

  it('collapses repeated leading slashes and backslashes so the path cannot leave the origin', () => {
    expect(resolve(enc('//evil.tld'))).toEqual({ kind: 'internal', path: '/evil.tld' });
    expect(resolve(enc('/\\evil.tld'))).toEqual({ kind: 'internal', path: '/evil.tld' });
    expect(resolve(enc('\\\\evil.tld/x'))).toEqual({ kind: 'internal', path: '/evil.tld/x' });
    expect(resolve(enc('///\\/evil.tld'))).toEqual({ kind: 'internal', path: '/evil.tld' });
  });

  it('decodes once only: a double-encoded //evil.tld stays a harmless literal path', () => {
    const target = resolve('%252F%252Fevil.tld');
    expect(target).toEqual({ kind: 'internal', path: '/%2F%2Fevil.tld' });
    // Whatever the router does with it, it resolves on our own origin.
    if (target.kind !== 'internal') throw new Error('expected internal');
    expect(new URL(target.path, context.appOrigin).origin).toBe(context.appOrigin);
  });

  it('never follows javascript:, data: or other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(resolve(enc(href))).toEqual({ kind: 'internal', path: '/' });
    }
  });

  it('ignores tabs and newlines the way a browser would', () => {
    expect(resolve(enc('\t//evil.tld'))).toEqual({ kind: 'internal', path: '/evil.tld' });
    expect(resolve(enc('/\n/evil.tld'))).toEqual({ kind: 'internal', path: '/evil.tld' });
  });

  it('goes straight to the app, the API and allow-listed origins', () => {
    expect(resolve(enc('https://localhost:3001/x?y=1'))).toEqual({
      kind: 'external',
      url: 'https://localhost:3001/x?y=1',
    });
    expect(resolve(enc('http://localhost:4000/docs'))).toEqual({
      kind: 'external',
      url: 'http://localhost:4000/docs',
    });
    expect(resolve(enc('HTTPS://partner.example.com/welcome'))).toEqual({
      kind: 'external',
      url: 'https://partner.example.com/welcome',
    });
  });

  it('asks before leaving for a foreign origin, naming its host', () => {
    expect(resolve(enc('https://evil.tld/phish'))).toEqual({
      kind: 'confirm',
      url: 'https://evil.tld/phish',
      host: 'evil.tld',
    });
  });

  it('is not fooled by user-info or look-alike hosts', () => {
    expect(resolve(enc('https://localhost:3001@evil.tld'))).toMatchObject({
      kind: 'confirm',
      host: 'evil.tld',
    });
    expect(resolve(enc('https://localhost.evil.tld'))).toMatchObject({
      kind: 'confirm',
      host: 'localhost.evil.tld',
    });
    expect(resolve(enc('https://partner.example.com.evil.tld/'))).toMatchObject({
      kind: 'confirm',
    });
  });

  it('compares the whole origin: scheme and port count', () => {
    expect(resolve(enc('http://localhost:3001/'))).toMatchObject({ kind: 'confirm' });
    expect(resolve(enc('https://localhost:3002/'))).toMatchObject({ kind: 'confirm' });
  });

  it('rejects malformed http-looking values', () => {
    expect(resolve(enc('http://'))).toEqual({ kind: 'internal', path: '/' });
    expect(resolve(enc('httpfoo:bar'))).toEqual({ kind: 'internal', path: '/' });
  });
});

describe("the authority's endpoints", () => {
  // A link like /redirect?href=http://localhost:4000/auth/oidc/session/end must not sign anyone
  // out (or start any other authority action) by a click: it gets the leaving page.
  it('asks before sending anyone to an endpoint of the authority', () => {
    for (const href of [
      'http://localhost:4000/auth/oidc/session/end',
      'http://localhost:4000/auth/oidc/auth?client_id=account&prompt=none',
      'http://localhost:4000/auth/oidc',
    ]) {
      expect(resolve(enc(href))).toEqual({ kind: 'confirm', url: href, host: 'localhost:4000' });
    }
  });

  it('reads the path as a lenient server might: case, encoding, slashes, dots, parameters', () => {
    for (const href of [
      'http://localhost:4000/AUTH/OIDC/session/end',
      'http://localhost:4000/auth/%6Fidc/session/end',
      'http://localhost:4000/auth%2Foidc/session/end',
      'http://localhost:4000/auth%252Foidc/session/end',
      'http://localhost:4000//auth//oidc/session/end',
      'http://localhost:4000/docs/../auth/oidc/session/end',
      'http://localhost:4000/docs/..%2F..%2Fauth/oidc/session/end',
      'http://localhost:4000/docs%5C..%5Cauth/oidc/session/end',
      'http://localhost:4000/auth;x=1/oidc/session/end',
      'http://localhost:4000/auth/oidc%E0%A4%A/session/end', // undecodable: assume the worst
      // A server that decodes once sees /auth/oidc/.. unresolved; decoding twice resolves it
      // away. Each round is judged, so the first reading counts.
      'http://localhost:4000/auth%2Foidc%252F..',
    ]) {
      expect(resolve(enc(href))).toMatchObject({ kind: 'confirm', host: 'localhost:4000' });
    }
  });

  it("still goes straight to the API's other pages", () => {
    expect(resolve(enc('http://localhost:4000/docs/auth'))).toMatchObject({ kind: 'external' });
    expect(resolve(enc('http://localhost:4000/oidc/auth'))).toMatchObject({ kind: 'external' });
  });

  it('asks even when the API shares the app origin or is allow-listed', () => {
    const shared: RedirectContext = {
      appOrigin: 'https://example.com',
      apiUrl: 'https://example.com/api',
      allowedOrigins: ['https://example.com'],
    };
    expect(
      resolveRedirect(enc('https://example.com/api/auth/oidc/session/end'), shared),
    ).toMatchObject({ kind: 'confirm' });
    // The authority sits under the API's own path; the rest of the origin is the app's.
    expect(resolveRedirect(enc('https://example.com/auth/oidc/x'), shared)).toMatchObject({
      kind: 'external',
    });
    expect(resolveRedirect(enc('https://example.com/api/users'), shared)).toMatchObject({
      kind: 'external',
    });
  });

  it('keeps an in-app path of the same name inside the app', () => {
    expect(resolve(enc('/auth/oidc/session/end'))).toEqual({
      kind: 'internal',
      path: '/auth/oidc/session/end',
    });
  });
});
