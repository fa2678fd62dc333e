import type { AccountConfig } from '../config/config';
import { OIDC_AUTHORITY_PATH, OIDC_CLIENT_ID } from '../config/constants';
import { href, withoutSessionRoutes } from '../config/paths';

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
  // The screens a signed-out visitor opens that show the same without a session (the route
  // manifest's `withoutSession`, config/paths.ts).
  const onPublicScreen = withoutSessionRoutes.some(
    (route) => path === href(config.basePath, route),
  );
  return { isCallback, deferred: onPublicScreen && !holdsUser(storage, userStoreKey(config)) };
}

function holdsUser(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return true; // unsure: load the engine
  }
}
