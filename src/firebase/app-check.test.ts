import { waitFor } from '@testing-library/dom';
import type { DebugTokenGlobal } from './app-check';
import {
  FakeCustomProvider,
  FakeReCaptchaV3Provider,
  firebaseConfig,
  hostLoadsGoogleTags,
  loadWithSdk,
} from './sdk-mocks';

const debugGlobal = globalThis as DebugTokenGlobal;

// A host page that loads reCAPTCHA (and gtag.js) itself, the only page where production App
// Check runs (see the last test).
let undoTags = () => {};
beforeEach(() => {
  undoTags = hostLoadsGoogleTags();
});
afterEach(() => {
  undoTags();
  delete debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN;
});

test('production: reCAPTCHA v3 with the site key, before analytics starts', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig({ appCheckSiteKey: 'site-key' }), {
    development: false,
  });
  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.analytics.logEvent).toHaveBeenCalled());

  expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
  const [app, options] = sdk.appCheck.initializeAppCheck.mock.calls[0] as [
    unknown,
    { provider: unknown; isTokenAutoRefreshEnabled: boolean },
  ];
  expect(app).toBe(sdk.app.initializeApp.mock.results[0]?.value);
  expect(options.provider).toBeInstanceOf(FakeReCaptchaV3Provider);
  expect((options.provider as FakeReCaptchaV3Provider).siteKey).toBe('site-key');
  expect(options.isTokenAutoRefreshEnabled).toBe(true);
  expect(debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  expect(sdk.appCheck.initializeAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
    sdk.analytics.initializeAnalytics.mock.invocationCallOrder[0] as number,
  );
});

test('production ignores a debug token: without a site key there is no App Check', async () => {
  const { sdk, loaded, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig({ appCheckDebugToken: 'debug-token' }), {
    development: false,
  });
  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.analytics.logEvent).toHaveBeenCalled());
  expect(loaded).not.toContain('firebase/app-check');
  expect(sdk.appCheck.initializeAppCheck).not.toHaveBeenCalled();
  expect(debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
});

test('development: the configured debug token is set before initializeAppCheck, no reCAPTCHA', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  let tokenAtInit: unknown;
  sdk.appCheck.initializeAppCheck.mockImplementation(() => {
    tokenAtInit = debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN;
  });
  const firebase = startFirebase(
    firebaseConfig({ appCheckSiteKey: 'site-key', appCheckDebugToken: 'debug-token' }),
    { development: true },
  );
  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1));

  expect(tokenAtInit).toBe('debug-token');
  const [, options] = sdk.appCheck.initializeAppCheck.mock.calls[0] as [
    unknown,
    { provider: unknown },
  ];
  expect(options.provider).toBeInstanceOf(FakeCustomProvider);
  await expect((options.provider as FakeCustomProvider).options.getToken()).rejects.toThrow();
});

test('development without a debug token: `true`, so the SDK makes one and prints it', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig({ appCheckSiteKey: 'site-key' }), {
    development: true,
  });
  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1));
  expect(debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
});

test('development with neither a site key nor a debug token: no App Check', async () => {
  const { sdk, loaded, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: true });
  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.analytics.logEvent).toHaveBeenCalled());
  expect(loaded).not.toContain('firebase/app-check');
  expect(debugGlobal.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
});

describe('App Check comes first for every part, even when it is the only one used', () => {
  const config = firebaseConfig({
    appCheckSiteKey: 'site-key',
    databaseUrl: 'https://db.example.com',
  });

  test('database', async () => {
    const { sdk, startFirebase } = await loadWithSdk();
    startFirebase(config, { development: false }).watchBrand('acme', [], () => {});
    await waitFor(() => expect(sdk.database.onValue).toHaveBeenCalled());
    expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(sdk.appCheck.initializeAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.database.getDatabase.mock.invocationCallOrder[0] as number,
    );
  });

  test('messaging', async () => {
    const { sdk, startFirebase } = await loadWithSdk();
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: { permission: 'granted', requestPermission: jest.fn() },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn(async () => ({ scope: 'push' })) },
    });
    try {
      await startFirebase(config, { development: false }).getPushToken();
      expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
      expect(sdk.appCheck.initializeAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
        sdk.messaging.getMessaging.mock.invocationCallOrder[0] as number,
      );
    } finally {
      delete (window as { Notification?: unknown }).Notification;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  test('all of them together: App Check is initialised once', async () => {
    const { sdk, startFirebase } = await loadWithSdk();
    const firebase = startFirebase(config, { development: false });
    firebase.screenView('/profile');
    firebase.watchBrand('acme', [], () => {});
    firebase.setUser('sub');
    await waitFor(() => expect(sdk.database.onValue).toHaveBeenCalled());
    await waitFor(() => expect(sdk.analytics.setUserId).toHaveBeenCalled());
    expect(sdk.appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});

test('production on a page that does not load reCAPTCHA itself (the standalone app): no App Check, no script', async () => {
  undoTags();
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(
    firebaseConfig({ appCheckSiteKey: 'site-key', databaseUrl: 'https://db.example.com' }),
    { development: false },
  );
  firebase.watchBrand('acme', [], () => {});
  await waitFor(() => expect(sdk.database.onValue).toHaveBeenCalled());
  expect(sdk.appCheck.initializeAppCheck).not.toHaveBeenCalled();
  expect([...document.scripts].map((script) => script.src)).toEqual([]);
});
