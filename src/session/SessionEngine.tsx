// The OIDC half of the session, in its own chunk (docs/architecture.md, "The session engine"):
// oidc-client-ts, react-oidc-context, renewal and tab sync. SessionProvider loads it at once when a
// page may hold a session; on the public screens a signed-out visitor opens, only when something
// needs it (Sign in, a guarded screen): those screens show without it.
import type { User } from 'oidc-client-ts';
import { useCallback, useEffect, useState } from 'react';
import { AuthProvider as OidcProvider, useAuth } from 'react-oidc-context';
import { assertIdTokenIat } from './id-token';
import type { Session } from './session';

export { createSession } from './session';

/** What the engine tells SessionProvider: the OIDC state, as screens need it. */
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
}

export interface SessionEngineProps {
  session: Session;
  /** The page is our callback route: its `code` and `state` are ours to redeem. */
  isCallback: boolean;
  onState(state: EngineState): void;
}

/** Renders nothing: it runs the OIDC session and reports its state upwards. */
export function SessionEngine({ session, isCallback, onState }: SessionEngineProps) {
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
    <OidcProvider
      userManager={session.userManager}
      skipSigninCallback={!isCallback}
      onSigninCallback={onSigninCallback}
    >
      <Reporter session={session} onState={onState} />
    </OidcProvider>
  );
}

function Reporter({ session, onState }: Pick<SessionEngineProps, 'session' | 'onState'>) {
  const auth = useAuth();
  const [hydrated, setHydrated] = useState(false);

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

  const sub = auth.user && !auth.user.expired ? auth.user.profile.sub : null;
  const status = !hydrated || auth.isLoading ? 'loading' : sub ? 'signed-in' : 'anonymous';
  const callbackError =
    auth.error && auth.error.source === 'signinCallback' ? (auth.error as Error) : null;
  const returnPath = session.returnPath(auth.user);
  const claims = sub ? auth.user?.profile : undefined;
  const methods = Array.isArray(claims?.amr) ? claims.amr.join(' ') : '';
  const authTime = typeof claims?.auth_time === 'number' ? claims.auth_time : null;
  useEffect(() => {
    // A sign-out on its way through the authority's end-session page: the user is gone here
    // already, but the screens keep what they show until the browser leaves, so none says
    // "signed out" before the authority has ended its session.
    if (session.leaving()) return;
    onState({ status, sub, returnPath, callbackError, methods, authTime });
  }, [session, onState, status, sub, returnPath, callbackError, methods, authTime]);
  return null;
}
