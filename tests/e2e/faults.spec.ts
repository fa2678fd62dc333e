// When things fail: each outside dependency down, slow or refusing, injected into the real
// system. The user always sees what happened, keeps what they typed, and has a way forward.
// Every item of "when things fail" (README), 1 to 13, in this file: storage, the authority,
// the API, failing submits, slow and offline networks, the configuration (1-7); the device's
// clock, missing browser features, blocked analytics, the live brand's connection, push
// registration and a deploy that replaces the remote's files (8-13). PostHog blocked is in
// ./analytics.spec.ts, which runs in the full browser (./chromium.ts).
import type { Page, Request, Route } from '@playwright/test';
import { API_RETRY_MS, BACK_ONLINE_MS, REQUEST_TIMEOUT_MS } from '../../src/config/constants';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import {
  demo,
  fillSignIn,
  isTokenRequest,
  openInApp,
  pageErrors,
  record,
  saveName,
  signInFrom,
  storedUser,
  timePasses,
} from './pages';
import { firebaseOptions, startRtdb, type Rtdb } from './rtdb';

/** What Chrome does with all cookies blocked: touching either storage throws. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

// The fault kinds a submit can meet, and what the user reads then.
type Fault = (route: Route) => Promise<void> | void;
const faults: Record<string, { inject: Fault; says: RegExp }> = {
  500: { inject: (r) => r.fulfill({ status: 500, body: 'oops' }), says: /went wrong on our side/ },
  502: {
    inject: (r) =>
      r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    says: /went wrong on our side/,
  },
  503: { inject: (r) => r.fulfill({ status: 503, body: '' }), says: /went wrong on our side/ },
  '503 with Retry-After': {
    // Exposed to the page by CORS, as the API does (api/openapi.yaml).
    inject: (r) =>
      r.fulfill({
        status: 503,
        headers: { 'Retry-After': '120', 'Access-Control-Expose-Headers': 'Retry-After' },
        body: '',
      }),
    says: /busy right now\. Please try again in 2 minutes/,
  },
  504: {
    inject: (r) => r.fulfill({ status: 504, contentType: 'text/html', body: 'Gateway Timeout' }),
    says: /went wrong on our side/,
  },
  'a dropped connection': {
    inject: (r) => r.abort('connectionreset'),
    says: /could not reach the server/,
  },
};

/** A form's submit meets `fault`: its message shows, what was typed stays, it can be sent again. */
async function submitMeets(
  page: Page,
  where: { url: string; method: string; button: string },
  fault: keyof typeof faults,
  kept: [label: string, value: string][],
) {
  const { inject, says } = faults[fault]!;
  let hit!: () => void;
  const met = new Promise<void>((resolve) => (hit = resolve));
  const handler = (route: Route) => {
    if (route.request().method() !== where.method) return route.fallback();
    hit();
    return inject(route);
  };
  await page.route(where.url, handler);
  // Within the screen (a host's header may have buttons of the same name), and within the
  // button's own form when it has one (the account area has several).
  const main = page.getByRole('main');
  const button = main.getByRole('button', { name: where.button, exact: true });
  const form = main
    .locator('form')
    .filter({ has: page.getByRole('button', { name: where.button, exact: true }) });
  const scope = (await form.count()) > 0 ? form : main;
  await button.click();
  // The request went out and failed, and the submit is over: this failure's message shows.
  await met;
  await expect(button).toBeEnabled();
  await expect(scope.getByRole('alert')).toHaveText(says);
  for (const [label, value] of kept) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await page.unroute(where.url, handler);
}

