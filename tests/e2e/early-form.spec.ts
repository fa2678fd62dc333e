// sign-in.html carries the sign-in form, rendered at build time (src/app/prerender.tsx): on a
// slow phone it shows and takes input before the app's scripts have arrived, posts to the
// authority as a plain form if sent meanwhile, and the app takes it over when it arrives. Here
// the app's scripts are held back, as a slow network would (plain-sign-in.spec.ts: refused).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appTookOver, confirmedAccount, demo } from './pages';

test.skip(({ accountBase }) => accountBase !== '', 'the standalone page (a host renders its own)');

/** This browser's own sign-in page (the authority's interaction cookie set), address only. */
async function signInAddress(page: Page): Promise<string> {
  await page.goto('/sign-in');
  await page.waitForURL(/\/sign-in\?interaction=/);
  await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  return page.url();
}

/** Loads `url` with every script of ours held until the returned function is called. */
async function loadWithAppHeld(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (u) => u.origin === new URL(url).origin && /\/static\/js\/.+\.js$/.test(u.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

test('one round trip: with only the page arrived, the form has its final look; its style sheets are never fetched', async ({
  page,
}) => {
  const url = await signInAddress(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // Everything but the page itself waits: what shows is what the one response carries.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeVisible();
  const look = () =>
    Promise.all(
      [main.getByRole('heading', { name: 'Sign in' }), main.getByLabel('E-mail'), submit].map(
        async (element) => ({
          box: await element.boundingBox(),
          colour: await element.evaluate((e) => getComputedStyle(e).backgroundColor),
        }),
      ),
    );
  const early = await look();
  // Styled, not the browser's defaults: the submit button wears the brand's colour.
  expect(early[2]!.colour).not.toBe('rgba(0, 0, 0, 0)');
  expect(early[2]!.colour).not.toBe('rgb(239, 239, 239)');

  release();
  await appTookOver(page);
  // The app's form sits exactly where the page's was, in the same colours.
  expect(await look()).toEqual(early);
  // The page's style sheets (the entry's, the screen's, and the provider buttons', which show
  // before their code: docs/federation.md, "Before the page paints") were in it and are never
  // fetched.
  const inPage = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')),
  );
  expect(inPage).toHaveLength(3);
  expect(fetched.filter((p) => inPage.includes(p))).toEqual([]);
  expect(fetched.filter((p) => /\/(main|sign-in)\.[^/]*\.css$/.test(p))).toEqual([]);
});

test('typed and sent before the app has arrived: a plain post to the authority, whose redirects end at the callback the app finishes', async ({
  page,
  apiUrl,
}) => {
  const release = await loadWithAppHeld(page, await signInAddress(page));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await main.getByLabel('E-mail').fill(demo.email);
  await main.getByLabel('Password').fill(demo.password);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/login'));
  await main.getByLabel('Password').press('Enter');
  // Sent at once, not held: to the authority the page's address names (deploy/render.ts), in
  // the body, never in an address.
  const request = await posted;
  expect(request.url()).toMatch(new RegExp(`^${apiUrl}/auth/oidc/interaction/[\\w-]+/login$`));
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  const form = new URLSearchParams(request.postData() ?? '');
  expect(form.get('email')).toBe(demo.email);
  expect(form.get('language')).toBe('en');
  expect(form.get('remember')).toBe('on');
  expect(request.url()).not.toContain(encodeURIComponent(demo.password));

  // The callback's page waits for the app like any other.
  release();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('typing as the app arrives: the text, the focus and the rest of the typing stay', async ({
  page,
}) => {
  const release = await loadWithAppHeld(page, await signInAddress(page));
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(demo.email);
  await main.getByLabel('Password').click();
  await page.keyboard.type(demo.password.slice(0, 5));

  release();
  await appTookOver(page);
  await expect(main.getByLabel('E-mail')).toHaveValue(demo.email);
  await expect(main.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(demo.password.slice(5));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('Keep me signed in unticked before the app arrives: unticked in the app, and the sign-in ends with the browser', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  const email = `early.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Early-Form-Passw0rd!';
  await confirmedAccount(request, apiUrl, { name: 'Eli', email, password });
  // From the account's sessions, where the sign-in comes back to.
  await page.goto(accountPath('sessions'));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/sign-in\?interaction=/);
  const release = await loadWithAppHeld(page, page.url());
  const box = main.getByRole('checkbox', { name: 'Keep me signed in on this device' });
  await box.uncheck();

  release();
  await appTookOver(page);
  await expect(box).not.toBeChecked();
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByLabel('Password').press('Enter');
  // What the authority kept, as the account's sessions say it.
  await expect(main.getByText('Signed out when the browser closes')).toBeVisible();
});

test('the focus moved to the password by a script while the app starts (a password manager): it is there when the app takes over', async ({
  page,
}) => {
  const url = await signInAddress(page);
  // The app's code has run (it follows the page's form from then on) and waits for its
  // configuration. The focus moves from field to field meanwhile by a script's focus(), as a
  // password manager's does: the e-mail's focus-out and the password's focus-in in one task.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const configAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/config.json', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(url);
  await configAsked;
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').focus();
  await page.keyboard.type(demo.email);
  await main.getByLabel('Password').focus();

  release();
  await appTookOver(page);
  await expect(main.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(demo.password);
  await expect(main.getByLabel('Password')).toHaveValue(demo.password);
  await expect(main.getByLabel('E-mail')).toHaveValue(demo.email);
});

test('an empty submit before the app: the authority’s page says what is missing', async ({
  page,
}) => {
  await loadWithAppHeld(page, await signInAddress(page));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/auth\/oidc\/interaction\/[\w-]+\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('E-mail')).toBeFocused();
});

test('in the saved language and theme, accessible; none without an interaction', async ({
  page,
}) => {
  const url = await signInAddress(page);
  await page.evaluate(() => {
    localStorage.setItem('account.language', 'pt-BR');
    localStorage.setItem('account.theme', 'dark');
  });
  const release = await loadWithAppHeld(page, url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(main.getByLabel('Senha')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('#root > [data-theme]')).toHaveAttribute('data-theme', 'dark');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  release();
  await appTookOver(page);
  await expect(main.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  // Served under another address (a deployment with a base path): its links would be wrong there,
  // so the page shows no form of its own; the app shows its own.
  const body = await (await page.request.get(new URL('/sign-in', url).href)).text();
  const elsewhere = new URL(`/elsewhere/sign-in${new URL(url).search}`, url).href;
  await page.route(elsewhere, (route) => route.fulfill({ contentType: 'text/html', body }));
  const heldElsewhere = await loadWithAppHeld(page, elsewhere);
  await page.waitForFunction(() => document.readyState === 'interactive');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  heldElsewhere();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Without an interaction the app starts one: the page shows no form of its own meanwhile.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const held = await loadWithAppHeld(page, new URL('/sign-in', url).href);
  // Parsed (the page's own script has run); the app's scripts are still held.
  await page.waitForFunction(() => document.readyState === 'interactive');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  held();
  await page.waitForURL(/\/sign-in\?interaction=/);
});

/** Which of the platform's logos an image shows: written into the page (`data:`), not a file. */
function platformLogo(src: string): string {
  const inline = /^data:image\/svg\+xml,(.+)$/.exec(src);
  if (!inline) return `not inline: ${src}`;
  const svg = decodeURIComponent(inline[1]!);
  for (const variant of ['light', 'dark'] as const) {
    const file = `src/whitelabel/assets/default-logo${variant === 'dark' ? '-dark' : ''}.svg`;
    if (svg === readFileSync(file, 'utf8').trim().replace(/>\s+</g, '><')) return variant;
  }
  return 'another image';
}

// The logo is the page's largest element: drawn only by the app, it was the largest contentful
// paint on a slow phone, seconds after the form (bench/README.md); as a file, it loaded beside
// the app's scripts. The page draws the platform's, inline, where the app would show it at once,
// and never a logo a tenant's page would not show.
test('the platform’s logo before the app, in the theme’s variant; where a tenant is named, its place kept empty', async ({
  page,
}) => {
  const url = await signInAddress(page);
  const logo = page.getByRole('main').getByRole('img', { name: 'Account' });
  const loadedLogo = async () => {
    const { src, ...shown } = await logo.evaluate((img: HTMLImageElement) => ({
      src: img.src,
      drawn: img.complete && img.naturalWidth > 0,
      height: img.getBoundingClientRect().height,
    }));
    return { variant: platformLogo(src), ...shown };
  };
  const logoFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/media\//.test(request.url())) logoFiles.push(request.url());
  });

  let release = await loadWithAppHeld(page, url);
  await expect(logo).toBeVisible();
  await expect.poll(loadedLogo).toEqual({ variant: 'light', drawn: true, height: 40 });
  const early = await logo.evaluate((img: HTMLImageElement) => img.src);
  release();
  await appTookOver(page);
  // The app's is the same image.
  expect(await logo.evaluate((img: HTMLImageElement) => img.src)).toBe(early);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.evaluate(() => localStorage.setItem('account.theme', 'dark'));
  release = await loadWithAppHeld(page, url);
  await expect.poll(loadedLogo).toEqual({ variant: 'dark', drawn: true, height: 40 });
  release();
  await appTookOver(page);
  await expect.poll(loadedLogo).toEqual({ variant: 'dark', drawn: true, height: 40 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Neither the page nor the app asked for a logo file.
  expect(logoFiles).toEqual([]);

  // A tenant kept from an earlier visit, or named by the address: its logo comes with the app.
  for (const [kept, address] of [
    ['globex', url],
    [null, `${url}&whitelabel=globex`],
  ] as const) {
    await page.evaluate((tenant) => {
      if (tenant) localStorage.setItem('whitelabelId', tenant);
      else localStorage.removeItem('whitelabelId');
    }, kept);
    release = await loadWithAppHeld(page, address);
    const heading = page.getByRole('main').getByRole('heading', { name: 'Sign in' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    const before = await heading.boundingBox();
    release();
    await appTookOver(page);
    await expect(page.getByRole('main').getByRole('img', { name: /globex/i })).toBeVisible();
    // The empty place had the logo's height: the heading has not moved.
    expect(await heading.boundingBox()).toEqual(before);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('the app’s code is asked for once the form has painted, its logo included; at once where the page shows none', async ({
  page,
}) => {
  const url = await signInAddress(page);
  /** When this load painted first, drew the platform's logo, and asked for its first script. */
  const timings = () =>
    page.evaluate(async () => {
      // The logo's own paint (Element Timing: public/index.html marks it), whatever its size.
      const painted = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'element',
          buffered: true,
        });
        setTimeout(() => resolve([]), 500); // none reported (the page showed no logo)
      });
      const logo = painted.find(
        (entry) =>
          (entry as PerformanceEntry & { identifier: string }).identifier === 'account-logo',
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        logo: logo?.startTime ?? null,
        firstScript: scripts.length ? Math.min(...scripts) : null,
      };
    });

  await page.goto(url);
  await appTookOver(page);
  const withForm = await timings();
  expect(withForm.logo, 'the logo’s paint reported').not.toBeNull();
  expect(withForm.firstScript).toBeGreaterThanOrEqual(withForm.painted!);
  expect(withForm.firstScript).toBeGreaterThanOrEqual(withForm.logo!);

  // Back from a provider with a step waiting (`federation`): the page shows nothing of its own,
  // the app's code is asked for before anything paints.
  await page.goto(`${url}&federation=link`);
  await expect(page.getByRole('main')).toBeVisible();
  const without = await timings();
  expect(without.firstScript).not.toBeNull();
  expect(without.firstScript).toBeLessThan(without.painted!);
});
