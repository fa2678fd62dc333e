import type { UserManager } from 'oidc-client-ts';

interface ChildWindow {
  navigate(params: unknown): Promise<unknown>;
  close(): void;
}
interface Navigator {
  prepare(params: unknown): Promise<ChildWindow>;
  callback(url: string, params?: unknown): Promise<void>;
}

/** A channel no one hears: what the library's iframe navigation needs of one, and nothing more. */
class InertChannel {
  onmessage = null;
  postMessage() {}
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

/**
 * oidc-client-ts (3.5) opens a BroadcastChannel in every iframe navigation, for popups' sake, and
 * throws where the browser has none (older browsers, some web views): the silent-renew iframe
 * then never renews. The iframe answers by `postMessage`, so an inert channel lent for the
 * synchronous moment the library creates one is all it needs; no other code can see it.
 */
export function lendChannelToIframes(userManager: UserManager): void {
  const holder = userManager as unknown as { _iframeNavigator?: Navigator };
  const inner = holder._iframeNavigator;
  if (!inner || typeof BroadcastChannel !== 'undefined') return;
  holder._iframeNavigator = {
    prepare: async (params) => {
      const child = await inner.prepare(params);
      return {
        navigate: (navigateParams) => {
          const scope = globalThis as { BroadcastChannel?: unknown };
          scope.BroadcastChannel = InertChannel;
          try {
            return child.navigate(navigateParams);
          } finally {
            delete scope.BroadcastChannel;
          }
        },
        close: () => child.close(),
      };
    },
    callback: (url, params) => inner.callback(url, params),
  };
}
