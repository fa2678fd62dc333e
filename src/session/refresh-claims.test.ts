import { webcrypto } from 'node:crypto';
import { claimRefreshToken } from './refresh-claims';

// jsdom has no Web Crypto digest; browsers have it on https and localhost pages.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    configurable: true,
    value: webcrypto.subtle,
  });
});
afterAll(() => Reflect.deleteProperty(globalThis.crypto, 'subtle'));
afterEach(() => localStorage.clear());

describe('claimRefreshToken', () => {
  it('lets one tab use a refresh token, again and again, and refuses it to any other tab', async () => {
    expect(await claimRefreshToken(localStorage, 'tab-a', 'rt-1')).toBe(true);
    expect(await claimRefreshToken(localStorage, 'tab-a', 'rt-1')).toBe(true); // a retry
    expect(await claimRefreshToken(localStorage, 'tab-b', 'rt-1')).toBe(false); // a copy
    expect(await claimRefreshToken(localStorage, 'tab-b', 'rt-2')).toBe(true);
  });

  it('keeps no token in localStorage, only short digests', async () => {
    await claimRefreshToken(localStorage, 'tab-a', 'a-refresh-token-value');
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('a-refresh-token-value');
    expect(Object.keys(JSON.parse(localStorage.getItem('account.refresh-claims')!))).toEqual([
      expect.stringMatching(/^[A-Za-z0-9+/]{16}$/),
    ]);
  });

  it('keeps the newest claims only', async () => {
    for (let i = 0; i < 40; i++) await claimRefreshToken(localStorage, 'tab-a', `rt-${i}`);
    expect(Object.keys(JSON.parse(localStorage.getItem('account.refresh-claims')!))).toHaveLength(
      16,
    );
    expect(await claimRefreshToken(localStorage, 'tab-b', 'rt-39')).toBe(false);
    expect(await claimRefreshToken(localStorage, 'tab-b', 'rt-0')).toBe(true); // long forgotten
  });

  it('without storage, or with garbage in it, never blocks a renewal', async () => {
    expect(await claimRefreshToken(undefined, 'tab-a', 'rt-1')).toBe(true);
    localStorage.setItem('account.refresh-claims', 'not json');
    expect(await claimRefreshToken(localStorage, 'tab-a', 'rt-1')).toBe(true);
    localStorage.setItem('account.refresh-claims', 'null');
    expect(await claimRefreshToken(localStorage, 'tab-a', 'rt-2')).toBe(true);
  });
});
