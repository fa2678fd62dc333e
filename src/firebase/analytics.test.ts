import { waitFor } from '@testing-library/dom';
import { firebaseConfig, firebaseOptions, hostLoadsGoogleTags, loadWithSdk } from './sdk-mocks';

// A host page that loads gtag.js itself, the only page where Analytics runs (see the last test).
let undoTags = () => {};
beforeEach(() => {
  undoTags = hostLoadsGoogleTags();
});
afterEach(() => {
  undoTags();
  jest.restoreAllMocks();
});

test('initialises one named app, so a host’s default Firebase app is untouched', async () => {
  const { sdk, loaded, startFirebase } = await loadWithSdk();
  startFirebase(firebaseConfig(), { development: false });
  expect(sdk.app.initializeApp).toHaveBeenCalledTimes(1);
  expect(sdk.app.initializeApp).toHaveBeenCalledWith(firebaseOptions, { name: 'account' });
  // Starting loads no SDK part: each waits for its first use.
  expect(loaded).toEqual(['firebase/app']);
});

test('analytics is imported on the first screenView only, and nothing else comes with it', async () => {
  const { sdk, loaded, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: false });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).not.toContain('firebase/analytics');

  firebase.screenView('/profile');
  await waitFor(() => expect(sdk.analytics.logEvent).toHaveBeenCalled());
  expect(loaded).toContain('firebase/analytics');
  expect(loaded).not.toContain('firebase/database');
  expect(loaded).not.toContain('firebase/messaging');
  // No site key in production: App Check does not apply, its chunk is never fetched.
  expect(loaded).not.toContain('firebase/app-check');
});

test('screenView logs screen_view with the path as screen name, in route order', async () => {
  window.history.replaceState(null, '', '/?token=single-use-secret');
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: false });
  firebase.screenView('/profile');
  firebase.screenView('/unauthorized');
  await waitFor(() => expect(sdk.analytics.logEvent).toHaveBeenCalledTimes(2));

  const app = sdk.app.initializeApp.mock.results[0]?.value;
  expect(sdk.analytics.initializeAnalytics).toHaveBeenCalledTimes(1);
  // No automatic page view, and the address without its query (tokens never reach Google).
  expect(sdk.analytics.initializeAnalytics).toHaveBeenCalledWith(app, {
    config: { send_page_view: false, page_location: 'http://localhost/' },
  });
  expect(sdk.analytics.logEvent.mock.calls).toEqual([
    [
      sdk.analyticsInstance,
      'screen_view',
      {
        firebase_screen: '/profile',
        screen_name: '/profile',
        firebase_screen_class: 'account',
        page_location: 'http://localhost/profile',
      },
    ],
    [
      sdk.analyticsInstance,
      'screen_view',
      {
        firebase_screen: '/unauthorized',
        screen_name: '/unauthorized',
        firebase_screen_class: 'account',
        page_location: 'http://localhost/unauthorized',
      },
    ],
  ]);
});

test('setUser sets the user id, and clears it with null on sign-out', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: false });
  firebase.setUser('user-sub-1');
  firebase.setUser(null);
  await waitFor(() => expect(sdk.analytics.setUserId).toHaveBeenCalledTimes(2));
  expect(sdk.analytics.setUserId.mock.calls).toEqual([
    [sdk.analyticsInstance, 'user-sub-1'],
    [sdk.analyticsInstance, null],
  ]);
});

test('where analytics is not supported, screenView and setUser do nothing', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  sdk.analytics.isSupported.mockResolvedValue(false);
  const firebase = startFirebase(firebaseConfig(), { development: false });
  firebase.screenView('/profile');
  firebase.setUser('user-sub-1');
  await waitFor(() => expect(sdk.analytics.isSupported).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sdk.analytics.initializeAnalytics).not.toHaveBeenCalled();
  expect(sdk.analytics.logEvent).not.toHaveBeenCalled();
  expect(sdk.analytics.setUserId).not.toHaveBeenCalled();
});

test('an analytics start-up error (e.g. a host already runs it) is logged, not thrown', async () => {
  const { sdk, startFirebase } = await loadWithSdk();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  sdk.analytics.initializeAnalytics.mockImplementation(() => {
    throw new Error('analytics/already-exists');
  });
  const firebase = startFirebase(firebaseConfig(), { development: false });
  firebase.screenView('/profile');
  firebase.screenView('/security');
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(sdk.analytics.logEvent).not.toHaveBeenCalled();
});

test('a page that does not load gtag.js itself (the standalone app) gets no Analytics and no script', async () => {
  undoTags();
  const { sdk, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: false });
  firebase.screenView('/profile');
  firebase.setUser('u1');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sdk.analytics.initializeAnalytics).not.toHaveBeenCalled();
  expect(sdk.analytics.logEvent).not.toHaveBeenCalled();
  expect([...document.scripts].map((script) => script.src)).toEqual([]);
});
