import { parseConfig } from '../config/config';
import { buildOidcSettings } from './settings';

const config = parseConfig({ apiUrl: 'http://api.test' });

describe('buildOidcSettings', () => {
  it('keeps tokens and PKCE state in sessionStorage', async () => {
    const settings = buildOidcSettings(config, 'http://app.test');
    await settings.userStore!.set('k', 'v');
    expect(window.sessionStorage.getItem('oidc.k')).toBe('v');
  });

  describe('where the browser blocks storage', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    beforeEach(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    afterEach(() => {
      Object.defineProperty(window, 'sessionStorage', descriptor);
      window.history.replaceState(null, '', '/');
    });

    it('keeps tokens in memory only, never in a cookie', async () => {
      const settings = buildOidcSettings(config, 'http://app.test');
      await settings.userStore!.set('user', 'the-access-token');
      expect(await settings.userStore!.get('user')).toBe('the-access-token');
      window.history.replaceState(null, '', '/callback');
      expect(document.cookie).not.toContain('the-access-token');
      // A new page (a reload) starts signed out.
      expect(await buildOidcSettings(config, 'http://app.test').userStore!.get('user')).toBeFalsy();
    });

    it("carries a sign-in's state across the redirect to the callback page, and no further", async () => {
      const before = buildOidcSettings(config, 'http://app.test');
      await before.stateStore!.set('abc', '{"code_verifier":"v; =1"}');
      expect(await before.stateStore!.get('abc')).toBe('{"code_verifier":"v; =1"}');
      // Only the callback path reads it.
      expect(document.cookie).toBe('');
      window.history.replaceState(null, '', '/callback?code=c&state=abc');
      const callback = buildOidcSettings(config, 'http://app.test');
      expect(await callback.stateStore!.get('abc')).toBe('{"code_verifier":"v; =1"}');
      await callback.stateStore!.remove('abc');
      expect(document.cookie).toBe('');
      expect(await buildOidcSettings(config, 'http://app.test').stateStore!.get('abc')).toBeNull();
    });

    it('under a base path, the cookie is on its callback path', async () => {
      const hosted = parseConfig({ apiUrl: 'http://api.test', basePath: '/account' });
      await buildOidcSettings(hosted, 'http://app.test').stateStore!.set('xyz', 'state');
      window.history.replaceState(null, '', '/callback');
      expect(document.cookie).toBe('');
      window.history.replaceState(null, '', '/account/callback');
      expect(document.cookie).toBe('oidc.xyz=state');
      await buildOidcSettings(hosted, 'http://app.test').stateStore!.remove('xyz');
    });
  });
});
