// The pages before the app without the app (docs/architecture.md, "The pages before the app"):
// sign-in.html and forgot-password.html show their forms before the app's scripts arrive, and
// those forms post as plain HTML forms to the API. The specs refuse the app's scripts, as a
// network that never delivers them would, and let them through when the person moves on.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The app's own scripts: the build's JavaScript files on the page's origin. */
const appScripts = (origin: string) => (url: URL) =>
  url.origin === origin && /\/static\/js\/.+\.js$/.test(url.pathname);

/** This browser's own sign-in page (its interaction started by the app), address only. */
export async function signInAddress(page: Page): Promise<string> {
  await page.goto('/sign-in');
  await page.waitForURL(/\/sign-in\?interaction=/);
  await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  return page.url();
}

/**
 * The app's scripts refused on `page` from now on, until the returned function is called (the
 * scripts of later pages then arrive).
 */
export async function refuseTheApp(page: Page, origin: string): Promise<() => Promise<void>> {
  let refused = true;
  const matches = appScripts(origin);
  await page.route(matches, (route) => (refused ? route.abort() : route.continue()));
  return async () => {
    refused = false;
    await page.unroute(matches);
  };
}

/** Opens `url` with the app's scripts refused: the page's own form shows and posts. */
export async function withoutTheApp(page: Page, url: string) {
  const letThrough = await refuseTheApp(page, new URL(url).origin);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-early', '');
  return { letThrough };
}

/** Another browser (a phone, say) on its own sign-in page, without the app. */
export async function anotherBrowserWithoutTheApp(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { letThrough } = await withoutTheApp(page, await signInAddress(page));
  return { context, page, letThrough };
}

/** The page's sign-in form, filled and sent (a plain post while the app is not there). */
export async function sendSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}
