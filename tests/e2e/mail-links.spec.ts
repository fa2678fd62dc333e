// Every link the dev API mails acts only on a press (docs/your-data.md, "Mailed links"): a mail
// scanner or a link preview that only loads the page changes nothing. Each test opens the link
// in a browser of its own that presses nothing (as a scanner would, but letting the page's code
// run to the end), checks through the dev API that nothing changed, then presses on the page
// and checks that it did. The push link likewise registers only on the signed-in user's press.
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './journeys';
import { fillSignIn, mailLink, openInApp, record, type Mail } from './pages';

const password = 'violet-harbour-1987';

interface AccountState {
  confirmed: boolean;
  deletionScheduled: boolean;
  frozen: boolean;
  pushRegistrations: number;
}

/** The account's state (`GET /dev/account-state`), or null when no account has the address. */
async function stateOf(
  request: APIRequestContext,
  apiUrl: string,
  email: string,
): Promise<AccountState | null> {
  const response = await request.get(
    `${apiUrl}/dev/account-state?email=${encodeURIComponent(email)}`,
  );
  if (response.status() === 404) return null;
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountState;
}

async function subjectsTo(request: APIRequestContext, apiUrl: string, to: string) {
  const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
    messages: Mail[];
  };
  return messages.filter((mail) => mail.to === to).map((mail) => mail.subject);
}

/** Requests that could change something: any but GET (and preflights), analytics aside. */
const acting = (request: Request) =>
  request.method() !== 'GET' &&
  request.method() !== 'OPTIONS' &&
  !request.url().includes('/dev/posthog');

/**
 * A mail scanner or link preview: a browser of its own loads the link and lets the page's code
 * run until the page shows `button`, and presses nothing. Returns the requests that could have
 * changed something (none is expected).
 */
async function scannerOpens(browser: Browser, baseURL: string, link: string, button: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sent = record(page, acting);
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('button', { name: button })).toBeEnabled();
  await expect(page).not.toHaveURL(/token=/);
  await context.close();
  return sent.map((request) => `${request.method()} ${request.url()}`);
}

/**
 * The path and query of a mailed link, opened in this project (standalone or hosted). A mail
 * links to the app that asked for it: the standalone app, or the host demo under `/account`.
 */
function inProject(link: string, accountPath: (route: string) => string) {
  const url = new URL(link);
  return `${accountPath(url.pathname.replace(/^\/account(?=\/)/, ''))}${url.search}`;
}

