/**
 * The live brand through the real modular SDK (no mocks of it) against firebase-server, a local
 * server that speaks the Realtime Database wire protocol over WebSocket. Loopback only.
 *
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import FirebaseServer from 'firebase-server';
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getDatabase, ref, remove, set } from 'firebase/database';
import type { Brand } from '../api/whitelabels';
import { parseConfig } from '../config/config';
import { FIREBASE_APP_NAME, startFirebase } from './index';

// firebase-server is written against the pre-v9 namespaced `require('firebase')`, which firebase
// 12 ships as `firebase/compat/*`: hand it that, from the same SDK install. (Its own data lives in
// an offline in-memory compat app; clients reach it only through the wire protocol.)
jest.mock(
  'firebase',
  () => {
    const firebase =
      jest.requireActual<typeof import('firebase/compat/app')>('firebase/compat/app');
    jest.requireActual('firebase/compat/database');
    return firebase.default;
  },
  { virtual: true },
);

const acme: Brand = {
  id: 'acme',
  name: 'Acme',
  logo: 'https://cdn.example.com/acme.svg',
  logoDark: 'https://cdn.example.com/acme-dark.svg',
  primaryColor: '#112233',
};
const options = { apiKey: 'demo-key', appId: '1:1:web:1', projectId: 'account-demo' };

let httpServer: http.Server;
let server: FirebaseServer;
let databaseUrl: string;
let writer: FirebaseApp;

beforeAll(async () => {
  httpServer = http.createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  // The name is the host the server announces in its handshake; the SDK reconnects to it.
  server = new FirebaseServer({ server: httpServer }, `127.0.0.1:${port}`);
  databaseUrl = `http://127.0.0.1:${port}?ns=account-demo`;
  // A second client, as the back office that edits tenants would be.
  writer = initializeApp({ ...options, databaseURL: databaseUrl }, 'brand-writer');
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => httpServer.close(resolve));
  // Ours ('account'), the writer, and the server's own in-memory app: no socket or timer left.
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

/** onBrand's calls as a queue the test awaits one by one (5 s each at most). */
function brandQueue() {
  const received: (Brand | null)[] = [];
  const waiting: ((brand: Brand | null) => void)[] = [];
  return {
    onBrand(brand: Brand | null) {
      const resolve = waiting.shift();
      if (resolve) resolve(brand);
      else received.push(brand);
    },
    next(): Promise<Brand | null> {
      if (received.length > 0) return Promise.resolve(received.shift() as Brand | null);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no brand within 5 s')), 5000);
        waiting.push((brand) => {
          clearTimeout(timer);
          resolve(brand);
        });
      });
    },
    get pending() {
      return received.length;
    },
  };
}

test('watchBrand reads whitelabels/{id} live and validates every change', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const record = ref(getDatabase(writer), 'whitelabels/acme');
  await set(record, acme);

  const config = parseConfig({
    apiUrl: 'http://127.0.0.1:4000',
    firebase: { options, databaseUrl },
  }).firebase;
  if (!config) throw new Error('firebase config expected');
  const firebase = startFirebase(config, { development: false });
  expect(getApps().map((app) => app.name)).toContain(FIREBASE_APP_NAME);
  const brands = brandQueue();
  const unsubscribe = firebase.watchBrand('acme', ['https://cdn.example.com'], brands.onBrand);

  await expect(brands.next()).resolves.toEqual(acme);

  const renamed = { ...acme, name: 'Acme Renamed', primaryColor: '#445566' };
  await set(record, renamed);
  await expect(brands.next()).resolves.toEqual(renamed);

  await set(record, { ...acme, primaryColor: 'javascript:alert(1)' }); // malformed
  await expect(brands.next()).resolves.toBeNull();

  await set(record, { ...acme, logo: 'https://tracker.example.net/pixel.gif?u=1' }); // foreign logo
  await expect(brands.next()).resolves.toBeNull();
  expect(warn).toHaveBeenLastCalledWith('The live brand of acme was refused (logo)');

  await set(record, acme);
  await expect(brands.next()).resolves.toEqual(acme);

  await remove(record);
  await expect(brands.next()).resolves.toBeNull();

  unsubscribe();
  await set(record, renamed);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(brands.pending).toBe(0);
  warn.mockRestore();
});
