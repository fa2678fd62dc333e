import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, pageErrors, record, saveName, signInFrom, timePasses } from './pages';
import { signOut } from './centre';
import { fullChromium } from './chromium';

// PostHog against the dev API's capture sink (docs/architecture.md, "Analytics"): the app's own posthog-js sends
// there in every browser test; these read back what arrived with GET /dev/analytics, in the full
// browser (posthog-js drops the headless shell's events: ./chromium.ts).
test.use({ launchOptions: fullChromium });

interface CapturedEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  $set?: Record<string, unknown>;
}

/** The device id our PostHog instance keeps in this browser (stable across identify/reset). */
async function deviceId(page: Page): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (!key.startsWith('ph_')) continue;
          const value = JSON.parse(localStorage.getItem(key) ?? '{}') as { $device_id?: string };
          if (value.$device_id) return value.$device_id;
        }
        return undefined;
      });
      return id;
    })
    .toBeTruthy();
  return id!;
}

async function eventsOf(request: APIRequestContext, apiUrl: string, device: string) {
  const { events } = (await (await request.get(`${apiUrl}/dev/analytics`)).json()) as {
    events: CapturedEvent[];
  };
  return events.filter((e) => e.properties.$device_id === device);
}

const pageviews = (events: CapturedEvent[]) =>
  events.filter((e) => e.event === '$pageview').map((e) => e.properties.$pathname);

test('a guarded route that sends the user to unauthorized records only /unauthorized', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  await page.goto(accountPath(''));
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  const device = await deviceId(page);
  await expect
    .poll(async () => pageviews(await eventsOf(request, apiUrl, device)))
    .toEqual([accountPath('unauthorized')]);
  // The redirect carried `?returnTo=`: analytics get the path, never the query.
  const [view] = (await eventsOf(request, apiUrl, device)).filter((e) => e.event === '$pageview');
  expect(String(view!.properties.$current_url)).not.toContain('returnTo');
});

test('a link’s single-use token never reaches analytics, nor their cookie or storage', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  const secret = `secret${Date.now()}`;
  await page.goto(`${accountPath('forgot-password')}?token=${secret}&whitelabel=acme`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const device = await deviceId(page);
  await expect
    .poll(async () => pageviews(await eventsOf(request, apiUrl, device)))
    .toEqual([accountPath('forgot-password')]);
  const events = await eventsOf(request, apiUrl, device);
  expect(JSON.stringify(events)).not.toContain(secret);
  expect(JSON.stringify(events)).toContain('whitelabel=acme');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
  expect(stored).not.toContain(secret);
});

test('sign-in: page views after redirects, never the callback; identify with the profile', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  await signInFrom(page, accountPath(''));
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const device = await deviceId(page);
  await expect
    .poll(async () => (await eventsOf(request, apiUrl, device)).map((e) => e.event))
    .toContain('$identify');
  await expect
    .poll(async () => pageviews(await eventsOf(request, apiUrl, device)))
    .toContain(accountPath(''));
  const events = await eventsOf(request, apiUrl, device);
  expect(pageviews(events)).not.toContain(accountPath('callback'));
  expect(events.some((e) => String(e.properties.$current_url).includes('code='))).toBe(false);
  const identify = events.find((e) => e.event === '$identify')!;
  expect(identify.$set).toMatchObject({ email: demo.email, name: demo.name });
  expect(identify.distinct_id).toMatch(/\S/);
  expect(identify.distinct_id).not.toBe(identify.properties.$anon_distinct_id);
});

for (const [missing, expected] of [
  ['name', { email: demo.email, name: 'Unknown User' }],
  ['email', { email: '{email}', name: demo.name }],
] as const) {
  test(`a profile without a ${missing} is identified with the fallback`, async ({
    page,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }) => {
    // Fault injection: the API leaves the field out of the profile.
    await page.route(`${apiUrl}/users/me`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const profile = (await response.json()) as Record<string, unknown>;
      delete profile[missing];
      await route.fulfill({ response, json: profile });
    });
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const device = await deviceId(page);
    await expect
      .poll(
        async () =>
          (await eventsOf(request, apiUrl, device)).find((e) => e.event === '$identify')?.$set,
      )
      .toMatchObject(expected);
  });
}

