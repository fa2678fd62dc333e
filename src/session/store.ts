import type { ClientAuth } from '../api/client';
import type { AccountConfig } from '../config/config';
import { href } from '../config/paths';
import type { AuthFailure } from './SessionContext';
import type { Engine, EngineState } from './SessionEngine';
import type { Session } from './session';
import { forgetEndReason, rememberEndReason } from './session-care';
import { sessionStart } from './start';

/** The session as the store holds it: the engine's state, and whether it still sleeps. */
export interface SessionSnapshot extends EngineState {
  /**
   * The page started on a public screen and has not loaded the engine yet (it reads as
   * anonymous); `wake` loads it.
   */
  dormant: boolean;
}

/**
 * The one place the session's state lives (docs/architecture.md, "The session store"): the
 * engine writes it, screens and hosts read it through `useSyncExternalStore` (SessionProvider,
 * `useSession`, `useAccount`). Built once per page by the app's composition (app/AuthProvider),
 * with no React in it.
 */
export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /**
   * The HTTP client's view of the session, built once: before the engine, nobody is signed in
   * in this tab and requests go without a token.
   */
  readonly clientAuth: ClientAuth;
  /** Calls `listener` when the API refuses the user (401 after renewal, or 403). */
  onAuthFailure(listener: (kind: AuthFailure) => void): () => void;
  /**
   * Runs the engine while at least one provider is mounted, loading it at once unless the page
   * defers it; returns the detach.
   */
  attach(): () => void;
  /** Loads the engine once (a failed load may be tried again). */
  load(): Promise<Session>;
  /** A screen needs the session now (a guarded route); a failure ends the dormancy. */
  wake(): void;
}

// Not prefetched: on a slow network a prefetch competes with what the first screen needs. Sign
// in shows its busy state while the chunk arrives.
const loadEngine = () => import(/* webpackChunkName: "session" */ './SessionEngine');

export function createSessionStore(
  config: AccountConfig,
  page: { pathname: string; storage: Storage | undefined; origin: string },
): SessionStore {
  const start = sessionStart(config, page.pathname, page.storage);
  let snapshot: SessionSnapshot = {
    status: start.deferred ? 'anonymous' : 'loading',
    dormant: start.deferred,
    sub: null,
    returnPath: href(config.basePath, 'home'),
    callbackError: null,
    methods: '',
    authTime: null,
    tenantId: undefined,
    expiresAt: null,
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<SessionSnapshot>) => {
    const merged = { ...snapshot, ...next };
    const keys = Object.keys(merged) as (keyof SessionSnapshot)[];
    if (keys.every((key) => merged[key] === snapshot[key])) return;
    snapshot = merged;
    listeners.forEach((listener) => listener());
  };

  // A deferred page stays anonymous (not 'loading') until the engine has an answer: a public
  // screen never flickers, and analytics see one anonymous visitor, not two. A session held by
  // another tab shows once a screen needs the engine (docs/architecture.md, "The session engine").
  const write = (state: EngineState) => {
    if (state.status === 'loading' && snapshot.dormant) return;
    // Signed in again: why the last session ended is no longer news (session-care.ts).
    if (state.status === 'signed-in' && snapshot.status !== 'signed-in') {
      forgetEndReason(page.storage);
    }
    update({ ...state, dormant: false });
  };

  const failureListeners = new Set<(kind: AuthFailure) => void>();
  let session: Session | null = null;
  let sessionAuth: ClientAuth | null = null;
  let engine: Engine | null = null;
  let loading: Promise<Session> | null = null;
  let attached = 0;
  let stop: (() => void) | null = null;
  let startedLoading = false;

  const onAuthFailure = (kind: AuthFailure) => {
    // Leaving on purpose (a sign-out on its way, an account just deleted): expected, no verdict.
    if (session?.ending()) return;
    // The API refused the token even after a renewal: the session is over here.
    if (kind === 'unauthorized') {
      // Refused even after a renewal: the session was ended elsewhere (another device's
      // "Sign out", a password change); the next screen says so.
      rememberEndReason(page.storage, { reason: 'revoked' });
      void session?.userManager.removeUser();
    }
    failureListeners.forEach((listener) => listener(kind));
  };

  const run = () => {
    if (engine && attached > 0 && !stop) stop = engine.start(write);
  };

  const load = (): Promise<Session> => {
    loading ??= loadEngine().then(
      ({ createSession, createEngine }) => {
        const created = createSession(config, page.origin);
        session = created;
        // The HTTP client's view of this session, once (not per request).
        sessionAuth = created.clientAuth(onAuthFailure);
        engine = createEngine(created, start.isCallback);
        run();
        return created;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    clientAuth: {
      getAccessToken: async () => (await sessionAuth?.getAccessToken()) ?? null,
      renewAfterRejection: async (rejected) =>
        (await sessionAuth?.renewAfterRejection(rejected)) ?? null,
      onAuthFailure,
    },
    onAuthFailure(listener) {
      failureListeners.add(listener);
      return () => {
        failureListeners.delete(listener);
      };
    },
    attach() {
      attached += 1;
      if (!start.deferred && !startedLoading) {
        startedLoading = true;
        load().catch((error: unknown) => {
          console.error('Could not load the session', error);
          update({ status: 'anonymous' });
        });
      }
      run();
      return () => {
        attached -= 1;
        if (attached > 0 || !stop) return;
        stop();
        stop = null;
      };
    },
    load,
    wake() {
      load().catch(() => update({ dormant: false }));
    },
  };
}
