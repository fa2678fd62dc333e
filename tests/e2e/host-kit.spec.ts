// The host kit (dist/host-kit/, docs/deploying.md "Host kit") as the origin of each project serves
// it: the account's own origin (standalone) and the host demo's (hosted), from their roots, byte
// for byte the kit's files. Silent sign-in through the page is in renewal.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const kitDir = path.resolve(__dirname, '../../dist/host-kit');
const kitFiles = ['silent-renew.html', 'silent-renew.js', 'firebase-messaging-sw.js'];

test('the origin serves the kit from its root as it is, revalidated on every use', async ({
  request,
  baseURL,
}) => {
  for (const name of kitFiles) {
    const response = await request.get(`${baseURL}/${name}`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()['cache-control'], name).toBe('no-cache');
    expect(await response.body(), name).toEqual(fs.readFileSync(path.join(kitDir, name)));
  }
});

test("the messaging service worker installs from the origin's root, with no other file", async ({
  page,
  context,
  accountPath,
}) => {
  await page.goto(accountPath('sign-in'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // What the worker fetches: only itself (no chunk, no script of the account origin).
  const workerRequests: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() || request.url().includes('firebase-messaging-sw')) {
      workerRequests.push(new URL(request.url()).pathname);
    }
  });
  // As src/firebase/messaging.ts registers it: the Firebase options in its URL, Firebase's scope.
  const state = await page.evaluate(async () => {
    const options = { apiKey: 'key', appId: '1:1:web:1', projectId: 'p', messagingSenderId: '1' };
    const registration = await navigator.serviceWorker.register(
      `/firebase-messaging-sw.js?config=${encodeURIComponent(JSON.stringify(options))}`,
      { scope: '/firebase-cloud-messaging-push-scope' },
    );
    const worker = registration.installing ?? registration.waiting ?? registration.active!;
    // A worker whose first evaluation throws (a chunk it cannot load) never activates.
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (worker.state === 'activated') resolve();
        if (worker.state === 'redundant') reject(new Error('the worker was discarded'));
      };
      worker.addEventListener('statechange', check);
      check();
    });
    const found = { scope: new URL(registration.scope).pathname, state: worker.state };
    await registration.unregister();
    return found;
  });
  expect(state).toEqual({ scope: '/firebase-cloud-messaging-push-scope', state: 'activated' });
  expect(new Set(workerRequests)).toEqual(new Set(['/firebase-messaging-sw.js']));
});