test('the profile fails to load: an error in the console, no identify', async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(`${apiUrl}/users/me`, (route) =>
    route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } }),
  );
  await signedIn(accountPath(''));
  await expect(
    page.getByRole('heading', { name: 'Your profile could not be loaded' }),
  ).toBeVisible();
  expect(errors.some((text) => text.includes('Could not load the profile'))).toBe(true);
  const device = await deviceId(page);
  // The error screen's page view arrives; an identify would have been sent before it.
  await expect
    .poll(async () => pageviews(await eventsOf(request, apiUrl, device)))
    .toContain(accountPath(''));
  expect((await eventsOf(request, apiUrl, device)).map((e) => e.event)).not.toContain('$identify');
});

test('sign-out resets the identity: what follows is anonymous again', async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  await signedIn(accountPath(''));
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const device = await deviceId(page);
  let user = '';
  await expect
    .poll(async () => {
      const identify = (await eventsOf(request, apiUrl, device)).find(
        (e) => e.event === '$identify',
      );
      user = identify?.distinct_id ?? '';
      return user;
    })
    .toBeTruthy();
  await signOut(page);
  // The authority returns the browser to the origin; any screen seen afterwards is anonymous.
  // Standalone the origin's home is guarded (unauthorized); the host's is its own page.
  await expect(
    page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
  ).toBeVisible();
  await page.goto(accountPath('forbidden'));
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  let after = '';
  await expect
    .poll(async () => {
      const events = await eventsOf(request, apiUrl, device);
      after =
        events.find(
          (e) => e.event === '$pageview' && e.properties.$pathname === accountPath('forbidden'),
        )?.distinct_id ?? '';
      return after;
    })
    .toMatch(/\S/);
  expect(after).not.toBe(user);
});

test('with PostHog and Firebase unset, no analytics code is fetched and no request is made', async ({
  page,
  accountPath,
  baseURL,
  signedIn,
}) => {
  // The deployment's config turns both off (on the host, the host's config does).
  const configUrl = `${new URL(baseURL!).origin}/config.json`;
  await page.route(configUrl, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, posthog: null, firebase: null } });
  });
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signedIn(accountPath(''));
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.goto(accountPath('forbidden'));
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await page.waitForTimeout(500); // idle: when analytics would have started loading
  expect(urls.filter((url) => /posthog|firebase|google/i.test(url))).toEqual([]);
});

test('no mailed link’s token reaches analytics, whichever page it opens', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  const secret = `linksecret${Date.now()}`;
  const routes = [
    'confirm-account',
    'forgot-password',
    'not-me',
    'privacy/confirm-email',
    'privacy/not-me',
    'privacy/restore',
  ];
  const deviceId = () =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('ph_')) continue;
        const value = JSON.parse(localStorage.getItem(key) ?? '{}') as { $device_id?: string };
        if (value.$device_id) return value.$device_id;
      }
      return undefined;
    });
  const events = async () => {
    const device = await deviceId();
    const { events: all } = (await (await request.get(`${apiUrl}/dev/analytics`)).json()) as {
      events: { event: string; properties: Record<string, unknown> }[];
    };
    return device ? all.filter((e) => e.properties.$device_id === device) : [];
  };
  // PostHog sends its queue every few seconds: the page's clock moves on while the test waits.
  const pageviews = async () => {
    await page.clock.runFor(1000);
    return (await events())
      .filter((e) => e.event === '$pageview')
      .map((e) => e.properties.$pathname);
  };
  await page.clock.install();
  // One page after the other, each one's page view arrived before the next page loads.
  for (const [index, route] of routes.entries()) {
    await page.goto(`${accountPath(route)}?token=${secret}&whitelabel=acme`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect
      .poll(pageviews)
      .toEqual(routes.slice(0, index + 1).map((done) => accountPath(done)));
  }
  expect(JSON.stringify(await events())).not.toContain(secret);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
  expect(stored).not.toContain(secret);
});

test.describe('PostHog blocked (as ad blockers answer: a network error)', () => {
  test('PostHog blocked: nothing reaches the user, retries back off, the app is untouched', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    const errors = pageErrors(page);
    await page.route(`${apiUrl}/dev/posthog/**`, (route) => route.abort('blockedbyclient'));
    const analytics = record(page, (r) => r.url().startsWith(`${apiUrl}/dev/posthog/`));
    await page.clock.install();
    await signedIn(accountPath(''));
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
