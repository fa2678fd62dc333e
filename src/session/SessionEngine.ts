// The OIDC half of the session, in its own chunk (docs/architecture.md, "The session engine"):
// oidc-client-ts, renewal and tab sync. The session store (store.ts) loads it at once when a page
// may hold a session; on the public screens a signed-out visitor opens, only when something needs
// it (Sign in, a guarded screen): those screens show without it. The engine drives the library's
// UserManager directly and writes what screens need into the store; nothing here renders.
import type { User } from 'oidc-client-ts';
import { assertIdTokenIat } from './id-token';
import type { Session } from './session';

export { createSession } from './session';

/** What the engine writes into the session store: the OIDC state, as screens need it. */
export interface EngineState {
  status: 'loading' | 'signed-in' | 'anonymous';
  /** The signed-in subject (null when anonymous or the token has expired). */
  sub: string | null;
  /** Where the sign-in that just finished goes next. */
  returnPath: string;
  callbackError: Error | null;
  /** The ID token's `amr` joined by spaces ('' when none) and `auth_time` (seconds). */
  methods: string;
  authTime: number | null;
  /**
   * The ID token's `tenant_id`: the account's tenant, null for none; undefined when the token
   * does not say (an authority without the claim).
   */
  tenantId: string | null | undefined;
  /**
   * When the access token expires (seconds): renewal starts 600 s ahead, so nearing it means
   * renewal has kept failing, and session care warns (docs/session-care.md).
   */
  expiresAt: number | null;
}

export interface Engine {
  /**
   * Runs the session (renewal, tab sync, the library's events) and reports its state to
   * `report` on every change, until the returned stop. It may start again after a stop; the
   * callback's code is redeemed and the other tabs asked once.
   */
  start(report: (state: EngineState) => void): () => void;
}

/** The authority's answer in the address (code or error, with state), as the library reads it. */
function hasAuthParams(location: Location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((query) => {
    const params = new URLSearchParams(query);
    return !!(params.get('code') || params.get('error')) && !!params.get('state');
  });
}

function tenantClaim(value: unknown): string | null | undefined {
  return typeof value === 'string' || value === null ? value : undefined;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The engine of one session. `isCallback`: the page is our callback route, so a `code` and
 * `state` in its address are ours to redeem.
 */
export function createEngine(session: Session, isCallback: boolean): Engine {
  const { userManager } = session;
  let user: User | null = null;
  let settled = false; // the first answer: the callback redeemed, or the stored user read
  let hydrated = false; // the other tabs asked for their session
  let callbackError: Error | null = null;
  let report: ((state: EngineState) => void) | null = null;
  let initialised = false;
  // The callback's code is being redeemed: the library announces the user (userLoaded) before it
  // returns, and the engine still has `code` and `state` to drop from the address. Reporting
  // "signed in" then would let the callback screen forward to the return path first, and the
  // clean-up would replace that path's own query and hash.
  let redeeming = false;
  let last: EngineState | null = null;

  const emit = () => {
    // A sign-out on its way through the authority's end-session page: the user is gone here
    // already, but the screens keep what they show until the browser leaves, so none says
    // "signed out" before the authority has ended its session.
    if (!report || session.leaving()) return;
    const sub = user && !user.expired ? user.profile.sub : null;
    const claims = sub ? user?.profile : undefined;
    const state: EngineState = {
      status: !hydrated || !settled ? 'loading' : sub ? 'signed-in' : 'anonymous',
      sub,
      returnPath: session.returnPath(user),
      callbackError,
      methods: Array.isArray(claims?.amr) ? claims.amr.join(' ') : '',
      authTime: typeof claims?.auth_time === 'number' ? claims.auth_time : null,
      tenantId: tenantClaim(claims?.tenant_id),
      expiresAt: sub ? (user?.expires_at ?? null) : null,
    };
    if (last && (Object.keys(state) as (keyof EngineState)[]).every((k) => state[k] === last?.[k]))
      return;
    last = state;
    report(state);
  };

  const loaded = (next: User) => {
    user = next;
    callbackError = null;
    if (redeeming) return; // initialise reports it, once the address is clean
    settled = true;
    emit();
  };
  const unloaded = () => {
    user = null;
    emit();
  };

  /** Redeems the callback's code (ours only), else reads the stored user. */
  const initialise = async () => {
    try {
      let redeemed: User | null = null;
      if (isCallback && hasAuthParams(window.location)) {
        redeeming = true;
        try {
          redeemed = (await userManager.signinCallback()) ?? null;
          try {
            assertIdTokenIat(redeemed?.profile.iat);
          } catch (error) {
            await userManager.removeUser();
            throw error;
          }
          // Keep the callback path (the callback screen forwards), drop `code` and `state`.
          window.history.replaceState(window.history.state, '', window.location.pathname);
        } finally {
          redeeming = false;
        }
      }
      user = redeemed ?? (await userManager.getUser());
      callbackError = null;
    } catch (error) {
      callbackError = asError(error);
    }
    settled = true;
    emit();
  };

  return {
    start(onState) {
      report = onState;
      last = null;
      session.start();
      userManager.events.addUserLoaded(loaded);
      userManager.events.addUserUnloaded(unloaded);
      userManager.events.addUserSignedOut(unloaded);
      if (!initialised) {
        initialised = true;
        // On our callback with a code, the code's redemption makes this tab's session: asking
        // the other tabs first would hold the screen for their answer, which none gives when
        // there is no other tab (tab-sync.ts waits 150 ms for it), after every sign-in. So they
        // are asked only if the redemption brings no user (a failed callback), as before.
        const withCode = isCallback && hasAuthParams(window.location);
        const settling = initialise();
        const asked = withCode
          ? settling.then(() => (user ? undefined : session.hydrate()))
          : session.hydrate();
        void asked.finally(() => {
          hydrated = true;
          emit();
        });
      }
      emit();
      return () => {
        report = null;
        userManager.events.removeUserLoaded(loaded);
        userManager.events.removeUserUnloaded(unloaded);
        userManager.events.removeUserSignedOut(unloaded);
        session.stop();
      };
    },
  };
}
