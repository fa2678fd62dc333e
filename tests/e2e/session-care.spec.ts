import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, hostIndependent, test } from './fixtures';
import { confirmedAccount, fillSignIn, isTokenRequest } from './pages';

// Session care (docs/session-care.md): globex signs its people out after 15 minutes without
// input, with a warning two minutes ahead. The page clock runs the minutes.

const password = 'Session-Care-Passw0rd!';

/** A confirmed account of its own, named `name` (an acme account unless `globex`). */
function newAccount(
  request: Parameters<typeof confirmedAccount>[0],
  apiUrl: string,
  { label, name, globex = false }: { label: string; name: string; globex?: boolean },
) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  return confirmedAccount(request, apiUrl, {
    name,
    email,
    password,
    ...(globex ? { tenantId: 'globex', joinCode: 'globex-demo-join' } : {}),
  });
}

/** A globex account: its tenant signs people out after 15 minutes without input. */
const globexUser = (request: Parameters<typeof confirmedAccount>[0], apiUrl: string) =>
  newAccount(request, apiUrl, { label: 'idle', name: 'Ida', globex: true });

/**
 * A globex account signed in, with the page's clock installed, and a second tab of the product
 * that takes the session from the first (the tab sync): returns that second tab.
 */
async function twoTabs({
  page,
  context,
  request,
  apiUrl,
  accountPath,
  signedIn,
}: Pick<
  Parameters<Parameters<typeof test>[2]>[0],
  'page' | 'context' | 'request' | 'apiUrl' | 'accountPath' | 'signedIn'
>): Promise<Page> {
  await context.clock.install();
  const account = await globexUser(request, apiUrl);
  await signedIn(accountPath(''), account);
  const first = page.getByRole('heading', { level: 1 });
  await expect(first).toBeVisible();
  const other = await context.newPage();
  await other.goto(accountPath(''));
  // Signed in from the first tab, on the same screen (the tenant's required two-step setup):
  // the first tab's answer may come after the new tab's first screen ("Please sign in").
  await expect(other.getByRole('heading', { level: 1 })).toHaveText((await first.textContent())!);
  return other;
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Your session is about to end' });

/** The polite live region inside the dialog: what a screen reader is told. */
const announcement = (page: Page) => warning(page).getByRole('status');

test('warns two minutes before the idle timeout, announces the countdown, Stay signed in keeps the page', async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  await page.clock.install();
  const account = await globexUser(request, apiUrl);
  await signedIn(accountPath(''), account);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();

  await page.clock.fastForward('12:50');
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward('00:11');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page).getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(announcement(page)).toHaveText('2 minutes left');
  await expectNoAxeProblems(page, { within: 'dialog' });

  await page.clock.fastForward('01:01');
  await expect(announcement(page)).toHaveText('1 minute left');

  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  // The page under the dialog never unmounted.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  // A fresh 15 minutes from the press: no warning two minutes later.
  await page.clock.fastForward('02:00');
  await expect(warning(page)).toBeHidden();
});

