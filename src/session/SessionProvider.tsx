import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiContext } from '../api/ApiContext';
import { createApiClient, type ClientAuth } from '../api/client';
import { fetchProfile, type Profile } from '../api/users';
import type { AccountConfig } from '../config/config';
import { ConfigContext } from '../config/ConfigContext';
import { href } from '../config/paths';
import { tabStorage } from '../lib/storage';
import type { EngineState, SessionEngine } from './SessionEngine';
import type { Session } from './session';
import { SessionContext, type AuthFailure, type SessionState } from './SessionContext';
import { sessionStart } from './start';

type FailureListener = (kind: AuthFailure) => void;

interface Engine {
  session: Session;
  Component: typeof SessionEngine;
}

// Not prefetched: on a slow network a prefetch competes with what the first screen needs. Sign
// in shows its busy state while the chunk (about 19 KB gzip) arrives.
const loadEngine = () => import(/* webpackChunkName: "session" */ './SessionEngine');

/**
 * The signed-in state for everything above it: the configuration, the one HTTP client, the OIDC
 * session and the profile. The session itself (oidc-client-ts and our renewal and tab sync) is
 * the engine chunk, loaded at once when the page may hold a session and otherwise when something
 * needs it: Sign in, a guarded screen (docs/architecture.md, "The session engine"). Until then
 * the visitor is anonymous.
 */
export function SessionProvider({
  config,
  children,
}: {
  config: AccountConfig;
  children: ReactNode;
}) {
  const [start] = useState(() => sessionStart(config, window.location.pathname, tabStorage()));
  const [failureListeners] = useState(() => new Set<FailureListener>());
  const [engine, setEngine] = useState<Engine | null>(null);
  // Read by the HTTP client's callbacks, never during render.
  const [loaded] = useState<{ engine: Engine | null; loading: Promise<Engine> | null }>(() => ({
    engine: null,
    loading: null,
  }));
  const [engineState, setEngineState] = useState<EngineState>({
    status: start.deferred ? 'anonymous' : 'loading',
    sub: null,
    returnPath: href(config.basePath, 'home'),
    callbackError: null,
    methods: '',
    authTime: null,
  });
  // A deferred page stays anonymous (not 'loading') until the engine has an answer: a public
  // screen never flickers, and analytics see one anonymous visitor, not two. A session held by
  // another tab shows once a screen needs the engine (docs/architecture.md, "The session engine").
  const [dormant, setDormant] = useState(start.deferred);
  const onState = useCallback(
    (state: EngineState) => {
      if (state.status === 'loading' && dormant) return;
      setDormant(false);
      setEngineState(state);
    },
    [dormant],
  );

  /** Loads the engine once; a failed load may be tried again. */
  const load = useCallback((): Promise<Engine> => {
    loaded.loading ??= loadEngine().then(
      ({ SessionEngine: Component, createSession }) => {
        const ready = { session: createSession(config, window.location.origin), Component };
        loaded.engine = ready;
        setEngine(ready);
        return ready;
      },
      (error: unknown) => {
        loaded.loading = null;
        throw error;
      },
    );
    return loaded.loading;
  }, [config, loaded]);

  useEffect(() => {
    if (start.deferred) return;
    load().catch((error: unknown) => {
      console.error('Could not load the session', error);
      setEngineState((state) => ({ ...state, status: 'anonymous' }));
    });
  }, [start.deferred, load]);

  // A screen that needs the session now (a guarded route): a failure ends the dormancy, and the
  // visitor is then anonymous.
  const wake = useCallback(() => {
    load().catch(() => setDormant(false));
  }, [load]);

  const api = useMemo(() => {
    const onAuthFailure = (kind: AuthFailure) => {
      // The API refused the token even after a renewal: the session is over here.
      if (kind === 'unauthorized') void loaded.engine?.session.userManager.removeUser();
      failureListeners.forEach((listener) => listener(kind));
    };
    // Before the engine, nobody is signed in: requests go without a token.
    const auth: ClientAuth = {
      getAccessToken: async () =>
        loaded.engine?.session.clientAuth(onAuthFailure).getAccessToken() ?? null,
      renewAfterRejection: async (rejected) =>
        loaded.engine?.session.clientAuth(onAuthFailure).renewAfterRejection(rejected) ?? null,
      onAuthFailure,
    };
    return createApiClient(config.apiUrl, auth);
  }, [config.apiUrl, failureListeners, loaded]);

  return (
    <ConfigContext.Provider value={config}>
      <ApiContext.Provider value={api}>
        {engine && (
          <engine.Component
            session={engine.session}
            isCallback={start.isCallback}
            onState={onState}
          />
        )}
        <AccountState
          dormant={dormant}
          engineState={engineState}
          load={load}
          wake={wake}
          api={api}
          failureListeners={failureListeners}
        >
          {children}
        </AccountState>
      </ApiContext.Provider>
    </ConfigContext.Provider>
  );
}

