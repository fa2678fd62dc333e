import { messagingSwUrl } from './sw-config';
import { expectConsoleError } from '../test/console';

const options = {
  apiKey: 'api-key',
  appId: '1:123:web:abc',
  projectId: 'account-demo',
  messagingSenderId: '123',
};

async function evaluateWorker(url: string) {
  jest.resetModules();
  window.history.replaceState(null, '', url);
  const app = { name: '[DEFAULT]' };
  const initializeApp = jest.fn(() => app);
  const getMessaging = jest.fn();
  jest.doMock('firebase/app', () => ({ initializeApp }));
  jest.doMock('firebase/messaging/sw', () => ({ getMessaging }));
  await import('./messaging-sw');
  return { app, initializeApp, getMessaging };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

test('the worker starts Messaging with the options from its own URL, at first evaluation', async () => {
  const { app, initializeApp, getMessaging } = await evaluateWorker(messagingSwUrl(options));
  expect(initializeApp).toHaveBeenCalledWith(options);
  expect(getMessaging).toHaveBeenCalledWith(app);
});

test('without valid options the worker starts nothing and says why', async () => {
  expectConsoleError(/^firebase-messaging-sw: missing or invalid \?config=/);
  const { initializeApp, getMessaging } = await evaluateWorker('/firebase-messaging-sw.js');
  expect(initializeApp).not.toHaveBeenCalled();
  expect(getMessaging).not.toHaveBeenCalled();
});