test.describe('1. storage blocked by the browser', () => {
  test.beforeEach(async ({ page }) => blockStorage(page));

  test('public screens still work (no blank page)', async ({ page, accountPath }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(accountPath('sign-up'));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
    await openInApp(page, accountPath('forgot-password'));
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Send reset link' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signing in works for the tab’s life, and says it will not be remembered', async ({
    page,
    context,
    accountPath,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'this sign-in will not be remembered' }),
    ).toBeVisible();
    // The sign-in's state cookie is gone once used; no cookie of ours carries a token.
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name.startsWith('oidc.'))).toEqual([]);
    // The tokens lived in this page's memory: a reload signs out, as the notice said.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe('the system’s theme and language', () => {
    test.use({ colorScheme: 'dark', locale: 'es-ES' });

    test('are followed, without an error', async ({ page, accountPath }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(accountPath('sign-up'));
      await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
      // Our root, the innermost themed element around the screen.
      const root = page
        .locator('[data-theme]', { has: page.getByRole('heading', { name: 'Crea tu cuenta' }) })
        .last();
      await expect(root).toHaveAttribute('data-theme', 'dark');
      await expect(root).toHaveCSS('background-color', 'rgb(15, 20, 36)');
      // A choice holds while the page does.
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
});

test.describe('2. the authority unreachable', () => {
  test('when Sign in is pressed: says so, and works once the authority is back', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    await page.route(`${apiUrl}/auth/oidc/**`, (route) => route.abort('connectionrefused'));
    await page.goto(accountPath(''));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText(/could not reach the sign-in service/);

    await page.unroute(`${apiUrl}/auth/oidc/**`);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('when the callback exchanges the code: says so, once, and Try again signs in', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const exchanges = record(page, (request) => isTokenRequest(request, 'authorization_code'));
    const token = `${apiUrl}/auth/oidc/token`;
    await page.route(token, (route) => route.abort('connectionrefused'));
    await signInFrom(page, accountPath(''));
    await expect(
      page.getByRole('heading', { name: 'Sign-in could not be completed' }),
    ).toBeVisible();
    await expect(page.getByText(/could not reach the sign-in service to finish/)).toBeVisible();
    // No loop: one exchange, and the screen waits for the user.
    await page.waitForTimeout(2000);
    expect(exchanges).toHaveLength(1);

    await page.unroute(token);
    await page.getByRole('button', { name: 'Try again' }).click();
    // The authority may remember the sign-in, or ask again.
    const next = page.getByRole('heading', { name: /^(Your account|Sign in)$/ });
    await expect(next).toBeVisible();
    if ((await next.textContent()) === 'Sign in') await fillSignIn(page, demo.email, demo.password);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });
});

test.describe('3. the API unreachable', () => {
  test('at start, signed out: the screens show, a submit says so, and it works once the API is back', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    // The retry's wait passes on the page's clock, not the test's.
    await page.clock.install();
    const api = `${apiUrl}/**`;
    await page.route(api, (route) => route.abort('connectionrefused'));
    await openInApp(page, accountPath('forgot-password'));
    const email = page.getByRole('main').getByLabel('E-mail');
    const address = unique('down');
    await email.fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(/could not reach the server/);
    await expect(
      page.getByRole('status').filter({ hasText: 'We can’t reach the server right now' }),
    ).toBeVisible();
    await expect(email).toHaveValue(address);

    await page.unroute(api);
    await page.clock.runFor(API_RETRY_MS);
    // Asked again by itself: the notice goes.
    await expect(
      page.getByRole('status').filter({ hasText: 'can’t reach the server' }),
    ).toHaveCount(0, { timeout: API_RETRY_MS + 10_000 });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  test('at start, signed in: the account area says so, keeps the session and loads by itself once the API is back', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    // The retry's wait passes on the page's clock, not the test's.
    await page.clock.install();
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const api = `${apiUrl}/**`;
    await page.route(api, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Your profile could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText('We could not reach the server.', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'We can’t reach the server right now' }),
    ).toBeVisible();
    await page.unroute(api);
    await page.clock.runFor(API_RETRY_MS);
    // No click: the account area comes back on its own, still signed in.
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({
      timeout: API_RETRY_MS + 10_000,
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'can’t reach the server' }),
    ).toHaveCount(0);
  });

  test('going down mid-session: the account area says so, keeps the session and what was typed, and recovers', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    // The retry's wait passes on the page's clock, not the test's.
    await page.clock.install();
    // The name form is the profile's (docs/account-centre.md).
    await signedIn(accountPath('profile'));
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    const nameField = page.getByLabel('Name', { exact: true });
    const original = await nameField.inputValue();
    const api = `${apiUrl}/**`;
    await page.route(api, (route) => route.abort('connectionrefused'));
    await nameField.fill('Demo Person');
    await submitMeets(
      page,
      { url: `${apiUrl}/users/me`, method: 'PATCH', button: 'Save name' },
      'a dropped connection',
      [['Name', 'Demo Person']],
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'We can’t reach the server right now' }),
    ).toBeVisible();
    // The session is kept: still the account area, not "Please sign in".
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await page.unroute(api);
    await page.clock.runFor(API_RETRY_MS);
    await expect(
      page.getByRole('status').filter({ hasText: 'can’t reach the server' }),
    ).toHaveCount(0, { timeout: API_RETRY_MS + 10_000 });
    await nameField.fill(original);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your name was saved.' }),
    ).toBeVisible();
  });
});