interface StateProps {
  dormant: boolean;
  engineState: EngineState;
  load(): Promise<Engine>;
  wake(): void;
  api: ReturnType<typeof createApiClient>;
  failureListeners: Set<FailureListener>;
  children: ReactNode;
}

/** The account state screens and hosts use: the engine's state, the profile, the actions. */
function AccountState(props: StateProps) {
  const { dormant, engineState, load, wake, api, failureListeners, children } = props;
  // One result per (subject, attempt): a new user or a retry never shows a stale answer.
  const [profileAttempt, setProfileAttempt] = useState(0);
  const [profileResult, setProfileResult] = useState<{
    key: string;
    profile?: Profile;
    error?: unknown;
  } | null>(null);
  const [authFailure, setAuthFailure] = useState<AuthFailure | null>(null);

  // Held as state (not an event): whichever screen mounts next can still act on it.
  useEffect(() => {
    const listener: FailureListener = (kind) => setAuthFailure(kind);
    failureListeners.add(listener);
    return () => {
      failureListeners.delete(listener);
    };
  }, [failureListeners]);

  // Load the profile once per signed-in subject (not on every token refresh).
  const { status, sub, returnPath, callbackError, methods, authTime } = engineState;
  const profileKey = status === 'signed-in' && sub ? `${sub}#${profileAttempt}` : null;
  useEffect(() => {
    if (!profileKey) return;
    const controller = new AbortController();
    fetchProfile(api, controller.signal).then(
      (profile) => setProfileResult({ key: profileKey, profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the profile', error);
        setProfileResult({ key: profileKey, error });
      },
    );
    return () => controller.abort();
  }, [api, profileKey]);
  const profileNow = profileResult?.key === profileKey ? profileResult : null;

  const authentication = useMemo(
    () =>
      status === 'signed-in' && sub && authTime !== null
        ? { sub, methods: methods.split(' ').filter(Boolean), at: authTime * 1000 }
        : null,
    [status, sub, methods, authTime],
  );
  const value = useMemo<SessionState>(
    () => ({
      status,
      dormant,
      wake,
      profile: profileNow?.profile ?? null,
      profileError: profileNow?.error ?? null,
      reloadProfile: () => setProfileAttempt((n) => n + 1),
      setProfile: (profile) => {
        if (profileKey) setProfileResult({ key: profileKey, profile });
      },
      callbackError,
      authFailure,
      clearAuthFailure: () => setAuthFailure(null),
      signIn: async (returnTo) => (await load()).session.signIn(returnTo),
      returnPath,
      authentication,
      signOut: async () => (await load()).session.signOut(),
      forget: async () => (await load()).session.forget(),
    }),
    [
      dormant,
      status,
      wake,
      load,
      profileKey,
      profileNow,
      callbackError,
      authFailure,
      returnPath,
      authentication,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
