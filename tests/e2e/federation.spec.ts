// Signing in with another identity provider (docs/federation.md), in the browser against the
// real dev API and its stand-in provider "Example ID" (port 4001): the sign-in page's buttons,
// the round trip through the provider, and what the authority sends back. The subject is the
// sign-in itself, so nothing here starts from the signedIn fixture.
import type { Page } from '@playwright/test';
import { signOut } from './centre';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import { atProvider, inEmbeddedBrowser, providerButton } from './federation';
import { appTookOver, finishOnboarding } from './pages';
import { signInAddress, withoutTheApp } from './plain';
import { appCode, turnOnTwoStep } from './two-step';

/** Signed out here and at the authority, on the origin's home (guarded standalone, the host's). */
async function signedOut(page: Page) {
  await signOut(page);
  await expect(
    page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
  ).toBeVisible();
}

/** An address of its own for each identity a test makes up at the provider. */
function address(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The sign-in form of a new interaction (the page goes to the authority and back first). */
async function openSignIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/interaction=/);
  await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  await appTookOver(page);
}

test.describe('sign-in with Example ID', hostIndependent, () => {
  test('the first sign-in makes an account (terms and onboarding), the next signs in, Last used shows', async ({
    page,
    accountPath,
  }) => {
    const email = address('fed-first');
    await openSignIn(page, accountPath('sign-in'));
    const buttons = page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('link');
    // The default list, in its order, each stand-in entry marked as such.
    await expect(buttons).toHaveText([
      'Sign in with Example ID',
      'Sign in with Google',
      'Sign in with Apple',
      'Sign in with Microsoft',
      'Sign in with GitHub',
    ]);
    await expect(providerButton(page)).toHaveAccessibleDescription('Development');

    await providerButton(page).click();
    await atProvider(page, { email, name: 'Fed First' });
    // A new account: through the terms and the onboarding, as after a sign-up.
    await finishOnboarding(page);
    // The account the provider's identity made: its address and the name the provider gave.
    const shown = (text: string) =>
      page.getByRole('main').getByRole('paragraph').filter({ hasText: text });
    await expect(shown(email)).toBeVisible();
    await expect(shown('Fed First')).toBeVisible();

    await signedOut(page);
    await openSignIn(page, accountPath('sign-in'));
    // This browser remembers the provider (its id only), never a token.
    await expect(providerButton(page)).toHaveAccessibleDescription('Development Last used');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    const ours = Object.entries(stored).filter(([key]) => key.startsWith('account.federation'));
    expect(ours).toEqual([['account.federation.last-used', 'example']]);
    // No JWT anywhere in this origin's localStorage.
    expect(JSON.stringify(stored)).not.toMatch(/eyJ[\w-]+\.eyJ/);
    await providerButton(page).click();
    await atProvider(page, { email });
    await expect(
      page.getByRole('heading', { name: 'Your account', level: 1, exact: true }),
    ).toBeVisible();
  });

  test('Sign in with Apple: its form post comes back through the authority’s relay and signs in', async ({
    page,
    accountPath,
  }) => {
    const email = address('fed-apple');
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page, 'Apple').click();
    // The stand-in answers as Apple does: a page that posts the code to our callback, which
    // relays it to itself as a GET (docs/federation.md, step 3); the browser follows both.
    await atProvider(page, { email, name: 'Fed Apple' });
    await finishOnboarding(page);
    // The name came once, in the first post's `user` field (never in Apple's ID token).
    const shown = (text: string) =>
      page.getByRole('main').getByRole('paragraph').filter({ hasText: text });
    await expect(shown(email)).toBeVisible();
    await expect(shown('Fed Apple')).toBeVisible();

    await signedOut(page);
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page, 'Apple').click();
    await atProvider(page, { email });
    // The same account, signed in: no onboarding of a new one.
    await expect(
      page.getByRole('heading', { name: 'Your account', level: 1, exact: true }),
    ).toBeVisible();
  });

  test('a tenant’s own list and order', async ({ page, accountPath }) => {
    await openSignIn(page, `${accountPath('sign-in')}?whitelabel=globex`);
    // The app's authorization request named the tenant: the authority named its buttons in the
    // sign-in address, for the page to show before it paints (docs/federation.md).
    const address = new URL(page.url()).searchParams;
    expect(address.get('whitelabel')).toBe('globex');
    expect(address.get('providers')).toBe(
      'microsoft:Microsoft:d,example:Example ID:d,google:Google:d',
    );
    await expect(
      page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('link'),
    ).toHaveText(['Sign in with Microsoft', 'Sign in with Example ID', 'Sign in with Google']);
  });

  test('an existing account’s address: its password first, then the provider is linked', async ({
    page,
    request,
    apiUrl,
    accountPath,
  }) => {
    const { email, password } = await newUser(request, apiUrl, 'fed-link');
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page).click();
    await atProvider(page, { email });

    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { name: 'Confirm it’s your account', level: 1 });
    await expect(heading).toBeFocused();
    await expect(main.getByText(`Example ID says you are ${email}`)).toBeVisible();
    await main.getByLabel('Password').fill('not-the-password');
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'The password is incorrect. Nothing was linked.',
    );
    await expect(main.getByRole('alert')).toBeFocused();
    await main.getByLabel('Password').fill(password);
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    await finishOnboarding(page);

    // Linked: the provider alone signs this account in now.
    await signedOut(page);
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page).click();
    await atProvider(page, { email });
    await expect(
      page.getByRole('heading', { name: 'Your account', level: 1, exact: true }),
    ).toBeVisible();
  });

  test('two-step verification: asked when linking, and after each sign-in with the provider', async ({
    page,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }) => {
    test.setTimeout(90_000); // the setup, then two sign-ins through the provider
    // Set up beforehand (not the subject): an account with an authenticator app.
    const user = await newUser(request, apiUrl, 'fed-two-step');
    await signedIn(accountPath(''), user);
    await finishOnboarding(page);
    await page.goto(accountPath('security'));
    const { setupKey, recoveryCodes } = await turnOnTwoStep(page);
    await page.getByRole('main').getByRole('button', { name: 'I have saved them' }).click();
    const forget = async () => {
      await page.evaluate(() => sessionStorage.clear());
      await page.context().clearCookies();
    };

    // Linking: the password, then the code under it.
    await forget();
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page).click();
    await atProvider(page, { email: user.email });
    const main = page.getByRole('main');
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    const code = main.getByLabel('Code from your authenticator app');
    await expect(code).toBeFocused();
    // The next 30-second step's code: the setup used this one.
    await code.fill(await appCode(setupKey, 1));
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account', level: 1, exact: true }),
    ).toBeVisible();

    // The provider alone is one factor: the second step follows (here with a recovery code).
    await forget();
    await openSignIn(page, accountPath('sign-in'));
    await providerButton(page).click();
    await atProvider(page, { email: user.email });
    await expect(page).toHaveURL(/federation=two_step/);
    await expect(main.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
    await expect(main.getByText(`Signing in as ${user.email}.`)).toBeVisible();
    await main.getByRole('button', { name: 'Use a recovery code' }).click();
    await main.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account', level: 1, exact: true }),
    ).toBeVisible();
  });

  test('an address the provider did not verify: told why, with what was typed kept', async ({
    page,
    accountPath,
  }) => {
    const typed = address('fed-typed');
    await openSignIn(page, accountPath('sign-in'));
    await page.getByRole('main').getByLabel('E-mail').fill(typed);
    await providerButton(page).click();
    await atProvider(page, { email: address('fed-unverified'), verified: false });

    const main = page.getByRole('main');
    await expect(page).toHaveURL(/federationError=email_not_verified/);
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('The provider has not verified your e-mail address');
    await expect(alert).toBeFocused();
    await expect(main.getByLabel('E-mail')).toHaveValue(typed);
    // The way back: the form and the buttons, as before.
    await expect(main.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(providerButton(page)).toBeEnabled();
    // A failed attempt is no use: nothing is marked "Last used".
    await expect(providerButton(page)).toHaveAccessibleDescription('Development');
  });

  test('a cancel at the provider comes back with nothing lost', async ({ page, accountPath }) => {
    const typed = address('fed-cancel');
    await openSignIn(page, accountPath('sign-in'));
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(typed);
    const interaction = new URL(page.url()).searchParams.get('interaction');
    await providerButton(page).click();
    await atProvider(page, { email: typed }, 'Cancel');

    await expect(page).toHaveURL(/federationError=cancelled/);
    // The same sign-in, not a new one.
    expect(new URL(page.url()).searchParams.get('interaction')).toBe(interaction);
    await expect(main.getByRole('alert')).toContainText('You cancelled signing in');
    await expect(main.getByLabel('E-mail')).toHaveValue(typed);
  });

  test('the sign-up page’s buttons go to the provider through a sign-in of their own', async ({
    page,
    accountPath,
  }) => {
    const email = address('fed-sign-up');
    await page.goto(accountPath('sign-up'));
    const list = page.getByRole('list', { name: 'Other ways to sign in' });
    await expect(list.getByRole('button', { name: 'Sign up with Example ID' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
    await list.getByRole('button', { name: 'Sign up with Example ID' }).click();
    await atProvider(page, { email, name: 'Fed Sign-up' });
    await finishOnboarding(page);
  });

  test('in an app’s embedded browser: Google is not offered, and the page says so', async ({
    page,
    accountPath,
  }) => {
    await inEmbeddedBrowser(page);
    await openSignIn(page, accountPath('sign-in'));
    const notice = page.getByRole('region', { name: 'You are in another app’s browser' });
    await expect(notice).toContainText('Google does not allow signing in here');
    await expect(notice.getByRole('button', { name: 'Copy the link' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('link'),
    ).toHaveText([
      'Sign in with Example ID',
      'Sign in with Apple',
      'Sign in with Microsoft',
      'Sign in with GitHub',
    ]);
  });

  // The standalone page only (a host renders its own): the whole describe is host-independent.
  test('a step waiting after the provider: the page built with the form does not show it first', async ({
    page,
  }) => {
    await openSignIn(page, '/sign-in');
    const address = new URL(page.url());
    // The app's scripts held back, as on a slow network: only the page's own markup shows.
    await page.route(/\/static\/js\/.+\.js$/, () => undefined);
    await page.goto(address.href, { waitUntil: 'commit' });
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
    address.searchParams.set('federation', 'link');
    await page.goto(address.href, { waitUntil: 'commit' });
    // The page parsed to its end (its inline script has run); the app's scripts still held.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.getByRole('main').getByLabel('E-mail')).toHaveCount(0);
  });
});

test.describe('the buttons arriving', () => {
  /** Every layout shift of the page from its start (a PerformanceObserver put in before it). */
  async function recordShifts(page: Page) {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    return () =>
      page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  }

  /** The API's list held back until released, as on a slow phone (the app comes first). */
  async function holdTheList(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/auth\/federation\/providers/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  const DEFAULT_LIST = [
    'Sign in with Example ID',
    'Sign in with Google',
    'Sign in with Apple',
    'Sign in with Microsoft',
    'Sign in with GitHub',
  ];

  test('sign-up shows its form with the provider buttons in place: its links never move, however late the list', async ({
    page,
    accountPath,
  }) => {
    const release = await holdTheList(page);
    await page.goto(accountPath('sign-up'));
    // The list answers a second late, as from a slow API; the form waits for it.
    setTimeout(release, 1_000);
    const passkeyInstead = page
      .getByRole('main')
      .getByRole('link', { name: 'Create an account with a passkey instead' });
    await passkeyInstead.waitFor();
    const first = (await passkeyInstead.boundingBox())!.y;
    await expect(
      page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('button'),
    ).toHaveCount(DEFAULT_LIST.length);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect((await passkeyInstead.boundingBox())!.y).toBe(first);
  });

  test('the buttons the address names are there from the first paint: nothing moves when the app takes over, nor when the list arrives', async ({
    page,
    accountPath,
  }) => {
    const release = await holdTheList(page);
    const shifts = await recordShifts(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await openSignIn(page, accountPath('sign-in'));
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1 });
    const email = main.getByLabel('E-mail');
    const signIn = main.getByRole('button', { name: 'Sign in', exact: true });
    const signUp = main.getByRole('link', { name: 'New here? Create an account' });
    const boxes = async () => {
      const handles = await Promise.all(
        [heading, email, signIn, signUp].map((l) => l.elementHandle()),
      );
      return page.evaluate(
        (elements) => elements.map((e) => e!.getBoundingClientRect().y),
        handles,
      );
    };
    // The authority named the default list in the address: its buttons, before the API's list.
    await expect(
      page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('link'),
    ).toHaveText(DEFAULT_LIST);
    // The app has taken over the page's form (standalone), or rendered its own (in a host).
    await expect(page.locator('[data-early]')).toHaveCount(0);
    const before = await boxes();
    const answered = page.waitForResponse(/\/auth\/federation\/providers/);
    release();
    await answered;
    // Two frames for the answer to be rendered and laid out.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(providerButton(page)).toHaveAccessibleDescription('Development');
    expect(await boxes()).toEqual(before);
    expect(await shifts()).toEqual([]);
  });

  test('without the app: the same buttons from the first paint, links to the authority’s start that work', async ({
    page,
    accountBase,
    apiUrl,
  }) => {
    test.skip(accountBase !== '', 'the standalone page (a host renders its own)');
    const shifts = await recordShifts(page);
    const url = await signInAddress(page);
    // Google was the provider last used in this browser.
    await page.evaluate(() => localStorage.setItem('account.federation.last-used', 'google'));
    await page.setViewportSize({ width: 412, height: 823 });
    const app = await withoutTheApp(page, url);
    const links = page.getByRole('list', { name: 'Other ways to sign in' }).getByRole('link');
    await expect(links).toHaveText(DEFAULT_LIST);
    await expect(providerButton(page)).toHaveAccessibleDescription('Development');
    await expect(providerButton(page, 'Google')).toHaveAccessibleDescription(
      'Development Last used',
    );
    const interaction = new URL(url).searchParams.get('interaction');
    await expect(providerButton(page)).toHaveAttribute(
      'href',
      `${apiUrl}/auth/oidc/interaction/${interaction}/federation/example`,
    );
    expect(await shifts()).toEqual([]);

    // A press goes to the provider, and back through the authority to the app's callback.
    await app.letThrough();
    await providerButton(page).click();
    await atProvider(page, { email: address('fed-plain'), name: 'Fed Plain' });
    await finishOnboarding(page);
  });
});