test.describe('4. a form submit meeting a failing API', hostIndependent, () => {
  test('every fault on sign-up: the message, everything typed kept, the button usable again', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    await page.clock.install();
    await page.goto(accountPath('sign-up'));
    const email = unique('faults');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Ana Souza');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    const where = { url: `${apiUrl}/accounts`, method: 'POST', button: 'Create account' };
    const kept: [string, string][] = [
      ['Name', 'Ana Souza'],
      ['E-mail', email],
      ['Password', 'violet-harbour-1987'],
    ];
    for (const fault of Object.keys(faults)) {
      await submitMeets(page, where, fault, kept);
      await expect(main.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    }

    // A request that never answers: given up after REQUEST_TIMEOUT_MS.
    const hang = () => undefined;
    await page.route(where.url, hang);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    await expect(page.getByRole('alert')).toHaveText(/took too long to answer/);
    for (const [label, value] of kept)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await page.unroute(where.url, hang);

    // The API answers again: the same form goes through.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    // The check-email screen's resend, once its wait is over, meets a 503.
    // (Its countdown ticks second by second: let each tick render before the next.)
    const resend = page.getByRole('button', { name: 'Send the e-mail again' });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1000);
          return resend.isEnabled();
        },
        { timeout: 60_000, intervals: [50] },
      )
      .toBe(true);
    await submitMeets(
      page,
      { url: `${apiUrl}/accounts/confirm/resend`, method: 'POST', button: 'Send the e-mail again' },
      '503',
      [],
    );
  });

  test('every public form meets a fault', async ({ page, accountPath, apiUrl }) => {
    // Request a reset link: 502.
    await openInApp(page, accountPath('forgot-password'));
    await page.getByRole('main').getByLabel('E-mail').fill('ana@example.com');
    await submitMeets(
      page,
      { url: `${apiUrl}/accounts/password-reset`, method: 'POST', button: 'Send reset link' },
      '502',
      [['E-mail', 'ana@example.com']],
    );

    // Choose a new password from a mailed link: 504.
    await openInApp(page, `${accountPath('forgot-password')}?token=from-the-mail`);
    await page.getByLabel('New password', { exact: true }).fill('new-harbour-phrase-9');
    await page.getByLabel('Confirm password').fill('new-harbour-phrase-9');
    await submitMeets(
      page,
      {
        url: `${apiUrl}/accounts/password-reset/confirm`,
        method: 'POST',
        button: 'Reset password',
      },
      '504',
      [
        ['New password', 'new-harbour-phrase-9'],
        ['Confirm password', 'new-harbour-phrase-9'],
      ],
    );

    // A new confirmation link, from a link that cannot be used: a dropped connection.
    await page.goto(`${accountPath('confirm-account')}?token=expired-or-unknown`);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await page.getByRole('main').getByLabel('E-mail').fill('ana@example.com');
    await submitMeets(
      page,
      { url: `${apiUrl}/accounts/confirm/resend`, method: 'POST', button: 'Send a new link' },
      'a dropped connection',
      [['E-mail', 'ana@example.com']],
    );

    // Confirming from the mailed link itself (on the press): 503, then the same button goes
    // through to the API.
    const confirm = `${apiUrl}/accounts/confirm`;
    await page.route(confirm, (route) => faults['503']!.inject(route));
    await page.goto(`${accountPath('confirm-account')}?token=some-token`);
    const confirmButton = page.getByRole('button', { name: 'Confirm my e-mail address' });
    await confirmButton.click();
    await expect(page.getByRole('alert')).toContainText(/went wrong on our side/);
    await page.unroute(confirm);
    await confirmButton.click();
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });

  test('the sign-in form meets a 500', async ({ page, accountPath, apiUrl }) => {
    await page.goto(accountPath(''));
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(demo.email);
    await main.getByLabel('Password').fill(demo.password);
    await submitMeets(
      page,
      { url: `${apiUrl}/auth/oidc/interaction/*/login`, method: 'POST', button: 'Sign in' },
      '500',
      [
        ['E-mail', demo.email],
        ['Password', demo.password],
      ],
    );
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });

  test('the account area’s forms meet a fault', async ({ page, accountPath, apiUrl, signedIn }) => {
    // The name on the profile, the password on the security section (docs/account-centre.md).
    await signedIn(accountPath('profile'));
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Demo Person');
    await submitMeets(
      page,
      { url: `${apiUrl}/users/me`, method: 'PATCH', button: 'Save name' },
      '504',
      [['Name', 'Demo Person']],
    );
    await page.goto(accountPath('security'));
    await page.getByLabel('Current password').fill(demo.password);
    await page.getByLabel('New password', { exact: true }).fill('new-harbour-phrase-9');
    await page.getByLabel('Confirm new password').fill('new-harbour-phrase-9');
    await submitMeets(
      page,
      { url: `${apiUrl}/users/me/password`, method: 'POST', button: 'Change password' },
      '500',
      [
        ['Current password', demo.password],
        ['New password', 'new-harbour-phrase-9'],
      ],
    );
  });

  test('onboarding meets a 503 with Retry-After', async ({
    page,
    request,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    const user = await newUser(request, apiUrl, 'faults');
    await signedIn(accountPath(''), user);
    await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Olga L. Lima');
    await submitMeets(
      page,
      { url: `${apiUrl}/users/me`, method: 'PATCH', button: 'Next' },
      '503 with Retry-After',
      [['Name', 'Olga L. Lima']],
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
  });
});

