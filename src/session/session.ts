import { UserManager, type User } from 'oidc-client-ts';
import { createApiClient, type ClientAuth } from '../api/client';
import { endSession, listSessions } from '../api/sessions';
import type { AccountConfig } from '../config/config';
import {
  QUERY_WHITELABEL,
  RENEWAL_LEAD_S,
  SESSION_CHANNEL_NAME,
  SESSION_END_FOLLOW_MS,
  SESSION_END_LOCK_NAME,
  WHITELABEL_ID_PATTERN,
  WHITELABEL_STORAGE_KEY,
} from '../config/constants';
import { href } from '../config/paths';
import { leavePage } from '../lib/navigate';
import { sameOriginPath } from '../lib/safe-path';
import { browserStorage, readItem, tabStorage } from '../lib/storage';
import { assertIdTokenIat } from './id-token';
import { lendChannelToIframes } from './iframe-channel';
import { claimRefreshToken } from './refresh-claims';
import { RenewalScheduler, withRefreshLock } from './renewal';
import { readEndReason, rememberEndReason } from './session-care';
import { buildOidcSettings } from './settings';
import { TabSync } from './tab-sync';

export interface Session {
  readonly userManager: UserManager;
  /** The HTTP client's view of the session (token, renewal after 401, refusals). */
  clientAuth(onAuthFailure: ClientAuth['onAuthFailure']): ClientAuth;
  /**
   * Starts the authorization request (code + PKCE). Afterwards the user returns to `returnTo`,
   * made a same-origin path here, once; by default the account home under the base path.
   */
  signIn(returnTo?: string, options?: SignInOptions): Promise<void>;
  /** Where a finished sign-in goes: the safe return path it started with, else the home. */
  returnPath(user: User | null | undefined): string;
  /**
   * Ends the session at the authority (awaited, before anything here says signed out), revokes
   * the tokens, clears every tab, lands on the origin.
   */
  signOut(): Promise<void>;
  /**
   * True from a sign-out's front-channel fallback until the browser leaves, and from
   * `expectEnd` until `forget`: the screens hold what they show.
   */
  leaving(): boolean;
  /**
   * True from the start of a sign-out, and from `expectEnd` until `forget`: the end is ours, so
   * nothing renews and a refusal is no verdict. Another tab may end the same session at the same
   * moment (the idle end runs in every tab); a request of ours meeting its 401 would otherwise end
   * this one as "refused" instead of with the reason it is ending for.
   */
  ending(): boolean;
  /**
   * The server has just ended every session at the person's own request (the account's
   * deletion): until the next screen forgets it (`forget`), hold the screens as they are. A
   * request still under way then meets a 401, and renewing would find the grant gone: without
   * this, the refusal ("the sign-in service no longer accepts this session") would overtake the
   * screen that says what happened.
   */
  expectEnd(): void;
  /**
   * The tenant's idle timeout or the session's lifetime has ended it (session care's timers).
   * Every tab decides this at the same moment from the same shared activity; the first to take
   * the end's lock signs out at the authority (`signOut`). The others stop renewing and answer no
   * pull from then on: a page opened meanwhile would otherwise be given a session about to end,
   * forget why the last one ended, and then be refused (docs/session-care.md, "The two-tab
   * race"). The first tab's `signed-out` then removes their user; one still holding it once the
   * lock comes free (that tab closed before it could tell them) signs out itself.
   */
  expire(): Promise<void>;
  /**
   * Forgets the session here and in every tab, without the authority's sign-out: for when the
   * server has already ended every session (the account was deleted, docs/your-data.md).
   */
  forget(): Promise<void>;
  /**
   * Renews now, past a pending retry's wait (**Stay signed in** while renewal keeps failing);
   * true when this tab holds a fresh token afterwards.
   */
  renewNow(): Promise<boolean>;
  /** Brings in the session of another open tab, if any (a new tab starts signed in). */
  hydrate(): Promise<void>;
  /** Starts renewal and the cross-tab channel; `stop` undoes it. Both may run many times. */
  start(): void;
  stop(): void;
}

export interface SignInOptions {
  /**
   * The authority asks for the password even while its session lasts (prompt=login): the
   * session's lifetime is at its end, and only a new sign-in starts a new one.
   */
  reauthenticate?: boolean;
}

export interface SignInState {
  returnTo: string;
}

/** A tab without a refresh token left this renewal to the tab that has one (retried in 10 s). */
export class RenewalLeftToPeerError extends Error {
  constructor() {
    super('another tab holds the refresh token and renews');
    this.name = 'RenewalLeftToPeerError';
  }
}

