import { parseConfig } from '../config/config';
import { buildOidcSettings } from './settings';

const config = parseConfig({ apiUrl: 'http://api.test' });

describe('buildOidcSettings', () => {
  it('keeps tokens and PKCE state in sessionStorage', async () => {
    const settings = buildOidcSettings(config, 'http://app.test');
    await settings.userStore!.set('k', 'v');
    expect(window.sessionStorage.getItem('oidc.k')).toBe('v');
  });

  it('where the browser blocks storage, keeps them in memory instead of failing', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const settings = buildOidcSettings(config, 'http://app.test');
      await settings.userStore!.set('k', 'v');
      expect(await settings.userStore!.get('k')).toBe('v');
      expect(settings.stateStore).toBe(settings.userStore);
    } finally {
      Object.defineProperty(window, 'sessionStorage', descriptor);
    }
  });
});
