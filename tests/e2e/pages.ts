import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { centreNavigation } from './centre';
import { demo, expect } from './fixtures';

export { demo };

/** A short value no other test run uses (names, slugs, domains, addresses). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The app has taken over the page's own form (sign-in.html and forgot-password.html show theirs
 * before the app's scripts arrive; until then a submit is a plain form post to the API and a
 * passkey press waits for the app).
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-early'));
}

/**
 * Opens `url` and waits for the app to have the screen: sign-in.html and forgot-password.html show
 * their own forms first and ask for the app's code once they have painted (public/index.html), so
 * a test of the app's behaviour there starts from the app's form (the page's own, before it:
 * plain-sign-in.spec.ts, plain-reset.spec.ts, early-form.spec.ts).
 */
export async function openInApp(page: Page, url: string) {
  await page.goto(url);
  await appTookOver(page);
}

/** A page in a browser of its own (no cookies, no storage): another person, another device. */
export async function signedOutPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/**
 * The app's sign-in form, as the user sees it. sign-in.html shows its own form first and asks
 * for the app's code once it has painted (public/index.html): this waits for the app's, the
 * subject of the tests that use it (a submit before, a plain post: plain-sign-in.spec.ts).
 */
export async function fillSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  // Exact: the screen the user pressed "Sign in" on is "Please sign in", and a match there would
  // let the next two lines pass on the page being left (then the page's own form got the typing).
  await expect(main.getByRole('heading', { name: 'Sign in', exact: true, level: 1 })).toBeVisible();
  await appTookOver(page);
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password').fill(password);
  // Exact: "Sign in with a passkey" is on the same screen.
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new account's onboarding, straight through (its name as given, terms accepted). */
export async function finishOnboarding(page: Page) {
  const main = page.getByRole('main');
  for (const step of ['Is this your name?', 'Choose your language', 'Notifications']) {
    await expect(main.getByRole('heading', { name: step, level: 1 })).toBeVisible();
    await main.getByRole('button', { name: 'Next' }).click();
  }
  await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(main.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
}

/** From a guarded page: unauthorized → Sign in → the form → back where the user was going. */
export async function signInFrom(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await fillSignIn(page, demo.email, demo.password);
}

export function isTokenRequest(request: Request, grant?: 'authorization_code' | 'refresh_token') {
  if (!request.url().endsWith('/auth/oidc/token') || request.method() !== 'POST') return false;
  return grant ? new URLSearchParams(request.postData() ?? '').get('grant_type') === grant : true;
}

/** Every request the page makes that matches, in order. */
export function record(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

/** The session this tab keeps in its sessionStorage (what oidc-client-ts stores). */
export function storedUser(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
          access_token?: string;
          refresh_token?: string;
        })
      : null;
  });
}

/** A mail in the dev API's outbox (`GET /dev/outbox`). */
export interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link with a token in the mails to `to` whose address contains `path`. */
export async function mailLink(request: APIRequestContext, apiUrl: string, to: string, path = '') {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
        messages: Mail[];
      };
      link = messages
        .filter((m) => m.to === to)
        .flatMap((m) => m.links)
        .reverse()
        .find((l) => l.includes('token=') && l.includes(path));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A private address of its own for each account a test signs up (see `confirmedAccount`). */
function someoneElsesAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Signs an account up through the API and confirms it with the link from its mail. Each account
 * signs up from an address of its own, as different people would (the browser tests' dev API
 * trusts one proxy hop: playwright.config.ts), so the suite's many accounts do not meet the
 * per-address sign-up limit meant for one client; sign-ups made in the browser still share
 * 127.0.0.1 and its limit.
 */
export async function confirmedAccount(
  request: APIRequestContext,
  apiUrl: string,
  account: { name: string; email: string; password: string; tenantId?: string; joinCode?: string },
) {
  const response = await request.post(`${apiUrl}/accounts`, {
    data: { ...account, acceptedTerms: true },
    headers: { 'X-Forwarded-For': someoneElsesAddress() },
  });
  expect(response.status(), await response.text()).toBe(202);
  const link = await mailLink(request, apiUrl, account.email, '/confirm-account');
  await request.post(`${apiUrl}/accounts/confirm`, {
    data: { token: new URL(link).searchParams.get('token') },
  });
  return account;
}

/** The page's uncaught errors, into `errors`: none may happen. */
export function pageErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Lets `minutes` of the page's (installed) clock pass, in steps that leave real time to answer. */
export async function timePasses(page: Page, minutes: number) {
  for (let step = 0; step < minutes * 2; step++) {
    await page.clock.runFor(30_000);
    await page.waitForTimeout(100);
  }
}

/** Saves the signed-in user's name on the Profile section, then goes back to the Overview. */
export async function saveName(page: Page) {
  const main = page.getByRole('main');
  await centreNavigation(page).getByRole('link', { name: 'Profile' }).click();
  await main.getByLabel('Name').fill(`${demo.name}`);
  await main.getByRole('button', { name: 'Save name' }).click();
  await expect(main.getByText('Your name was saved.')).toBeVisible();
  await centreNavigation(page).getByRole('link', { name: 'Overview' }).click();
}
