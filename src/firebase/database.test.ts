import { waitFor } from '@testing-library/dom';
import { acme, firebaseConfig, loadWithSdk } from './sdk-mocks';

const databaseUrl = 'https://account-demo-default-rtdb.example.com';
const logoOrigins = ['https://cdn.example.com'];

async function watching(tenantId = 'acme') {
  const loadedSdk = await loadWithSdk();
  const firebase = loadedSdk.startFirebase(firebaseConfig({ databaseUrl }), {
    development: false,
  });
  const onBrand = jest.fn();
  const unsubscribe = firebase.watchBrand(tenantId, logoOrigins, onBrand);
  return { ...loadedSdk, firebase, onBrand, unsubscribe };
}

afterEach(() => jest.restoreAllMocks());

test('without databaseUrl, watchBrand is a no-op and the database is never loaded', async () => {
  const { loaded, startFirebase } = await loadWithSdk();
  const firebase = startFirebase(firebaseConfig(), { development: false });
  const onBrand = jest.fn();
  const unsubscribe = firebase.watchBrand('acme', logoOrigins, onBrand);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(() => unsubscribe()).not.toThrow();
  expect(loaded).not.toContain('firebase/database');
  expect(onBrand).not.toHaveBeenCalled();
});

test('subscribes to whitelabels/{id} on the configured database', async () => {
  const { sdk, loaded } = await watching('acme');
  await waitFor(() => expect(sdk.database.onValue).toHaveBeenCalledTimes(1));
  const app = sdk.app.initializeApp.mock.results[0]?.value;
  expect(sdk.database.getDatabase).toHaveBeenCalledWith(app, databaseUrl);
  // WebSocket only, set before the first connection: never the long-polling JSONP scripts.
  expect(sdk.database.forceWebSockets).toHaveBeenCalled();
  expect(sdk.database.forceWebSockets.mock.invocationCallOrder[0]).toBeLessThan(
    sdk.database.getDatabase.mock.invocationCallOrder[0] as number,
  );
  expect(sdk.database.ref).toHaveBeenCalledWith(sdk.databaseInstance, 'whitelabels/acme');
  expect(sdk.listeners[0]?.path).toBe('whitelabels/acme');
  expect(loaded).not.toContain('firebase/analytics');
  expect(loaded).not.toContain('firebase/messaging');
});

test('every change is validated: a good record is passed on, a bad one becomes null', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { sdk, onBrand } = await watching('acme');
  await waitFor(() => expect(sdk.listeners).toHaveLength(1));
  const emit = (value: unknown) => sdk.listeners[0]?.next({ val: () => value });

  emit(acme);
  emit({ ...acme, name: 'Acme Renamed', primaryColor: '#445566' });
  emit({ ...acme, primaryColor: 'red; background: url(evil)' }); // not #rrggbb
  emit({ id: 'acme', name: 'Acme' }); // no logos
  emit({ ...acme, id: 'globex' }); // another tenant's record under this key
  emit(null); // removed
  emit({ ...acme, extra: 'ignored' });

  expect(onBrand.mock.calls).toEqual([
    [acme],
    [{ ...acme, name: 'Acme Renamed', primaryColor: '#445566' }],
    [null],
    [null],
    [null],
    [null],
    [acme],
  ]);
});

test('a record whose logo is not an https URL on a configured origin is refused whole', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { sdk, onBrand } = await watching('acme');
  await waitFor(() => expect(sdk.listeners).toHaveLength(1));
  const refused = [
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'http://cdn.example.com/acme.svg', // plain http to a host that is not this machine
    'https://tracker.example.net/pixel.gif?u=1', // an origin not in logoOrigins
    '//cdn.example.com/acme.svg', // protocol-relative
    'https://user:pass@cdn.example.com/acme.svg', // credentials
  ];
  for (const logo of refused) {
    sdk.listeners[0]?.next({ val: () => ({ ...acme, logo }) });
    sdk.listeners[0]?.next({ val: () => ({ ...acme, logoDark: logo }) });
  }
  expect(onBrand.mock.calls).toEqual(refused.flatMap(() => [[null], [null]]));
  // The operator can tell why the brand did not show; the user sees the platform's brand.
  expect(warn).toHaveBeenCalledWith('The live brand of acme was refused (logo)');
  expect(warn).toHaveBeenCalledWith('The live brand of acme was refused (logoDark)');
});

test('unsubscribe detaches the listener', async () => {
  const { sdk, unsubscribe } = await watching('acme');
  await waitFor(() => expect(sdk.listeners).toHaveLength(1));
  unsubscribe();
  expect(sdk.listeners[0]?.unsubscribe).toHaveBeenCalledTimes(1);
});

test('unsubscribing before the database chunk arrives never subscribes', async () => {
  const { sdk, loaded, onBrand, unsubscribe } = await watching('acme');
  unsubscribe();
  await waitFor(() => expect(loaded).toContain('firebase/database'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sdk.database.onValue).not.toHaveBeenCalled();
  expect(onBrand).not.toHaveBeenCalled();
});

test('a read the server cancels (rules deny it) gives null', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { sdk, onBrand } = await watching('acme');
  await waitFor(() => expect(sdk.listeners).toHaveLength(1));
  sdk.listeners[0]?.cancel(new Error('permission_denied'));
  expect(onBrand).toHaveBeenCalledWith(null);
});

test('an id that could address another path is refused without a read', async () => {
  const { sdk, onBrand } = await watching('acme/../globex');
  await waitFor(() => expect(onBrand).toHaveBeenCalledWith(null));
  expect(sdk.database.onValue).not.toHaveBeenCalled();
});
