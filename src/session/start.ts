import type { AccountConfig } from '../config/config';
import { OIDC_AUTHORITY_PATH, OIDC_CLIENT_ID } from '../config/constants';
import { href, type RouteName } from '../config/paths';

/**
 * Screens a signed-out visitor opens that show the same without a session. A page that starts on
 * one of them, in a tab holding no session, defers the session engine (SessionEngine.tsx).
 */
const PUBLIC_SCREENS: readonly RouteName[] = [
  'signIn',
  'signUp',
  'confirmAccount',
  'forgotPassword',
  'unauthorized',
  // The new-device mail's "This wasn't me" (flows/sessions/NotMePage.tsx).
  'notMe',
];

/** Where oidc-client-ts keeps this tab's user (its store prefix `oidc.`, settings.ts). */
export function userStoreKey(config: AccountConfig): string {
  return `oidc.user:${config.apiUrl}${OIDC_AUTHORITY_PATH}:${OIDC_CLIENT_ID}`;
}

export interface SessionStart {
  /** The page is our callback route: the engine must redeem its code at once. */
  isCallback: boolean;
  /** Nothing on this page needs the session yet: load the engine later. */
  deferred: boolean;
}

export function sessionStart(
  config: AccountConfig,
  pathname: string,
  storage: Storage | undefined,
): SessionStart {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const isCallback = path === href(config.basePath, 'callback');
  const onPublicScreen = PUBLIC_SCREENS.some((route) => path === href(config.basePath, route));
  return { isCallback, deferred: onPublicScreen && !holdsUser(storage, userStoreKey(config)) };
}

function holdsUser(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return true; // unsure: load the engine
  }
}