/** One session per page: the UserManager, our renewal and the cross-tab sync, wired together. */
export function createSession(config: AccountConfig, origin: string): Session {
  const home = href(config.basePath, 'home');
  const userManager = new UserManager(buildOidcSettings(config, origin));
  lendChannelToIframes(userManager);
  // Anonymous client: the token under test is sent as given, never renewed or replaced.
  const verifier = createApiClient(config.apiUrl);
  // See `leaving`, `ending` and `expectEnd` in Session.
  let leaving = false;
  let ending = false;
  const sync = new TabSync(
    SESSION_CHANNEL_NAME,
    userManager,
    async (accessToken, sub) => {
      const me = await verifier.request<{ sub?: unknown }>('users/me', {
        auth: 'user',
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return me.sub === sub;
    },
    () => ending,
  );
  // Set by the pull that precedes every refresh (under the lock): a tab holding the refresh
  // token answered it.
  let peerCanRenew = false;
  // A renewal after the API refused the token (401) is never left to another tab.
  let rejections = 0;
  // This page's own name for its refresh-token claims (not a secret: any unique value).
  const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const storage = browserStorage();

  /** Forgets the session here and in every tab of the same user. */
  const endEverywhere = async () => {
    const user = await userManager.getUser();
    await userManager.removeUser();
    if (user) sync.signedOut(user.profile.sub, readEndReason(tabStorage()));
  };

  const scheduler = new RenewalScheduler<User>({
    withLock: withRefreshLock,
    pullLatest: async () => {
      peerCanRenew = await sync.pullLatest();
    },
    getUser: () => userManager.getUser(),
    refresh: async () => {
      const current = await userManager.getUser();
      // A copy of another tab's refresh token (this tab was opened from it) that the other tab
      // has used: using it too would revoke the grant in every tab (refresh-claims.ts).
      if (
        current?.refresh_token &&
        !(await claimRefreshToken(storage, tabId, current.refresh_token))
      ) {
        current.refresh_token = undefined;
        await userManager.storeUser(current);
      }
      // Without a refresh token, this tab would renew through the silent-renew iframe, which
      // needs the authority's cookie in a frame. While a tab that holds the refresh token
      // answers, it renews for everyone (its own expiry timer fires too) and we adopt its
      // announcement; past half the lead, we renew ourselves.
      if (
        current &&
        !current.refresh_token &&
        peerCanRenew &&
        rejections === 0 &&
        (current.expires_in ?? 0) > RENEWAL_LEAD_S / 2
      ) {
        throw new RenewalLeftToPeerError();
      }
      const user = await userManager.signinSilent();
      if (!user) throw new Error('silent renewal returned no user');
      assertIdTokenIat(user.profile.iat);
      return user;
    },
    onRenewed: (user) => sync.publish(user),
    onSessionEnded: (error) => {
      if (ending) return; // the end is ours, and the screen that says so is on its way
      // The authority refused the session: forget it here and in every tab. Guarded screens
      // then send the user to `unauthorized`, which says why; nothing retries.
      rememberEndReason(tabStorage(), {
        reason: (error as Error | null)?.name === 'IdTokenTimeError' ? 'clock' : 'renewal-refused',
      });
      endEverywhere().catch(() => undefined);
    },
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  });

  const renew = () => {
    if (!ending) void scheduler.renew();
  };

  const clientAuth = (onAuthFailure: ClientAuth['onAuthFailure']): ClientAuth => ({
    getAccessToken: async () => {
      const user = await userManager.getUser();
      return user && !user.expired ? user.access_token : null;
    },
    renewAfterRejection: async (rejected) => {
      if (ending) return null;
      rejections += 1;
      const outcome = await scheduler.renew({ rejectedToken: rejected }).finally(() => {
        rejections -= 1;
      });
      if (outcome !== 'renewed' && outcome !== 'fresh') return null;
      const user = await userManager.getUser();
      return user?.access_token ?? null;
    },
    onAuthFailure,
  });

  /**
   * Ends this browser's session at the authority through the API (back channel): the session the
   * API marks `current` (the one holding this tab's grant) is deleted with its grant and tokens,
   * so the authority's cookie no longer signs anyone in. True only on the API's 204.
   */
  const endAtAuthority = async (): Promise<boolean> => {
    // Refusals here are no verdict for the screens: signing out goes on either way.
    const client = createApiClient(
      config.apiUrl,
      clientAuth(() => undefined),
    );
    try {
      const current = (await listSessions(client)).find((session) => session.current);
      if (!current) return false;
      await endSession(client, current.id);
      return true;
    } catch {
      return false;
    }
  };

  const signOut = async () => {
    ending = true;
    scheduler.stop();
    const user = await userManager.getUser();
    // The authority's session ends first, by a request this page awaits: a sign-out that only
    // redirected to the authority's end-session page would let the screen say "signed out"
    // (the user removed here) while that round trip was still under way, and a person who
    // left then kept the authority's session: the next Sign in asked for no password.
    if (user && (await endAtAuthority())) {
      // The grant and its tokens are gone already; revoking is for an API that kept them.
      await userManager.revokeTokens().catch(() => undefined);
      await userManager.removeUser();
      sync.signedOut(user.profile.sub, readEndReason(tabStorage()));
      leavePage(origin);
      return;
    }
    // No answer from the API (or no session of ours there): the authority's own end-session
    // round trip, with the screens held on "Signing out…" until the browser leaves, so nothing
    // here says signed out before the authority has ended its session. The library revokes the
    // tokens and removes the user before it navigates.
    leaving = true;
    if (user) sync.signedOut(user.profile.sub, readEndReason(tabStorage()));
    try {
      await userManager.signoutRedirect({ post_logout_redirect_uri: origin });
    } catch (error) {
      leaving = false;
      ending = false;
      throw error;
    }
  };

  const signedInHere = async () => (await userManager.getUser().catch(() => null)) !== null;

  /** Resolves once the user is gone here (another tab's `signed-out`), or after `ms`. */
  const userGone = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        userManager.events.removeUserUnloaded(done);
        resolve();
      };
      const timer = window.setTimeout(done, ms);
      userManager.events.addUserUnloaded(done);
    });

  const expire = async () => {
    ending = true;
    scheduler.stop();
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // Without Web Locks every tab signs out at the authority (the API ends the session once).
    if (!locks?.request) return signOut().catch(() => undefined);
    const first = await locks.request(
      SESSION_END_LOCK_NAME,
      { ifAvailable: true },
      async (lock) => {
        if (!lock) return false;
        // A tab whose timer fired late (a background tab's timers are slowed) may find the lock
        // free after another tab's sign-out, whose message has already removed its user.
        if (await signedInHere()) await signOut().catch(() => undefined);
        return true;
      },
    );
    if (first) return;
    // Another tab is signing out: its `signed-out` removes our user. Waiting for the lock waits
    // for its sign-out to end; the message may still be on its way then, hence the short wait.
    await locks.request(SESSION_END_LOCK_NAME, async () => {
      if (await signedInHere()) await userGone(SESSION_END_FOLLOW_MS);
      if (await signedInHere()) await signOut().catch(() => undefined);
    });
    if (!leaving && !(await signedInHere())) ending = false;
  };

  return {
    userManager,
    clientAuth,
    signIn: (returnTo, options) =>
      userManager.signinRedirect({
        ...(options?.reauthenticate ? { prompt: 'login' } : {}),
        // The tenant this browser signs in for (whitelabel/capture.ts keeps it): the authority
        // then names its provider buttons in the sign-in page's address, so they show before
        // the page paints (docs/federation.md, "Before the page paints").
        ...tenantParam(),
        state: { returnTo: returnTo ? sameOriginPath(returnTo) : home } satisfies SignInState,
      }),
    returnPath: (user) => {
      const returnTo = (user?.state as Partial<SignInState> | undefined)?.returnTo;
      return typeof returnTo === 'string' ? sameOriginPath(returnTo) : home;
    },
    signOut,
    expire,
    leaving: () => leaving,
    ending: () => ending,
    renewNow: async () => {
      const outcome = await scheduler.renew({ now: true });
      return outcome === 'renewed' || outcome === 'fresh';
    },
    expectEnd: () => {
      leaving = true;
      ending = true;
      scheduler.stop();
    },
    forget: async () => {
      scheduler.stop();
      // Held since `expectEnd`: the screens now hear that the user is gone. Still ending until
      // the user is gone here (no pull answered with it meanwhile: tab-sync.ts, `isEnding`).
      leaving = false;
      try {
        await endEverywhere();
      } finally {
        ending = false;
      }
    },
    hydrate: async () => {
      if (!(await userManager.getUser())) await sync.pullLatest();
    },
    start: () => {
      sync.open();
      userManager.events.addAccessTokenExpiring(renew);
      userManager.events.addAccessTokenExpired(renew);
    },
    stop: () => {
      scheduler.stop();
      userManager.events.removeAccessTokenExpiring(renew);
      userManager.events.removeAccessTokenExpired(renew);
      sync.close();
    },
  };
}

/** The kept tenant as the authorization request's `whitelabel`, when there is a valid one. */
function tenantParam(): { extraQueryParams?: Record<string, string> } {
  const tenant = readItem(browserStorage(), WHITELABEL_STORAGE_KEY);
  return tenant !== null && WHITELABEL_ID_PATTERN.test(tenant)
    ? { extraQueryParams: { [QUERY_WHITELABEL]: tenant } }
    : {};
}
