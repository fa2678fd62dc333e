import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext';
import { useResource } from '../api/use-resource';
import { fetchProfile } from '../api/users';
import { SessionContext, type AuthFailure, type SessionState } from './SessionContext';
import type { SessionStore } from './store';

/**
 * The signed-in state for everything below it: the session store's state (the OIDC session,
 * written by its engine), the profile and the actions. The app's composition (app/AuthProvider)
 * builds the store and the HTTP client once and provides the configuration and the client; the
 * engine runs while this is mounted (docs/architecture.md, "The session store").
 */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => store.attach(), [store]);
  const api = useApi();
  // The session's changes render as transitions, in slices (bootstrap.tsx): the one that signs a
  // reloaded tab in renders every signed-in screen's gates and frame, and as a synchronous
  // external-store update (useSyncExternalStore) it was the overview's longest task (120–180 ms
  // at 4× CPU). Only this provider reads the store, and everything below reads it from here, so
  // no two parts of the screen can see two snapshots; a change between the first render and the
  // subscription is read when it subscribes.
  const [engineState, setEngineState] = useState(store.getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setEngineState(store.getSnapshot()));
    update();
    return store.subscribe(update);
  }, [store]);
  const { dormant } = engineState;
  const [authFailure, setAuthFailure] = useState<AuthFailure | null>(null);

  // Held as state (not an event): whichever screen mounts next can still act on it.
  useEffect(() => store.onAuthFailure((kind) => setAuthFailure(kind)), [store]);

  // Load the profile once per signed-in subject (not on every token refresh).
  const { status, sub, returnPath, callbackError, methods, authTime, expiresAt, tenantId } =
    engineState;
  const {
    data: profileData,
    error: profileError,
    reload: reloadProfile,
    set: setProfile,
  } = useResource(status === 'signed-in' && sub ? sub : null, (signal) =>
    fetchProfile(api, signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Could not load the profile', error);
      throw error;
    }),
  );

  const authentication = useMemo(
    () =>
      status === 'signed-in' && sub && authTime !== null
        ? { sub, methods: methods.split(' ').filter(Boolean), at: authTime * 1000, tenantId }
        : null,
    [status, sub, methods, authTime, tenantId],
  );
  const value = useMemo<SessionState>(
    () => ({
      status,
      dormant,
      wake: store.wake,
      profile: profileData,
      profileError,
      reloadProfile,
      setProfile,
      callbackError,
      authFailure,
      clearAuthFailure: () => setAuthFailure(null),
      signIn: async (returnTo, options) => (await store.load()).signIn(returnTo, options),
      returnPath,
      authentication,
      tokenExpiresAt: expiresAt === null ? null : expiresAt * 1000,
      renew: async () => (await store.load()).renewNow(),
      signOut: async () => (await store.load()).signOut(),
      forget: async () => (await store.load()).forget(),
      expire: async () => (await store.load()).expire(),
      expectEnd: async () => (await store.load()).expectEnd(),
    }),
    [
      dormant,
      status,
      store,
      profileData,
      profileError,
      reloadProfile,
      setProfile,
      callbackError,
      authFailure,
      returnPath,
      authentication,
      expiresAt,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
