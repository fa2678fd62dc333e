// Every journey here also fails on any Content-Security-Policy violation (./fixtures, ./csp).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './journeys';
import {
  appTookOver,
  demo,
  fillSignIn,
  finishOnboarding,
  isTokenRequest,
  record,
  signInFrom,
  unique,
} from './pages';
import { appCode, turnOnTwoStep } from './two-step';
import { signOut } from './centre';

test.describe('sign-in through the OIDC authority', () => {
  test('full code flow with PKCE; tokens only where they belong', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const authorize = record(page, (r) => r.url().startsWith(`${apiUrl}/auth/oidc/auth?`));
    const tokens = record(page, (r) => isTokenRequest(r, 'authorization_code'));
    const apiCalls = record(page, (r) => r.url().startsWith(`${apiUrl}/users/me`));

    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const shown = (text: string) =>
      page.getByRole('main').getByRole('paragraph').filter({ hasText: text });
    await expect(shown(demo.name)).toBeVisible();
    await expect(shown(demo.email)).toBeVisible();

    // The authorization request: code flow, S256 PKCE, exact scope and redirect URI.
    const params = new URL(authorize[0]!.url()).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('scope')).toBe('openid profile offline_access');
    const origin = new URL(page.url()).origin;
    expect(params.get('redirect_uri')).toBe(`${origin}${accountPath('callback')}`);

    // The token request carries no Authorization header; product API calls carry the bearer.
    expect(tokens).toHaveLength(1);
    expect(await tokens[0]!.headerValue('authorization')).toBeNull();
    expect(new URLSearchParams(tokens[0]!.postData() ?? '').get('code_verifier')).toBeTruthy();
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls)
      expect(await call.headerValue('authorization')).toMatch(/^Bearer \S+$/);

    // `code` and `state` are gone from the address bar; no token anywhere in localStorage.
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toMatch(/access_token|refresh_token|id_token|eyJ/);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(session).toContain('refresh_token');
  });

  test('an API 403 sends the user to forbidden', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    await page.route(`${apiUrl}/users/me`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'account_disabled', message: 'disabled' }),
      }),
    );
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(accountPath('forbidden'));
  });

  test('the return path survives sign-in', async ({ page, accountPath }) => {
    await signInFrom(page, `${accountPath('')}?tab=security#password`);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${accountPath('')}?tab=security#password`);
  });

  test('wrong password: a message, focus on it, the e-mail kept', async ({
    page,
    accountPath,
    request,
    apiUrl,
  }) => {
    // An account of its own: failed sign-ins count against the account they name (three ask
    // for a challenge, docs/abuse-protection.md), and the demo user signs in everywhere else.
    const { email } = await newUser(request, apiUrl, 'wrong-password');
    // Without an interaction, the sign-in route starts the authorization request itself.
    await page.goto(accountPath('sign-in'));
    await expect(page).toHaveURL(/sign-in\?interaction=/);
    await fillSignIn(page, email, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('The e-mail or password is incorrect.');
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
  });

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`the form at ${width} px: Sign in and the passkey as wide and as tall, an "or" between; Forgot your password? under its field, reached by Tab with nothing reported`, async ({
      page,
      accountPath,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(accountPath('sign-in'));
      const main = page.getByRole('main');
      const password = main.getByRole('textbox', { name: 'Password', exact: true });
      const signIn = main.getByRole('button', { name: 'Sign in', exact: true });
      const passkey = main.getByRole('button', { name: 'Sign in with a passkey' });
      const or = main.getByText('or', { exact: true });
      const forgot = main.getByRole('link', { name: 'Forgot your password?' });
      await expect(passkey).toBeVisible();
      await appTookOver(page); // the app's form (the page's own has the same boxes: early-form.spec)
      // The provider buttons arrive in a chunk of their own, after the form: measured once they
      // are there, and every box in the same layout (one read, not five that a shift can split).
      await expect(main.getByRole('link', { name: 'Sign in with Example ID' })).toBeVisible();
      const handles = await Promise.all(
        [signIn, passkey, or, password, forgot].map((l) => l.elementHandle()),
      );
      const [a, b, o, p, f] = await page.evaluate(
        (elements) => elements.map((e) => e!.getBoundingClientRect().toJSON() as DOMRect),
        handles,
      );
      // The same box, one under the other, the "or" between them with room either side.
      expect(Math.abs(a!.x - b!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(a!.width - b!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
      expect(o!.y).toBeGreaterThanOrEqual(a!.y + a!.height + 8);
      expect(b!.y).toBeGreaterThanOrEqual(o!.y + o!.height + 8);
      // Right under the password field (not rows away), before the Sign in button.
      expect(f!.y).toBeGreaterThanOrEqual(p!.y + p!.height);
      expect(f!.y - (p!.y + p!.height)).toBeLessThanOrEqual(16);
      expect(f!.y + f!.height).toBeLessThanOrEqual(a!.y);

      // Tab from the empty fields to the link: no error flashes on the way.
      await main.getByLabel('E-mail').focus();
      await page.keyboard.press('Tab');
      await expect(password).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(main.getByRole('button', { name: 'Show password' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(forgot).toBeFocused();
      await expect(main.getByText('This field is required.')).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/forgot-password/);
    });
  }

  test('Show password: what was typed shows, the caret stays; hidden again once sent', async ({
    page,
    accountPath,
  }) => {
    await page.goto(accountPath('sign-in'));
    const main = page.getByRole('main');
    const password = main.getByRole('textbox', { name: 'Password', exact: true });
    // Not the demo user's address: the failed sign-in below counts against the address it names
    // (three ask for a challenge, docs/abuse-protection.md), and the demo user signs in elsewhere.
    await main.getByLabel('E-mail').fill(`show-password.${unique()}@example.com`);
    await password.fill('not-the-password');
    await password.press('Home');
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toBeFocused();
    await page.keyboard.type('X');
    await expect(password).toHaveValue('Xnot-the-password');
    await expect(main.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await password.press('Enter');
    await expect(main.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(main.getByRole('button', { name: 'Show password' })).toBeVisible();
  });

  test('an account scheduled for deletion: its date and Restore, the one action that can work; another account goes back to the form', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    // The authority's answer for the right password of a scheduled account (privacy.spec.ts
    // walks the real one); here, only what the page does with it.
    await page.route(`${apiUrl}/auth/oidc/interaction/*/login`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'account_deletion_scheduled',
          message: 'This account is scheduled for deletion.',
          eraseAt: '2026-12-08T10:00:00.000Z',
        }),
      }),
    );
    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, demo.email, demo.password);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('scheduled for deletion');
    await expect(main.getByRole('alert')).toBeFocused();
    await expect(
      main.getByRole('button', { name: 'Restore my account and sign in' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Use another account' }).click();
    await expect(main.getByLabel('E-mail')).toBeFocused();
    await expect(main.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect(main.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('an expired interaction offers to start again', async ({ page, accountPath }) => {
    await page.goto(`${accountPath('sign-in')}?interaction=gone-for-good`);
    await fillSignIn(page, demo.email, demo.password);
    await expect(page.getByRole('alert')).toContainText('This sign-in page has expired.');
    await page.getByRole('main').getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/sign-in\?interaction=(?!gone-for-good)/);
  });

  test('sign-out ends the authority session, revokes the tokens and lands on the origin', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    const revocations = record(page, (r) => r.url() === `${apiUrl}/auth/oidc/token/revocation`);
    // The API ends this browser's session at the authority (its session marked `current`).
    const ended = page.waitForResponse(
      (r) =>
        r.request().method() === 'DELETE' && r.url().startsWith(`${apiUrl}/users/me/sessions/`),
    );
    const landed = page.waitForResponse(
      (r) => r.url() === `${origin}/` && r.request().isNavigationRequest(),
    );
    // The page it lands on (the standalone app was on `{origin}/` already: the same address).
    const loaded = page.waitForEvent('load');
    await signOut(page);
    expect((await ended).status()).toBe(204);
    await landed;
    await loaded;
    expect(revocations.length).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('token');

    // Signed out for real: the account area asks to sign in, and signing in shows the form again
    // (the authority's session is gone too).
    await page.goto(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  });

  test('leaving the moment the signed-out screen shows still leaves the authority signed out', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const next = await signOutAndLeaveAtOnce(page, apiUrl);
    await expectPasswordAsked(next, accountPath(''));
  });

  test('the same after a sign-in with a recovery code', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    test.setTimeout(90_000); // two sign-ins, onboarding and the two-step setup
    const user = await newUser(request, apiUrl, 'sign-out-recovery-code');
    await signedIn(accountPath(''), user);
    await finishOnboarding(page);
    await page.goto(accountPath('security'));
    const { recoveryCodes } = await turnOnTwoStep(page);
    await page.getByRole('main').getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('main').getByText('10 recovery codes left.')).toBeVisible();

    // A new sign-in in this browser (this tab and the authority forgotten), with a recovery code.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(accountPath(''));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, user.email, user.password);
    await main.getByRole('button', { name: 'Use a recovery code' }).click();
    await main.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

    const next = await signOutAndLeaveAtOnce(page, apiUrl);
    await expectPasswordAsked(next, accountPath(''));
  });
});

test.describe('the second step', () => {
  test('its heading takes the focus, no sign-up there; Not you? starts a new sign-in at the e-mail, and the old one cannot be finished', async ({
    page,
    accountPath,
    apiUrl,
    request,
  }) => {
    test.setTimeout(90_000); // onboarding and the two-step setup first
    const user = await newUser(request, apiUrl, 'not-you');
    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, user.email, user.password);
    await finishOnboarding(page);
    await page.goto(accountPath('security'));
    const { setupKey } = await turnOnTwoStep(page);
    await page.getByRole('main').getByRole('button', { name: 'I have saved them' }).click();

    // A new sign-in in this browser (this tab and the authority forgotten).
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, user.email, user.password);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
    await expect(main.getByText(`Signing in as ${user.email}.`)).toBeVisible();
    await expect(main.getByRole('link', { name: /Create an account/ })).toHaveCount(0);
    const first = new URL(page.url()).searchParams.get('interaction')!;

    await main.getByRole('button', { name: 'Not you? Use another account' }).click();
    await expect(page).toHaveURL(new RegExp(`sign-in\\?interaction=(?!${first})`));
    await expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(main.getByLabel('E-mail')).toHaveValue('');
    // The authority forgot the password the first interaction accepted: its code is refused.
    const late = await page.request.post(`${apiUrl}/auth/oidc/interaction/${first}/two-step`, {
      data: { code: await appCode(setupKey, 1) },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe('password_step_required');
  });
});

/**
 * Presses Sign out and closes the tab the moment the signed-out screen shows; returns a new tab
 * of the same browser. The authority's end-session page is held unanswered meanwhile: a sign-out
 * that still depended on that round trip when its screen showed is then cut short, every time
 * (not only on a slow network).
 */
async function signOutAndLeaveAtOnce(page: Page, apiUrl: string): Promise<Page> {
  // Held: a handler that never answers keeps the request waiting until the page goes.
  await page.route(`${apiUrl}/auth/oidc/session/end**`, () => undefined);
  // Watched from inside the page, which reports it: a locator (or any call into the page) waits
  // for the navigation under way to finish, the very moment a person need not wait for. Watched
  // in the pages that load next too: the app's own landing after a finished sign-out (the
  // origin's home: guarded standalone, the host's own page) may come first.
  let reported!: () => void;
  const shown = new Promise<void>((resolve) => (reported = resolve));
  await page.exposeFunction('signedOutScreenShown', () => reported());
  const watch = () => {
    const showing = () =>
      [...document.querySelectorAll('h1')].some((h1) =>
        /^(Please sign in|Platform home)$/.test(h1.textContent?.trim() ?? ''),
      );
    const report = () =>
      (window as unknown as { signedOutScreenShown(): void }).signedOutScreenShown();
    new MutationObserver((_changes, observer) => {
      if (!showing()) return;
      observer.disconnect();
      report();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(watch);
  await page.evaluate(watch);
  await signOut(page);
  await shown;
  // Leaving is closing the tab: a navigation away would race the app's own landing on the origin
  // right after the screen shows (a finished sign-out lands there), and Playwright's goto then
  // either failed as interrupted or never settled. The held requests go with the page. The next
  // tab opens first (blank until the caller navigates): a context whose last page has just closed
  // once refused a new one (Target.createTarget, a clean clone's run).
  const next = await page.context().newPage();
  await page.close();
  return next;
}

/** Back in the account area, Sign in shows the authority's form: the password is asked. */
async function expectPasswordAsked(page: Page, home: string) {
  await page.goto(home);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
}

test.describe('ID-token checks', () => {
  test('an ID token issued too far from now is refused with a clear screen', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    // Fault injection: the authority's answer, with the ID token's iat moved 5000 s into the past.
    await page.route(`${apiUrl}/auth/oidc/token`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { id_token: string };
      const [header, payload, signature] = body.id_token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number };
      claims.iat -= 5000;
      body.id_token = [
        header,
        Buffer.from(JSON.stringify(claims)).toString('base64url'),
        signature,
      ].join('.');
      await route.fulfill({ response, json: body });
    });
    await signInFrom(page, accountPath(''));
    await expect(page.getByRole('heading', { name: 'Check your device’s clock' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(
      'access_token',
    );
    await page.goto(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  });
});