test.describe('5. a slow network (slow 3G)', () => {
  test.setTimeout(120_000);

  async function slow3G(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // DevTools' "Slow 3G": 2 s round trips, 400 kbit/s each way.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
  }

  test('a screen still loading says so; Sign in pressed twice is busy and starts one sign-in', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    await page.goto(accountPath('forbidden'));
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await slow3G(page);
    // The home screen's code and the session are still on their way: a loading status shows.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' }).first();
    await expect(loading).toBeVisible();
    // Shown, not only announced, once the wait passes half a second.
    await expect(loading).toHaveCSS('opacity', '1');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible({
      timeout: 60_000,
    });

    const authorizations = record(page, (request) =>
      request.url().startsWith(`${apiUrl}/auth/oidc/auth?`),
    );
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
    await signIn.dblclick();
    await expect(page.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await expect.poll(() => authorizations.length, { timeout: 60_000 }).toBe(1);
    await page.waitForTimeout(2000);
    expect(authorizations).toHaveLength(1);
  });

  test('a form double-clicked is busy at once and submits once', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    await page.goto(accountPath('sign-up'));
    const main = page.getByRole('main');
    await expect(main.getByLabel('Name')).toBeVisible();
    await slow3G(page);
    const posts = record(
      page,
      (request) => request.url() === `${apiUrl}/accounts` && request.method() === 'POST',
    );
    await main.getByLabel('Name').fill('Ana Souza');
    await main.getByLabel('E-mail').fill(unique('slow'));
    await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Create account' }).dblclick();
    await expect(main.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible({
      timeout: 60_000,
    });
    expect(posts).toHaveLength(1);
  });
});

test.describe('6. offline and back online', () => {
  test('the app notices both, and the form keeps what was typed', async ({
    page,
    context,
    accountPath,
  }) => {
    await page.clock.install(); // the "back online" notice's time passes on the page's clock
    await openInApp(page, accountPath('forgot-password'));
    const email = page.getByRole('main').getByLabel('E-mail');
    const address = unique('offline');
    await email.fill(address);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline.' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(/could not reach the server/);
    await expect(email).toHaveValue(address);

    await context.setOffline(false);
    const back = page.getByRole('status').filter({ hasText: 'You’re back online.' });
    await expect(back).toBeVisible();
    await page.clock.runFor(BACK_ONLINE_MS);
    await expect(back).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'can’t reach the server' }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });
});

