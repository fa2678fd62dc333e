import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { AccountConfig } from '../config/config';
import { useConfig } from '../config/ConfigContext';
import type { FirebaseServices } from '../firebase';
import { useSession, type AccountStatus } from '../session/SessionContext';
import { nextTask } from '../lib/next-task';
import { createTracker, identityOf, type Sink, type Tracker } from './tracker';

export interface Integrations {
  tracker: Tracker;
  /**
   * One page view per change of location: a screen that re-mounts (StrictMode, a step) adds none,
   * nor does a replace that keeps the path (a screen dropping a link's token from its query).
   */
  pageview(locationKey: string, path: string, replaced?: boolean): void;
  /**
   * The session's status. Page views wait while it is loading, so that a device signed out in
   * an earlier visit is reset before its first page view of this one (never sent as the old user).
   */
  settle(status: AccountStatus): void;
  /** Firebase, loaded on first use; null when it is not configured (no code, no request). */
  firebase: (() => Promise<FirebaseServices>) | null;
}

/** Builds the integrations a configuration asks for; an unset one costs nothing. */
export function createIntegrations(config: AccountConfig): Integrations {
  const { posthog: posthogConfig, firebase: firebaseConfig } = config;
  let firebasePromise: Promise<FirebaseServices> | undefined;
  const firebase = firebaseConfig
    ? () =>
        (firebasePromise ??= import(/* webpackChunkName: "firebase" */ '../firebase').then((m) =>
          m.startFirebase(firebaseConfig, { development: process.env.NODE_ENV !== 'production' }),
        ))
    : null;

  const sinks: (() => Promise<Sink>)[] = [];
  if (posthogConfig) {
    sinks.push(() =>
      import(/* webpackChunkName: "posthog" */ './posthog').then(async (m) => {
        // Its code runs in one task, its start in the next, and the calls made meanwhile in a
        // third: shorter pauses for a user typing meanwhile instead of one long one.
        await nextTask();
        const sink = m.createPosthogSink(posthogConfig);
        await nextTask();
        return sink;
      }),
    );
  }
  if (firebase) {
    sinks.push(() =>
      firebase().then((services) => ({
        pageview: (path) => services.screenView(path),
        identify: ({ sub }) => services.setUser(sub),
        reset: () => services.setUser(null),
      })),
    );
  }
  const tracker = createTracker(sinks);
  let lastKey: string | null = null;
  let lastPath: string | null = null;
  // The analytics code starts downloading once the first screen has shown (its first page view)
  // and the browser is idle: never in competition with the code of that screen.
  let starting = false;
  const startWhenIdle = () => {
    if (starting || sinks.length === 0) return;
    starting = true;
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => tracker.start(), { timeout: 3000 });
    } else {
      window.setTimeout(() => tracker.start(), 200);
    }
  };
  let held: string[] | null = [];
  return {
    tracker,
    firebase,
    pageview(locationKey, path, replaced = false) {
      startWhenIdle();
      // The same location again (StrictMode, a step of the same page) is not a new view; going
      // back to an earlier one (its key comes back with it) is.
      if (lastKey === locationKey) return;
      const samePage = replaced && path === lastPath;
      lastKey = locationKey;
      lastPath = path;
      if (samePage) return;
      if (held) held.push(path);
      else tracker.pageview(path);
    },
    settle(status) {
      if (status === 'loading') return;
      if (status === 'anonymous') tracker.reset();
      const waiting = held ?? [];
      held = null;
      for (const path of waiting) tracker.pageview(path);
    },
  };
}

const IntegrationsContext = createContext<Integrations | null>(null);

/**
 * Analytics and Firebase for the screens below. Their code starts loading once the first screen
 * has shown and the browser is idle. Identity follows the session: identify once the profile
 * has loaded, reset whenever the app settles signed out (sign-out here or in another tab, an
 * ended session, a later visit after any of those).
 */
export function IntegrationsProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [integrations] = useState(() => createIntegrations(config));
  const { tracker } = integrations;
  const { status, profile } = useSession();

  const signedIn = status === 'signed-in' && profile;
  const { sub, email, name } = signedIn ? identityOf(profile) : { sub: null, email: '', name: '' };
  useEffect(() => {
    if (sub) tracker.identify({ sub, email, name });
  }, [tracker, sub, email, name]);

  useEffect(() => integrations.settle(status), [integrations, status]);

  return (
    <IntegrationsContext.Provider value={integrations}>{children}</IntegrationsContext.Provider>
  );
}

export function useIntegrations(): Integrations | null {
  return useContext(IntegrationsContext);
}

/**
 * Records one page view per location, from the screen that finally shows: a guarded route that
 * sends the user on, the callback and loading states render no screen and record nothing.
 */
export function usePageView(): void {
  const integrations = useIntegrations();
  const { key } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  useEffect(() => {
    integrations?.pageview(key, window.location.pathname, replaced);
  }, [integrations, key, replaced]);
}
