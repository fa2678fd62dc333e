import { heldLinkToken, holdLinkToken, releaseLinkToken } from './link-token';

function at(url: string, state: unknown = { usr: { from: 'here' }, key: 'k1', idx: 0 }) {
  window.history.replaceState(state, '', url);
}

describe('holdLinkToken (the standalone app, as it starts)', () => {
  afterEach(() => {
    releaseLinkToken();
    at('/');
  });

  it.each([
    '/forgot-password',
    '/confirm-account',
    '/not-me',
    '/privacy/confirm-email',
    '/privacy/not-me',
    '/privacy/restore',
    '/account/privacy/restore',
  ])(
    '%s: the token leaves the address bar at once, the rest and the history state kept',
    (path) => {
      at(`${path}?whitelabel=acme&token=tok-1#top`);
      const state = window.history.state as unknown;
      const length = window.history.length;
      holdLinkToken();
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        `${path}?whitelabel=acme#top`,
      );
      expect(window.history.state).toEqual(state);
      expect(window.history.length).toBe(length); // a replace, not a new entry
      const routerPath = path.replace(/^\/account/, '');
      expect(heldLinkToken(routerPath)).toBe('tok-1');
      expect(heldLinkToken('/sign-in')).toBeNull();
      releaseLinkToken();
      expect(heldLinkToken(routerPath)).toBeNull();
    },
  );

  it('leaves every other page alone: the push link keeps its token for after a sign-in', () => {
    at('/register-token-fcm?token=fcm-1&platform=android');
    holdLinkToken();
    expect(window.location.search).toBe('?token=fcm-1&platform=android');
    expect(heldLinkToken('/register-token-fcm')).toBeNull();
  });

  it('never writes the token to storage', () => {
    at('/forgot-password?token=tok-secret-42');
    holdLinkToken();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('tok-secret-42');
    expect(JSON.stringify(window.history.state)).not.toContain('tok-secret-42');
  });
});
