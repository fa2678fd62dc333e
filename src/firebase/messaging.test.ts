import { parseSwConfig } from './sw-config';
import { firebaseConfig, firebaseOptions, loadWithSdk } from './sdk-mocks';

const registration = { scope: 'https://app.example.com/firebase-cloud-messaging-push-scope' };

function installBrowserApis(permission: NotificationPermission, answer = permission) {
  const requestPermission = jest.fn(async () => answer);
  const register = jest.fn(async () => registration);
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission, requestPermission },
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  return { requestPermission, register };
}

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

async function start(config = firebaseConfig({ vapidKey: 'vapid-key' })) {
  const loadedSdk = await loadWithSdk();
  return { ...loadedSdk, firebase: loadedSdk.startFirebase(config, { development: false }) };
}

test('unsupported without the Notification and service worker APIs, without loading messaging', async () => {
  const { firebase, loaded } = await start();
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'unsupported' });
  expect(loaded).not.toContain('firebase/messaging');
});

test('unsupported when Firebase Messaging says so; permission is never asked', async () => {
  const { firebase, sdk } = await start();
  const { requestPermission, register } = installBrowserApis('default', 'granted');
  sdk.messaging.isSupported.mockResolvedValue(false);
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'unsupported' });
  expect(requestPermission).not.toHaveBeenCalled();
  expect(register).not.toHaveBeenCalled();
});

test('unsupported when the options lack what Messaging needs (messagingSenderId)', async () => {
  const { messagingSenderId: _omitted, ...options } = firebaseOptions;
  const { firebase } = await start({ options });
  const { requestPermission } = installBrowserApis('default', 'granted');
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'unsupported' });
  expect(requestPermission).not.toHaveBeenCalled();
});

test('denied when the user refuses the prompt; no worker, no token', async () => {
  const { firebase, sdk } = await start();
  const { requestPermission, register } = installBrowserApis('default', 'denied');
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'denied' });
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(register).not.toHaveBeenCalled();
  expect(sdk.messaging.getToken).not.toHaveBeenCalled();
});

test('denied at once when the user blocked notifications earlier (no prompt)', async () => {
  const { firebase } = await start();
  const { requestPermission } = installBrowserApis('denied');
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'denied' });
  expect(requestPermission).not.toHaveBeenCalled();
});

test('granted: registers the worker with the options in its URL, then gets the token', async () => {
  const { firebase, sdk } = await start();
  const { requestPermission, register } = installBrowserApis('default', 'granted');
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'token', token: 'web-fcm-token' });

  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledTimes(1);
  const [url, options] = register.mock.calls[0] as unknown as [string, RegistrationOptions];
  expect(options).toEqual({ scope: '/firebase-cloud-messaging-push-scope' });
  const parsed = new URL(url, 'https://app.example.com');
  expect(parsed.pathname).toBe('/firebase-messaging-sw.js');
  expect(parseSwConfig(parsed.search)).toEqual({
    apiKey: firebaseOptions.apiKey,
    appId: firebaseOptions.appId,
    projectId: firebaseOptions.projectId,
    messagingSenderId: firebaseOptions.messagingSenderId,
  });

  const app = sdk.app.initializeApp.mock.results[0]?.value;
  expect(sdk.messaging.getMessaging).toHaveBeenCalledWith(app);
  expect(sdk.messaging.getToken).toHaveBeenCalledWith(sdk.messagingInstance, {
    vapidKey: 'vapid-key',
    serviceWorkerRegistration: registration,
  });
});

test('already granted: no prompt, straight to the token', async () => {
  const { firebase } = await start();
  const { requestPermission } = installBrowserApis('granted');
  await expect(firebase.getPushToken()).resolves.toEqual({ kind: 'token', token: 'web-fcm-token' });
  expect(requestPermission).not.toHaveBeenCalled();
});

test('a failure to get the token rejects, for the screen to report', async () => {
  const { firebase, sdk } = await start();
  installBrowserApis('granted');
  sdk.messaging.getToken.mockRejectedValue(new Error('messaging/token-subscribe-failed'));
  await expect(firebase.getPushToken()).rejects.toThrow('token-subscribe-failed');
});
