// Test support (imported by the *.test.ts files only): the Firebase SDK modules replaced at their
// boundary with recording fakes, in a fresh module registry, so each test sees which SDK parts
// were loaded and what they were called with.
import type { Brand } from '../api/whitelabels';
import type { FirebaseConfig } from './types';

export type SdkPart =
  | 'firebase/app'
  | 'firebase/analytics'
  | 'firebase/app-check'
  | 'firebase/database'
  | 'firebase/messaging';

export class FakeReCaptchaV3Provider {
  constructor(readonly siteKey: string) {}
}

export class FakeCustomProvider {
  constructor(readonly options: { getToken: () => Promise<unknown> }) {}
}

export interface ValueListener {
  path: string;
  next: (snapshot: { val(): unknown }) => void;
  cancel: (error: Error) => void;
  unsubscribe: jest.Mock;
}

export function createSdk() {
  const analyticsInstance = { kind: 'analytics' };
  const databaseInstance = { kind: 'database' };
  const messagingInstance = { kind: 'messaging' };
  const listeners: ValueListener[] = [];
  return {
    analyticsInstance,
    databaseInstance,
    messagingInstance,
    listeners,
    app: {
      initializeApp: jest.fn((options: object, settings: { name: string }) => ({
        name: settings.name,
        options,
      })),
    },
    analytics: {
      isSupported: jest.fn(async () => true),
      initializeAnalytics: jest.fn(() => analyticsInstance),
      logEvent: jest.fn(),
      setUserId: jest.fn(),
    },
    appCheck: {
      initializeAppCheck: jest.fn(),
      ReCaptchaV3Provider: FakeReCaptchaV3Provider,
      CustomProvider: FakeCustomProvider,
    },
    database: {
      forceWebSockets: jest.fn(),
      getDatabase: jest.fn(() => databaseInstance),
      ref: jest.fn((_db: unknown, path: string) => ({ path })),
      onValue: jest.fn(
        (
          reference: { path: string },
          next: ValueListener['next'],
          cancel: ValueListener['cancel'],
        ) => {
          const unsubscribe = jest.fn();
          listeners.push({ path: reference.path, next, cancel, unsubscribe });
          return unsubscribe;
        },
      ),
    },
    messaging: {
      isSupported: jest.fn(async () => true),
      getMessaging: jest.fn(() => messagingInstance),
      getToken: jest.fn(async () => 'web-fcm-token'),
    },
  };
}

export type Sdk = ReturnType<typeof createSdk>;

/** Registers the fakes, then loads src/firebase/index.ts afresh against them. */
export async function loadWithSdk() {
  jest.resetModules();
  const sdk = createSdk();
  const loaded: SdkPart[] = [];
  const fake = (part: SdkPart, exports: object) =>
    jest.doMock(part, () => {
      loaded.push(part);
      return exports;
    });
  fake('firebase/app', sdk.app);
  fake('firebase/analytics', sdk.analytics);
  fake('firebase/app-check', sdk.appCheck);
  fake('firebase/database', sdk.database);
  fake('firebase/messaging', sdk.messaging);
  const { startFirebase } = await import('./index');
  return { sdk, loaded, startFirebase };
}

export const firebaseOptions = {
  apiKey: 'api-key',
  appId: '1:123:web:abc',
  projectId: 'account-demo',
  measurementId: 'G-TEST',
  messagingSenderId: '123',
};

export function firebaseConfig(extra: Partial<FirebaseConfig> = {}): FirebaseConfig {
  return { options: { ...firebaseOptions }, ...extra };
}

export const acme: Brand = {
  id: 'acme',
  name: 'Acme',
  logo: 'https://cdn.example.com/acme.svg',
  logoDark: 'https://cdn.example.com/acme-dark.svg',
  primaryColor: '#112233',
};

/**
 * A host page that loads Google's tags itself (gtag.js, reCAPTCHA), as the only pages where
 * Analytics and production App Check run; returns the undo. jsdom never fetches the script.
 */
export function hostLoadsGoogleTags(): () => void {
  const script = document.createElement('script');
  script.src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
  document.head.append(script);
  (globalThis as { grecaptcha?: unknown }).grecaptcha = { ready: () => {} };
  return () => {
    script.remove();
    delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
  };
}