test.describe('mailed links act only on a press', () => {
  test('confirm the account: loading the link confirms nothing; the press does', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const email = `scan-confirm.${info.project.name}.${Date.now()}@example.com`;
    const created = await request.post(`${apiUrl}/accounts`, {
      data: { name: 'Iris', email, password, acceptedTerms: true },
      headers: { 'X-Forwarded-For': `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` },
    });
    expect(created.status()).toBe(202);
    const link = inProject(await mailLink(request, apiUrl, email, '/confirm-account'), accountPath);
    const baseURL = info.project.use.baseURL!;

    expect(await scannerOpens(browser, baseURL, link, 'Confirm my e-mail address')).toEqual([]);
    expect((await stateOf(request, apiUrl, email))?.confirmed).toBe(false);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Confirm your e-mail address', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    expect((await stateOf(request, apiUrl, email))?.confirmed).toBe(true);
  });

  test('reset the password: loading the link sends nothing; the link still sets the password', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const { email } = await newUser(request, apiUrl, `scan-reset.${info.project.name}`);
    expect(
      (await request.post(`${apiUrl}/accounts/password-reset`, { data: { email } })).status(),
    ).toBe(202);
    const link = inProject(await mailLink(request, apiUrl, email, '/forgot-password'), accountPath);

    expect(await scannerOpens(browser, info.project.use.baseURL!, link, 'Reset password')).toEqual(
      [],
    );

    await openInApp(page, link);
    const main = page.getByRole('main');
    await main.getByLabel('New password').fill('new-harbour-phrase-7');
    await main.getByLabel('Confirm password').fill('new-harbour-phrase-7');
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();
  });

  test("This wasn't me (new-device mail): loading the link ends nothing and mails nothing; the press does", async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(90_000);
    const baseURL = info.project.use.baseURL!;
    const { email } = await newUser(request, apiUrl, `scan-notme.${info.project.name}`);
    const signInAt = async (tab: Page) => {
      await signedIn(accountPath('sessions'), { email, password }, tab);
      await expect(
        tab.getByRole('heading', { name: 'Devices and activity', level: 1 }),
      ).toBeVisible();
    };
    await signInAt(page); // the account's first sign-in: not mailed
    const other = await browser.newContext({ baseURL });
    await signInAt(await other.newPage()); // a new device: mailed
    await other.close();
    const link = inProject(await mailLink(request, apiUrl, email, '/not-me'), accountPath);
    // The recovery's one mail (docs/recovery.md), sent only once the press has acted.
    const secured = 'Your account is secured: what we removed';

    expect(await scannerOpens(browser, baseURL, link, 'Sign out everywhere')).toEqual([]);
    expect(await subjectsTo(request, apiUrl, email)).not.toContain(secured);
    // Still signed in here: the page's next API call goes through.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Devices and activity', level: 1 }),
    ).toBeVisible();

    const press = await browser.newContext({ baseURL });
    const tab = await press.newPage();
    await tab.goto(link);
    await tab.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => subjectsTo(request, apiUrl, email)).toContain(secured);
    await press.close();
  });

  test("Your data: confirming the new address and It wasn't me act only on the press", async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.skip(
      info.project.name !== 'standalone',
      'standalone only: the host demo runs the same screens',
    );
    test.setTimeout(120_000);
    const baseURL = info.project.use.baseURL!;
    const { email } = await newUser(request, apiUrl, 'scan-data');
    const newEmail = `moved.${email}`;
    await signedIn(accountPath('privacy'), { email, password });
    // The e-mail address is the profile's (docs/account-centre.md).
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Profile' })
      .click();
    const section = page.getByRole('region', { name: 'E-mail' });
    await section.getByRole('button', { name: 'Change' }).click();
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(section.getByRole('status')).toBeVisible();
    const confirm = inProject(
      await mailLink(request, apiUrl, newEmail, '/privacy/confirm-email'),
      accountPath,
    );
    const revert = inProject(
      await mailLink(request, apiUrl, email, '/privacy/not-me'),
      accountPath,
    );

    // Confirm the new address.
    expect(await scannerOpens(browser, baseURL, confirm, 'Confirm the change')).toEqual([]);
    expect(await stateOf(request, apiUrl, email)).not.toBeNull();
    expect(await stateOf(request, apiUrl, newEmail)).toBeNull();
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address was changed' }),
    ).toBeVisible();
    expect(await stateOf(request, apiUrl, newEmail)).not.toBeNull();
    expect(await stateOf(request, apiUrl, email)).toBeNull();

    // It wasn't me, from the old address's notice: it freezes the account (never hands it back).
    expect(await scannerOpens(browser, baseURL, revert, 'Freeze the account')).toEqual([]);
    expect((await stateOf(request, apiUrl, newEmail))?.frozen).toBe(false);
    await page.goto(revert);
    await page.getByRole('button', { name: 'Freeze the account' }).click();
    await expect(page.getByRole('heading', { name: 'The account is frozen' })).toBeVisible();
    expect((await stateOf(request, apiUrl, newEmail))?.frozen).toBe(true);
    expect(await stateOf(request, apiUrl, email)).toBeNull();
  });

  test('restore the account: loading the link restores nothing; the press does', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.skip(
      info.project.name !== 'standalone',
      'standalone only: the host demo runs the same screens',
    );
    test.setTimeout(90_000);
    const baseURL = info.project.use.baseURL!;
    const { email: current } = await newUser(request, apiUrl, 'scan-restore');
    await signedIn(accountPath('privacy'), { email: current, password });
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await page.getByLabel('To confirm, type your e-mail address').fill(current);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account will be deleted', level: 1 }),
    ).toBeVisible();
    const restore = inProject(
      await mailLink(request, apiUrl, current, '/privacy/restore'),
      accountPath,
    );
    expect(await scannerOpens(browser, baseURL, restore, 'Restore my account')).toEqual([]);
    expect((await stateOf(request, apiUrl, current))?.deletionScheduled).toBe(true);
    await page.goto(restore);
    await page.getByRole('button', { name: 'Restore my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is back' })).toBeVisible();
    expect((await stateOf(request, apiUrl, current))?.deletionScheduled).toBe(false);
  });
});

test.describe('register-token-fcm', () => {
  test('signed out: the link goes through sign-in to the question, and nothing is registered until the press; another account cannot take the token', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    test.setTimeout(90_000);
    const { email } = await newUser(request, apiUrl, `push.${info.project.name}`);
    const token = `fcm-press-${info.project.name}-${Date.now()}`;
    const link = `${accountPath('register-token-fcm')}?${new URLSearchParams({ token, platform: 'android' })}`;

    await page.goto(link);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, password);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Turn on notifications on this device?', level: 1 }),
    ).toBeVisible();
    await expect(main).toContainText('will go to this device: Chrome on Linux.');
    await expect(main).toContainText(`You are signed in as ${email}.`);
    expect((await stateOf(request, apiUrl, email))?.pushRegistrations).toBe(0);
    // Opened again while signed in: still only the question.
    await page.goto(link);
    await expect(main.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    expect((await stateOf(request, apiUrl, email))?.pushRegistrations).toBe(0);

    await main.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(main.getByRole('heading', { name: 'Notifications are on' })).toBeVisible();
    expect((await stateOf(request, apiUrl, email))?.pushRegistrations).toBe(1);

    // Someone else presses Turn on with the same token: refused, and the token stays with its
    // owner. An account of this test's own: the shared demo account may get registrations from
    // tests running beside this one.
    const { email: otherEmail } = await newUser(request, apiUrl, `push-other.${info.project.name}`);
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const tab = await other.newPage();
    await tab.goto(link);
    await tab.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(tab, otherEmail, password);
    await tab.getByRole('main').getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(tab.getByRole('main')).toContainText('gets the notifications of another account');
    await other.close();
    expect((await stateOf(request, apiUrl, email))?.pushRegistrations).toBe(1);
    expect((await stateOf(request, apiUrl, otherEmail))?.pushRegistrations).toBe(0);
  });
});