test.describe('7. /config.json missing, unreachable or invalid', () => {
  test.skip(({ accountBase }) => accountBase !== '', 'the standalone app reads /config.json');

  const cases: [string, Fault, RegExp][] = [
    ['missing (404)', (r) => r.fulfill({ status: 404, body: 'Not Found' }), /file is missing/],
    ['unreachable', (r) => r.abort('connectionrefused'), /could not be downloaded/],
    [
      'not JSON',
      (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }),
      /is not valid/,
    ],
    ['failing the schema', (r) => r.fulfill({ json: { apiUrl: 'not a url' } }), /is not valid/],
  ];
  for (const [problem, answer, says] of cases) {
    test(`${problem}: the start-up screen names it, and no API is called`, async ({
      page,
      apiUrl,
    }) => {
      const api = record(page, (request) => request.url().startsWith(apiUrl));
      await page.route('**/config.json', answer);
      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { name: 'The app could not start' })).toBeVisible();
      await expect(page.getByRole('main')).toHaveText(says);
      expect(api).toEqual([]);

      // The way forward: once the file is right, Try again starts the app.
      await page.unroute('**/config.json');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    });
  }
});

// --- 8 to 13: the platform's part ---

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Signed in on a page with an installed clock, then the device's clock moves by `offsetMs`. */
async function signedInThenClockMoves(page: Page, home: () => Promise<void>, offsetMs: number) {
  const errors = pageErrors(page);
  await page.clock.install();
  await home();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const tokens = record(page, (r) => isTokenRequest(r));
  await page.clock.setSystemTime(Date.now() + offsetMs);
  return { errors, tokens };
}

const grants = (requests: Request[]) =>
  requests.map((r) => new URLSearchParams(r.postData() ?? '').get('grant_type'));

test.describe('the device clock off by hours', hostIndependent, () => {
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
      // Dates are the server's (English text, Brazilian formats, the month spelled out): the
      // device's clock does not move them.
      const { createdAt } = (await (await profile).json()) as { createdAt: string };
      const date = new Intl.DateTimeFormat('en-BR', {
        day: 'numeric',
        month: 'long',
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
    signedIn,
  }) => {
    const { errors, tokens } = await signedInThenClockMoves(
      page,
      () => signedIn(accountPath('')),
      3 * HOUR,
    );
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
    signedIn,
  }) => {
    const { errors, tokens } = await signedInThenClockMoves(
      page,
      () => signedIn(accountPath('')),
      HOUR,
    );
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
    signedIn,
  }) => {
    const { errors, tokens } = await signedInThenClockMoves(
      page,
      () => signedIn(accountPath('')),
      -3 * HOUR,
    );
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
    signedIn,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signedIn(accountPath(''));
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
    const kept = () =>
      Promise.all([page, copy].map(async (tab) => (await storedUser(tab))?.access_token));
    for (const round of [1, 2]) {
      const before = await kept();
      await context.clock.fastForward('00:31');
      // One renewal per tab: the copy never reuses the refresh token the other tab used (that
      // would revoke the grant and sign both out); it renews through the silent-renew iframe.
      await expect.poll(() => tokens.map((t) => t.length)).toEqual([round, round]);
      // Renewed once the tab keeps the new tokens: it sets the next renewal's timer from them
      // then, and a clock moved on before that would set it 30 s past the jump (the copy's
      // second renewal then never came within the poll, seen once in a clean clone).
      await expect
        .poll(async () => (await kept()).map((token, i) => token !== before[i]))
        .toEqual([true, true]);
      for (const tab of [page, copy]) {
        await expect(tab.getByRole('heading', { name: 'Your account' })).toBeVisible();
      }
    }
    await page.waitForTimeout(1000);
    expect(tokens.map((t) => t.length)).toEqual([2, 2]);
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
    signedIn,
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
    await signedIn(`${accountPath('')}?whitelabel=acme`);
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

test.describe('push-token registration refused or timing out', hostIndependent, () => {
  test('explained, retry offered, the token and the way on kept', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await signedIn(accountPath(''));
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
    await main.getByRole('button', { name: 'Turn on notifications' }).click();
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
    // The host shows its home before the remote has loaded; its header's Sign in comes from the
    // remote's AuthProvider, so once it shows, the entry and the exposed modules are in.
    if (accountBase) await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
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

/** The profile's name form: saved, as the user sees it; then back to the overview. */
/** The standalone app's /config.json with Firebase configured. */
async function withFirebase(page: Page, firebase: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), firebase } });
  });
}
