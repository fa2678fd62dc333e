import { UserManager } from 'oidc-client-ts';
import { lendChannelToIframes } from './iframe-channel';

// The library's own iframe window (its silent-renew navigation), in a browser without
// BroadcastChannel: it must wait for the iframe's answer and take it, not throw.
const channel = globalThis.BroadcastChannel;
beforeEach(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
afterEach(() => {
  globalThis.BroadcastChannel = channel;
});

function iframeWindow(userManager: UserManager) {
  const navigator = (
    userManager as unknown as {
      _iframeNavigator: {
        prepare(p: unknown): Promise<{ navigate(p: unknown): Promise<{ url: string }> }>;
      };
    }
  )._iframeNavigator;
  return navigator.prepare({ silentRequestTimeoutInSeconds: 5 });
}

const settings = {
  authority: 'http://api.test/auth/oidc',
  client_id: 'account',
  redirect_uri: 'http://localhost/callback',
};
const params = { url: 'about:blank', state: 'state-1', response_mode: 'query' as const };
/** What /silent-renew.html posts to its parent once the authority has answered. */
const answer = {
  source: 'oidc-client',
  url: 'http://localhost/silent-renew.html?code=c&state=state-1',
  keepOpen: false,
};

it('without BroadcastChannel the library’s iframe window throws before it can hear the answer', async () => {
  const child = await iframeWindow(new UserManager(settings));
  await expect(child.navigate(params)).rejects.toThrow(/BroadcastChannel/);
});

it('lent a channel for that moment, it waits for the iframe’s answer and takes it; nothing is left behind', async () => {
  const userManager = new UserManager(settings);
  lendChannelToIframes(userManager);
  const child = await iframeWindow(userManager);
  const navigated = child.navigate(params);
  expect(typeof globalThis.BroadcastChannel).toBe('undefined');
  window.dispatchEvent(
    new MessageEvent('message', { data: answer, origin: window.location.origin }),
  );
  await expect(navigated).resolves.toEqual({ url: answer.url });
});

it('changes nothing where the browser has BroadcastChannel', () => {
  globalThis.BroadcastChannel = channel;
  const userManager = new UserManager(settings);
  const before = (userManager as unknown as { _iframeNavigator: unknown })._iframeNavigator;
  lendChannelToIframes(userManager);
  expect((userManager as unknown as { _iframeNavigator: unknown })._iframeNavigator).toBe(before);
});
