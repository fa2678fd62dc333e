import { InMemoryWebStorage, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AccountConfig } from '../config/config';
import {
  OIDC_AUTHORITY_PATH,
  OIDC_CLIENT_ID,
  OIDC_SCOPE,
  RENEWAL_LEAD_S,
  SIGN_IN_STATE_MAX_AGE_S,
  SILENT_RENEW_PATH,
} from '../config/constants';
import { href } from '../config/paths';
import { pageAndCookieStorage } from '../lib/cookie-storage';
import { tabStorage } from '../lib/storage';

/** The OIDC client settings (docs/architecture.md, "Authentication"), from config and the page's origin. */
export function buildOidcSettings(config: AccountConfig, origin: string): UserManagerSettings {
  // Tokens and the PKCE verifier live in sessionStorage, never localStorage (readable by every
  // later script on the origin, and kept forever). Where the browser blocks storage, tokens live
  // in memory (signed in for this tab's life), and the sign-in's state crosses the authority's
  // redirect in a short-lived cookie only the callback path reads (lib/cookie-storage.ts).
  const tab = tabStorage();
  const callback = href(config.basePath, 'callback');
  const store = new WebStorageStateStore({ store: tab ?? new InMemoryWebStorage() });
  const stateStore = tab
    ? store
    : new WebStorageStateStore({
        store: pageAndCookieStorage(callback, SIGN_IN_STATE_MAX_AGE_S),
      });
  return {
    authority: `${config.apiUrl}${OIDC_AUTHORITY_PATH}`,
    client_id: OIDC_CLIENT_ID,
    response_type: 'code',
    scope: OIDC_SCOPE,
    redirect_uri: `${origin}${callback}`,
    post_logout_redirect_uri: origin,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    // Renewal is ours (renewal.ts): a cross-tab lock and a 10 s retry the library does not have.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEWAL_LEAD_S,
    userStore: store,
    stateStore,
    revokeTokenTypes: ['refresh_token', 'access_token'],
    revokeTokensOnSignout: true,
    monitorSession: false,
    loadUserInfo: false,
    // The library drops auth_time, acr and amr from the profile by default; screens read how
    // and when the user signed in (SessionContext `authentication`). Only the checks' claims go.
    filterProtocolClaims: ['nbf', 'jti', 'nonce', 'azp', 'at_hash'],
  };
}
