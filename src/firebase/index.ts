// Firebase integration (docs/architecture.md, "Firebase"). The app loads this module with a dynamic `import()`
// only when `config.firebase` is set, so with Firebase unset no Firebase code is downloaded and
// no request reaches its services. Inside, each part (App Check, Analytics, Realtime Database,
// Messaging) is its own lazy chunk, loaded on the first call that needs it: a page that only
// records screen views never downloads database or messaging code.
import { initializeApp, type FirebaseApp } from 'firebase/app';

export type { FirebaseConfig, FirebaseServices, PushTokenResult } from './types';
import type { FirebaseConfig, FirebaseServices } from './types';

/**
 * Our own named app, never `[DEFAULT]`: a host shell that runs its own Firebase project (or the
 * same one with other settings) keeps its default app, its App Check and its Analytics untouched,
 * and `initializeApp` cannot fail with `duplicate-app` because the host got there first.
 */
export const FIREBASE_APP_NAME = 'account';

/**
 * Whether App Check applies: production needs a reCAPTCHA site key; development needs a debug
 * token or a site key (a project that uses App Check needs a debug token on localhost, where
 * reCAPTCHA cannot attest). A debug token is never honoured in production.
 */
export function appCheckApplies(config: FirebaseConfig, development: boolean): boolean {
  return development
    ? Boolean(config.appCheckDebugToken || config.appCheckSiteKey)
    : Boolean(config.appCheckSiteKey);
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function startFirebase(
  config: FirebaseConfig,
  options: { development: boolean },
): FirebaseServices {
  // Synchronous and offline: it only registers the app; the SDK parts below do the talking.
  // Re-running with identical options returns the existing app (the SDK compares them).
  const app: FirebaseApp = initializeApp(config.options, { name: FIREBASE_APP_NAME });

  // App Check first, so every later call of analytics, database or messaging carries its token.
  // A failure (e.g. the reCAPTCHA script blocked) leaves the services running without tokens,
  // which is what an unenforced project accepts; an enforcing one rejects them server-side.
  const appCheck = once(async () => {
    if (!appCheckApplies(config, options.development)) return;
    try {
      const { startAppCheck } = await import(
        /* webpackChunkName: "firebase-app-check" */ './app-check'
      );
      startAppCheck(app, config, options.development);
    } catch (error) {
      console.warn('Firebase App Check is off:', error);
    }
  });

  const analytics = once(async () => {
    await appCheck();
    try {
      const { loadAnalytics } = await import(
        /* webpackChunkName: "firebase-analytics" */ './analytics'
      );
      return await loadAnalytics(app);
    } catch (error) {
      // E.g. a host already runs Analytics for the same app id (`already-exists`).
      console.warn('Firebase Analytics is off:', error);
      return null;
    }
  });

  const database = once(async () => {
    await appCheck();
    return import(/* webpackChunkName: "firebase-database" */ './database');
  });

  return {
    screenView(path) {
      // Calls chain on one promise, so events keep the order of the route changes.
      void analytics().then((tracker) => tracker?.screenView(path));
    },

    setUser(sub) {
      void analytics().then((tracker) => tracker?.setUser(sub));
    },

    watchBrand(tenantId, logoOrigins, onBrand) {
      const { databaseUrl } = config;
      if (!databaseUrl) return () => {};
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      database().then(
        ({ subscribeBrand }) => {
          // The caller may have unsubscribed while the chunk was loading.
          if (!stopped) {
            unsubscribe = subscribeBrand(app, databaseUrl, tenantId, logoOrigins, onBrand);
          }
        },
        (error: unknown) => {
          console.warn('Firebase Realtime Database is unavailable:', error);
          if (!stopped) onBrand(null);
        },
      );
      return () => {
        stopped = true;
        unsubscribe?.();
        unsubscribe = null;
      };
    },

    async getPushToken() {
      // Cheap checks first: a browser without them never downloads the messaging chunk.
      if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) {
        return { kind: 'unsupported' };
      }
      await appCheck();
      const { requestPushToken } = await import(
        /* webpackChunkName: "firebase-messaging" */ './messaging'
      );
      return requestPushToken(app, config);
    },
  };
}
