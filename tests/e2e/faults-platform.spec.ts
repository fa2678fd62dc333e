// When things fail, the platform's part (issue 21, items 8 to 13): the device's clock, missing
// browser features, blocked analytics, the live brand's connection, push registration and a
// deploy that replaces the remote's files. Each fault is injected into the real system.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, isTokenRequest, record, signInFrom } from './pages';
import { firebaseOptions, startRtdb, type Rtdb } from './rtdb';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The page's uncaught errors, into `errors`: none may happen. */
function pageErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Lets `minutes` of the page's (installed) clock pass, in steps that leave real time to answer. */
async function timePasses(page: Page, minutes: number) {
  for (let step = 0; step < minutes * 2; step++) {
    await page.clock.runFor(30_000);
    await page.waitForTimeout(100);
  }
}

const grants = (requests: Request[]) =>
  requests.map((r) => new URLSearchParams(r.postData() ?? '').get('grant_type'));

test.describe('the device clock off by hours', () => {
  for (const hours of [3, -3]) {
    test(`${hours} h at sign-in: the clock screen, one code exchange, no loop`, async ({
      page,
      accountPath,
    }) => {
      const errors = pageErrors(page);
      const tokens = record(page, (r) => isTokenRequest(r));
      await page.clock.install({ time: Date.now() + hours * HOUR });
      await signInFrom(page, accountPath(''));
      await expect(page.getByRole('heading', { name: 'Check your device’s clock' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await timePasses(page, 2);
      expect(grants(tokens)).toEqual(['authorization_code']);
      expect(errors).toEqual([]);
    });
  }

  for (const minutes of [65, -65]) {
    test(`${minutes} min (inside the ID token's window): signed in, renewed once when due, the server's dates`, async ({
      page,
      accountPath,
      apiUrl,
    }) => {
      const errors = pageErrors(page);
      await page.clock.install({ time: Date.now() + minutes * MINUTE });
      const profile = page.waitForResponse(
        (r) => r.url() === `${apiUrl}/users/me` && r.request().method() === 'GET',
      );
      await signInFrom(page, accountPath(''));
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      // Dates are the server's, shown in pt-BR formats: the device's clock does not move them.
      const { createdAt } = (await (await profile).json()) as { createdAt: string };
      const date = new Intl.DateTimeFormat('pt-BR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(createdAt));
      await expect(page.getByText(`Member since ${date}`)).toBeVisible();

      // Tokens live 630 s and renew 600 s before they expire, by this device's clock alone.
      const refreshes = record(page, (r) => isTokenRequest(r, 'refresh_token'));
      await page.clock.fastForward('00:25');
      await page.waitForTimeout(300);
      expect(refreshes).toHaveLength(0);
      await page.clock.fastForward('00:06');
      await expect.poll(() => refreshes.length).toBe(1);
      await page.clock.fastForward('00:20');
      await page.waitForTimeout(500);
      expect(refreshes).toHaveLength(1);
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('moved 3 h ahead while signed in: one renewal, refused; sign-in is asked again, no loop', async ({
    page,
    accountPath,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const tokens = record(page, (r) => isTokenRequest(r));
    await page.clock.setSystemTime(Date.now() + 3 * HOUR);
    await page.clock.runFor(2000);
    // The renewed ID token is 3 h away from this clock: refused, as at sign-in (id-token.ts).
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await timePasses(page, 2);
    expect(grants(tokens)).toEqual(['refresh_token']);
    expect(errors).toEqual([]);
  });

  test('moved 1 h ahead while signed in (past the token’s expiry): renewed once, still signed in', async ({
    page,
    accountPath,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const tokens = record(page, (r) => isTokenRequest(r));
    await page.clock.setSystemTime(Date.now() + HOUR);
    await page.clock.runFor(2000);
    await expect.poll(() => grants(tokens)).toEqual(['refresh_token']);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await page.clock.runFor(20_000);
    await page.waitForTimeout(500);
    expect(grants(tokens)).toEqual(['refresh_token']);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('moved 3 h back while signed in: the account area stays, nothing is requested', async ({
    page,
    accountPath,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const tokens = record(page, (r) => isTokenRequest(r));
    await page.clock.setSystemTime(Date.now() - 3 * HOUR);
    await timePasses(page, 2);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(tokens).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('no BroadcastChannel and no Web Locks (older browsers, some web views)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'BroadcastChannel');
      Reflect.deleteProperty(Navigator.prototype, 'locks');
    });
  });

  test('each tab works alone and renews once, a tab opened from another too; nothing throws', async ({
    page,
    context,
    accountPath,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(await page.evaluate(() => [typeof BroadcastChannel, typeof navigator.locks])).toEqual([
      'undefined',
      'undefined',
    ]);

    // Opened from the first tab: a copy of its sessionStorage, the same refresh token.
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open(window.location.href)),
    ]);
    pageErrors(copy, errors);
    await expect(copy.getByRole('heading', { name: 'Your account' })).toBeVisible();
    // A tab opened on its own cannot ask the others for the session: it signs in by itself.
    const alone = await context.newPage();
    pageErrors(alone, errors);
    await alone.goto(accountPath(''));
    await expect(alone.getByRole('heading', { name: 'Please sign in' })).toBeVisible();

    const tokens = [page, copy].map((p) => record(p, (r) => isTokenRequest(r)));
    for (const round of [1, 2]) {
      await context.clock.fastForward('00:31');
      // One renewal per tab: the copy never reuses the refresh token the other tab used (that
      // would revoke the grant and sign both out); it renews through the silent-renew iframe.
      await expect.poll(() => tokens.map((t) => t.length)).toEqual([round, round]);
      for (const tab of [page, copy]) {
        await expect(tab.getByRole('heading', { name: 'Your account' })).toBeVisible();
      }
    }
    await page.waitForTimeout(1000);
    expect(tokens.map((t) => t.length)).toEqual([2, 2]);
    expect(errors).toEqual([]);
  });
});

test.describe('PostHog blocked (as ad blockers answer: a network error)', () => {
  test('PostHog blocked: nothing reaches the user, retries back off, the app is untouched', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const errors = pageErrors(page);
    await page.route(`${apiUrl}/dev/posthog/**`, (route) => route.abort('blockedbyclient'));
    const analytics = record(page, (r) => r.url().startsWith(`${apiUrl}/dev/posthog/`));
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await saveName(page);
    await expect.poll(() => analytics.length).toBeGreaterThan(0);

    await timePasses(page, 5);
    const firstFive = analytics.length;
    await timePasses(page, 5);
    // posthog-js retries a failed batch with a growing wait: a few in the first minutes, then
    // almost none; a loop would send hundreds.
    expect(firstFive).toBeLessThan(30);
    expect(analytics.length - firstFive).toBeLessThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('Firebase blocked (as ad blockers answer: a network error)', () => {
  // The preview's CSP is made for a config without Firebase: lifted, so that Firebase's requests
  // reach the network and meet the blocker, as in a deployment configured for Firebase.
  test.use({ bypassCSP: true });

  test('Firebase blocked: nothing reaches the user, nothing retries in a loop, the brand is the API’s', async ({
    page,
    accountPath,
    accountBase,
  }) => {
    test.skip(accountBase !== '', 'a host passes its own config; this one has no Firebase');
    const errors = pageErrors(page);
    const databaseUrl = 'https://account-demo-default-rtdb.firebaseio.com';
    await withFirebase(page, { options: firebaseOptions, databaseUrl });
    const blocked: string[] = [];
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await page.routeWebSocket(/firebaseio\.com/, (ws) => {
      blocked.push(ws.url());
      void ws.close();
    });
    await page.clock.install();
    await signInFrom(page, `${accountPath('')}?whitelabel=acme`);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: 'Acme' }).first()).toBeVisible();
    await saveName(page);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);

    await timePasses(page, 5);
    const firstFive = blocked.length;
    await timePasses(page, 5);
    // Analytics and Installations give up after their first failure on each page load; the
    // database tries again with a growing wait (1.3 times longer each time, up to 5 minutes),
    // which is how it comes back when the blocker lets it.
    expect(firstFive).toBeLessThan(40);
    expect(blocked.length - firstFive).toBeLessThanOrEqual(8); // a loop would make hundreds
    await expect(page.getByRole('main').getByRole('img', { name: 'Acme' }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the Realtime Database connection drops and comes back', () => {
  test.use({ bypassCSP: true });
  let rtdb: Rtdb;
  test.beforeAll(async () => {
    rtdb = await startRtdb();
  });
  test.afterAll(async () => {
    await rtdb.close();
  });

  test('the live brand stays while it is down, then follows the record again', async ({
    page,
    accountPath,
    accountBase,
  }) => {
    test.skip(accountBase !== '', 'a host passes its own config; this one has no Firebase');
    const errors = pageErrors(page);
    const brand = (name: string) => ({
      id: 'acme',
      name,
      logo: 'http://localhost:4000/logos/acme.svg',
      logoDark: 'http://localhost:4000/logos/acme-dark.svg',
    });
    await rtdb.write('whitelabels/acme', brand('Acme Live'));
    await withFirebase(page, { options: firebaseOptions, databaseUrl: rtdb.databaseUrl });
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    // The database's WebSocket goes through the test to the server. While the network is down,
    // a new connection hangs as a TCP connect does, until it comes back.
    let back: Promise<void> | null = null;
    let comeBack = () => {};
    const open: { close(): Promise<void> }[] = [];
    const attempts: string[] = [];
    await page.routeWebSocket(/127\.0\.0\.1/, async (ws) => {
      attempts.push(ws.url());
      if (back) await back;
      ws.connectToServer();
      open.push(ws);
    });

    await page.goto(`${accountPath('forbidden')}?whitelabel=acme`);
    const logo = (name: string) => page.getByRole('main').getByRole('img', { name }).first();
    await expect(logo('Acme Live')).toBeVisible();

    back = new Promise((resolve) => (comeBack = resolve));
    await Promise.all(open.splice(0).map((ws) => ws.close()));
    await rtdb.write('whitelabels/acme', brand('Acme Renamed'));
    await expect.poll(() => attempts.length).toBeGreaterThan(1); // it tries to come back
    await page.waitForTimeout(2000);
    await expect(logo('Acme Live')).toBeVisible(); // the brand it had stays

    back = null;
    comeBack();
    await expect(logo('Acme Renamed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('push-token registration refused or timing out', () => {
  test('explained, retry offered, the token and the way on kept', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

    const token = `device-${Date.now()}`;
    let answer: 'refuse' | 'hang' | 'down' | 'pass' = 'refuse';
    const posts = record(page, (r) => r.url() === `${apiUrl}/users/me/push-tokens`);
    await page.route(`${apiUrl}/users/me/push-tokens`, async (route) => {
      if (answer === 'refuse') {
        await route.fulfill({
          status: 400,
          json: { error: 'validation', message: 'Some fields are invalid.', fields: {} },
        });
      } else if (answer === 'down') {
        await route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } });
      } else if (answer === 'pass') {
        await route.continue();
      } // 'hang': never answered
    });
    const home = encodeURIComponent(accountPath(''));
    await page.goto(
      `${accountPath('register-token-fcm')}?token=${token}&platform=android&href=${home}`,
    );
    const main = page.getByRole('main');
    const failed = main.getByRole('heading', { name: 'Notifications could not be turned on' });
    await expect(failed).toBeVisible();
    await expect(main.getByText('This device’s token was not accepted')).toBeVisible();

    answer = 'down';
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('Something went wrong on our side')).toBeVisible();

    answer = 'hang';
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('Turning on notifications for this device…')).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(main.getByText('The server took too long to answer')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Not now' })).toBeVisible();

    answer = 'pass';
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(
      main.getByRole('heading', { name: /Notifications are on|Already registered/ }),
    ).toBeVisible();
    // Every attempt carried the link's token; then the user goes where the link was going.
    expect(posts).toHaveLength(4);
    for (const post of posts) expect(post.postDataJSON()).toEqual({ token, platform: 'android' });
    await page.clock.fastForward('00:02');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the remote’s files replaced by a deploy after the page started', () => {
  test('the account screen says so and offers a reload; the host’s shell goes on', async ({
    page,
    accountPath,
    accountBase,
  }) => {
    const errors = pageErrors(page);
    // The host's home (or, standalone, a first account screen) has loaded the entry.
    await page.goto(accountBase ? '/' : accountPath('forbidden'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A deploy removed the screens' files this page knows of: 404 for every script of ours.
    const gone = (url: URL) =>
      url.origin === 'http://localhost:3001' && url.pathname.endsWith('.js');
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    if (accountBase) await page.getByRole('link', { name: 'Account', exact: true }).click();
    else await page.getByRole('link', { name: /home page/i }).click();
    const failed = page.getByRole('heading', { name: 'This page could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.getByText('It may have been updated since you opened it')).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload the page' });
    await expect(reload).toBeVisible();

    if (accountBase) {
      // The host's own navigation and pages still work.
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();
      await page.goBack();
      await expect(failed).toBeVisible();
    }
    // Once the new files are there, Reload brings the screen.
    await page.unroute(gone);
    await reload.click();
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** The account area's name form: saved, as the user sees it. */
async function saveName(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill(`${demo.name}`);
  await main.getByRole('button', { name: 'Save name' }).click();
  await expect(main.getByText('Your name was saved.')).toBeVisible();
}

/** The standalone app's /config.json with Firebase configured. */
async function withFirebase(page: Page, firebase: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), firebase } });
  });
}
