import type { User } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthProvider as OidcProvider, useAuth } from 'react-oidc-context';
import { ApiContext } from '../api/ApiContext';
import { createApiClient, type ApiClient } from '../api/client';
import { fetchProfile, type Profile } from '../api/users';
import type { AccountConfig } from '../config/config';
import { ConfigContext } from '../config/ConfigContext';
import { href } from '../config/paths';
import { assertIdTokenIat } from './id-token';
import { createSession, type Session } from './session';
import {
  SessionContext,
  type AccountStatus,
  type AuthFailure,
  type SessionState,
} from './SessionContext';

type FailureListener = (kind: AuthFailure) => void;

/**
 * The signed-in state for everything above it: the configuration, the one HTTP client, the OIDC
 * session (react-oidc-context over our own session, renewal and tab sync) and the profile.
 */
export function SessionProvider({
  config,
  children,
}: {
  config: AccountConfig;
  children: ReactNode;
}) {
  const [session] = useState(() => createSession(config, window.location.origin));
  const [failureListeners] = useState(() => new Set<FailureListener>());
  const api = useMemo(
    () =>
      createApiClient(
        config.apiUrl,
        session.clientAuth((kind) => {
          // The API refused the token even after a renewal: the session is over here.
          if (kind === 'unauthorized') void session.userManager.removeUser();
          failureListeners.forEach((listener) => listener(kind));
        }),
      ),
    [config.apiUrl, session, failureListeners],
  );

  // Only our callback route carries our `code` and `state`; a host page's own `?code=` is not ours.
  const [isCallback] = useState(
    () => window.location.pathname === href(config.basePath, 'callback'),
  );
  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      try {
        assertIdTokenIat(user?.profile.iat);
      } catch (error) {
        await session.userManager.removeUser();
        throw error;
      }
      // Keep the callback path (the callback screen forwards), drop `code` and `state`.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    },
    [session],
  );

  return (
    <ConfigContext.Provider value={config}>
      <ApiContext.Provider value={api}>
        <OidcProvider
          userManager={session.userManager}
          skipSigninCallback={!isCallback}
          onSigninCallback={onSigninCallback}
        >
          <SessionBridge session={session} api={api} failureListeners={failureListeners}>
            {children}
          </SessionBridge>
        </OidcProvider>
      </ApiContext.Provider>
    </ConfigContext.Provider>
  );
}

interface BridgeProps {
  session: Session;
  api: ApiClient;
  failureListeners: Set<FailureListener>;
  children: ReactNode;
}

/** Turns the OIDC state into the account state screens and hosts use, and loads the profile. */
function SessionBridge({ session, api, failureListeners, children }: BridgeProps) {
  const auth = useAuth();
  const [hydrated, setHydrated] = useState(false);
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

  useEffect(() => {
    session.start();
    let active = true;
    void session.hydrate().finally(() => {
      if (active) setHydrated(true);
    });
    return () => {
      active = false;
      session.stop();
    };
  }, [session]);

  // Load the profile once per signed-in subject (not on every token refresh).
  const sub = auth.user && !auth.user.expired ? auth.user.profile.sub : null;
  const profileKey = sub ? `${sub}#${profileAttempt}` : null;
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

  const status: AccountStatus =
    !hydrated || auth.isLoading ? 'loading' : sub ? 'signed-in' : 'anonymous';
  const callbackError =
    auth.error && auth.error.source === 'signinCallback' ? (auth.error as Error) : null;

  const value = useMemo<SessionState>(
    () => ({
      session,
      status,
      profile: profileNow?.profile ?? null,
      profileError: profileNow?.error ?? null,
      reloadProfile: () => setProfileAttempt((n) => n + 1),
      setProfile: (profile) => {
        if (profileKey) setProfileResult({ key: profileKey, profile });
      },
      callbackError,
      authFailure,
      clearAuthFailure: () => setAuthFailure(null),
      signIn: (returnTo) => session.signIn(returnTo),
      returnPath: session.returnPath(auth.user),
      signOut: () => session.signOut(),
    }),
    [session, status, profileKey, profileNow, callbackError, authFailure, auth.user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