// Each clock jump leaves a tab's access token expired until its renewal arrives, and the screens
// drop to signed out for that moment: the tab's session care unmounted and mounted again, which
// once restarted its idle time (docs/session-care.md, "The two-tab race").
test('one warning across tabs: Stay signed in in one closes the other; the idle end signs out both with the reason', async ({
  page,
  context,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const other = await twoTabs({ page, context, request, apiUrl, accountPath, signedIn });

  await context.clock.fastForward('13:01');
  await expect(warning(page)).toBeVisible();
  await expect(warning(other)).toBeVisible();
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(other)).toBeHidden();
  await expect(warning(page)).toBeHidden();

  // No input anywhere for 15 minutes: the warning, then the end everywhere, with why.
  await context.clock.fastForward('13:01');
  await expect(warning(other)).toBeVisible();
  // To the end in two jumps of a minute: the tab that ends first tells the other, which starts
  // loading the signed-out screen before the jump reaches it, and a single jump of two minutes
  // would then also fire webpack's 120 s chunk timeout there ("This page could not be loaded").
  await context.clock.fastForward('01:00');
  await context.clock.fastForward('01:00');
  for (const tab of [page, other]) {
    const reason = tab.getByText('You were signed out after 15 minutes without activity.');
    const hostHome = tab.getByRole('heading', { name: 'Platform home' });
    await expect(reason.or(hostHome)).toBeVisible();
    // Inside the host, a tab that ended the session at the authority lands on the host's page
    // (the post-logout address, where the host hears `session-ended`); the account area still
    // says why when it opens. Such a tab may say why for a moment before it leaves (both tabs'
    // timers fire in one jump; the other tab's `signed-out` reaches it while its own end is under
    // way), so the look is repeated until the tab stays: a screen without the reason never passes.
    await expect(async () => {
      if (await hostHome.isVisible()) await tab.goto(accountPath(''));
      await expect(reason).toBeVisible({ timeout: 2_000 });
      await expect(tab.getByRole('heading', { name: 'Please sign in' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  }
});

test('Sign out in the warning signs out every tab', async ({
  page,
  context,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const other = await twoTabs({ page, context, request, apiUrl, accountPath, signedIn });

  await context.clock.fastForward('13:01');
  await warning(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(warning(other)).toBeHidden();
  await expect(other.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
});

// Every language in both themes (English in the light theme is the first test's axe run). Inside
// the host, English in the dark theme only: the host changes the page around the dialog, the
// same in every language (a11y.spec.ts, `hostedSteps`).
for (const [language, theme, stay] of [
  ['pt-BR', 'light', 'Continuar conectado'],
  ['es', 'light', 'Seguir conectado'],
  ['pt-BR', 'dark', 'Continuar conectado'],
  ['es', 'dark', 'Seguir conectado'],
  ['en', 'dark', 'Stay signed in'],
] as const) {
  test(
    `axe on the warning in ${language}, ${theme} theme`,
    language === 'en' ? {} : hostIndependent,
    async ({ page, request, apiUrl, accountPath, signedIn }) => {
      // The person's saved choices (the language switch and the theme keep them here).
      await page.addInitScript(
        (saved) => {
          localStorage.setItem('account.language', saved.language);
          localStorage.setItem('account.theme', saved.theme);
        },
        { language, theme },
      );
      await page.clock.install();
      const account = await globexUser(request, apiUrl);
      await signedIn(accountPath(''), account);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.fastForward('13:01');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: stay })).toBeFocused();
      await expect(dialog.locator('xpath=ancestor::*[@data-theme][1]')).toHaveAttribute(
        'data-theme',
        theme,
      );
      await expectNoAxeProblems(page, { within: 'dialog' });
    },
  );
}

// "Keep me signed in on this device" (docs/session-care.md): a browser restart keeps the
// persistent cookies and local storage, not the session cookies nor the tab's storage (where
// the tokens are). Checked, the authority's session survives it: Sign in signs the person in
// again without the form; unchecked, it does not, and the authority asks for the password.
for (const keep of [true, false]) {
  test(`Keep me signed in ${keep ? 'checked: a restarted browser signs in again without the form' : 'unchecked: a restarted browser asks to sign in'}`, async ({
    page,
    context,
    browser,
    request,
    apiUrl,
    accountPath,
    baseURL,
  }) => {
    const { email } = await newAccount(request, apiUrl, { label: 'kept', name: 'Kim' });
    await page.goto(accountPath('sessions'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in' }).click();
    const box = main.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    // The default (this tenant has none of its own): checked.
    await expect(box).toBeChecked();
    if (!keep) await box.uncheck();
    await fillSignIn(page, email, password);
    const kept = 'Stays signed in after the browser closes';
    const notKept = 'Signed out when the browser closes';
    await expect(main.getByText(keep ? kept : notKept)).toBeVisible();

    const state = await context.storageState();
    const restarted = await browser.newContext({
      baseURL,
      storageState: {
        cookies: state.cookies.filter((cookie) => cookie.expires > 0),
        origins: state.origins,
      },
    });
    try {
      const again = await restarted.newPage();
      await again.goto(accountPath('sessions'));
      // The tokens went with the tab: "Please sign in", and nothing goes anywhere by itself.
      await expect(again.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
      await again.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      if (keep) {
        // The authority's session survived the restart: no form, back where the person was.
        await expect(again.getByRole('main').getByText(kept)).toBeVisible();
        await expect(again.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
      } else {
        // It did not: the authority asks for the password again.
        await expect(again.getByRole('heading', { name: 'Sign in' })).toBeVisible();
        await expect(again.getByRole('main').getByLabel('E-mail')).toBeVisible();
      }
    } finally {
      await restarted.close();
    }
  });
}

/** The authority's token endpoint refusing to answer refreshes (a network failure, retried). */
async function refreshUnreachable(page: Page, apiUrl: string) {
  await page.route(`${apiUrl}/auth/oidc/token`, (route) =>
    isTokenRequest(route.request(), 'refresh_token')
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
}

// Tokens live 630 s here (playwright.config.ts): renewal starts at 30 s, the warning shows at
// 510 s when no renewal has worked since.
test('renewal failing for a while: the warning; Stay signs in again and what was typed comes back', async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  await page.clock.install();
  const account = await newAccount(request, apiUrl, { label: 'renewal', name: 'Rita' });
  await signedIn(accountPath('profile'), account);
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Rita Typed-Not-Saved');
  await refreshUnreachable(page, apiUrl);

  await page.clock.fastForward('08:20');
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward('00:11');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('cannot reach the sign-in service');
  await expect(announcement(page)).toHaveText('2 minutes left');

  // Stay: one more try, still unreachable, so a new sign-in (the authority's session signs the
  // browser in without the form), back to the same page, loaded anew, with the text typed before.
  const callback = page.waitForRequest((sent) => sent.url().includes('/callback?code='));
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await callback;
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Rita Typed-Not-Saved');
});

test('renewal failing until the token expires: signed out with why', async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  await page.clock.install();
  const account = await newAccount(request, apiUrl, { label: 'renewal', name: 'Rui' });
  await signedIn(accountPath(''), account);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await refreshUnreachable(page, apiUrl);
  await page.clock.fastForward('08:31');
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(
    page.getByText(
      'The sign-in service could not be reached to keep your session going, so you were signed out.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
});

// The session's absolute lifetime (14 days from the sign-in, the authority's Session, Grant and
// RefreshToken TTL) on the page's clock. The authority's clock does not move with the page's, and
// the app refuses an ID token issued far from its own clock (docs/architecture.md,
// "Authentication"): the refreshes' ID tokens are dated as if the authority's clock had moved
// too (oidc-client-ts does not check their signature; the app checks only `iat`).
const LIFETIME_S = 14 * 24 * 3600;

async function authorityClockAhead(page: Page, apiUrl: string, seconds: number) {
  await page.route(`${apiUrl}/auth/oidc/token`, async (route) => {
    if (!isTokenRequest(route.request(), 'refresh_token')) {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { id_token?: string };
    if (body.id_token) {
      const [header, payload, signature] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
        iat: number;
        exp: number;
      };
      claims.iat += seconds;
      claims.exp += seconds;
      const moved = Buffer.from(JSON.stringify(claims)).toString('base64url');
      body.id_token = [header, moved, signature].join('.');
    }
    await route.fulfill({ response, json: body });
  });
}

async function nearTheLifetime(
  page: Page,
  request: Parameters<typeof confirmedAccount>[0],
  apiUrl: string,
  accountPath: (path: string) => string,
  signedIn: (path: string, account: Awaited<ReturnType<typeof confirmedAccount>>) => Promise<void>,
) {
  await page.clock.install();
  const account = await newAccount(request, apiUrl, { label: 'lifetime', name: 'Lia' });
  await signedIn(accountPath(''), account);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // 1 min 59 s before the lifetime's end.
  const jump = LIFETIME_S - 119;
  await authorityClockAhead(page, apiUrl, jump);
  // The jump makes the token due: its renewal must have landed before a test moves the clock on.
  // Else the lifetime's end can come while the renewal is in flight (a loaded machine, CI): the
  // sign-out finds the old token expired, the API's back channel refuses it, and the authority's
  // end-session page is given the renewed ID token, whose dates this test rewrote (above), as
  // the hint: it refuses that, and the test never lands where it looks.
  const renewed = page.waitForResponse((response) =>
    isTokenRequest(response.request(), 'refresh_token'),
  );
  await page.clock.fastForward(jump * 1000);
  await renewed;
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('Your session reaches its time limit in');
  await expect(announcement(page)).toHaveText('2 minutes left');
  return account.email;
}

test("the lifetime's end: the warning two minutes ahead; Stay signs in again with the password", async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const email = await nearTheLifetime(page, request, apiUrl, accountPath, signedIn);
  // A renewal cannot pass the lifetime: a new sign-in, where the authority asks for the password
  // even while its session lasts (prompt=login), so a new session begins.
  const authorize = page.waitForRequest((sent) => sent.url().includes('/auth/oidc/auth?'));
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('login');
  await fillSignIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the lifetime's end: signed out at it, and the next screen says why", async ({
  page,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  await nearTheLifetime(page, request, apiUrl, accountPath, signedIn);
  await page.clock.fastForward('02:00');
  const reason = page.getByText('Your session reached its time limit, so you were signed out.');
  const hostHome = page.getByRole('heading', { name: 'Platform home' });
  await expect(reason.or(hostHome)).toBeVisible();
  // Inside the host, the sign-out lands on the host's page; the account area says why.
  if (await hostHome.isVisible()) await page.goto(accountPath(''));
  await expect(reason).toBeVisible();
});
