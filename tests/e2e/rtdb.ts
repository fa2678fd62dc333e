// A Realtime Database the browser can reach: firebase-server (the wire protocol over WebSocket,
// loopback only), as src/firebase/live-brand.integration.test.ts uses it, with a writer client.
import http from 'node:http';
import Module from 'node:module';
import type { AddressInfo } from 'node:net';
import type FirebaseServerType from 'firebase-server';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getDatabase, ref, set } from 'firebase/database';

export const firebaseOptions = {
  apiKey: 'demo-key',
  appId: '1:1:web:1',
  projectId: 'account-demo',
  messagingSenderId: '1',
  measurementId: 'G-DEMO',
};

export interface Rtdb {
  /** What the app's config names (`firebase.databaseUrl`). */
  databaseUrl: string;
  write(path: string, value: unknown): Promise<void>;
  close(): Promise<void>;
}

type Resolve = (request: string, ...rest: unknown[]) => string;

/**
 * firebase-server calls `require('firebase')`, the SDK's pre-v9 namespaced entry, which firebase 12
 * ships as `firebase/compat/*`: resolve that name to the same install's compat build.
 */
function loadFirebaseServer(): typeof FirebaseServerType {
  const loader = Module as unknown as { _resolveFilename: Resolve };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request, ...rest) {
    return resolve.call(this, request === 'firebase' ? 'firebase/compat/app' : request, ...rest);
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the resolver hook
    require('firebase/compat/database');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the resolver hook
    return require('firebase-server') as typeof FirebaseServerType;
  } finally {
    loader._resolveFilename = resolve;
  }
}

export async function startRtdb(): Promise<Rtdb> {
  const FirebaseServer = loadFirebaseServer();
  const httpServer = http.createServer();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const server = new FirebaseServer({ server: httpServer }, `127.0.0.1:${port}`);
  const databaseUrl = `http://127.0.0.1:${port}?ns=${firebaseOptions.projectId}`;
  const writer: FirebaseApp = initializeApp(
    { ...firebaseOptions, databaseURL: databaseUrl },
    `writer-${port}`,
  );
  return {
    databaseUrl,
    write: (path, value) => set(ref(getDatabase(writer), path), value),
    close: async () => {
      await deleteApp(writer);
      await server.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}
