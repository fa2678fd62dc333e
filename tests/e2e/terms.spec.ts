// Consents (docs/your-data.md, "Consents") in the browser: a user whose accepted terms and
// privacy notice are older than the versions in force is asked to accept them at the next
// sign-in, before the account area; after accepting, the next sign-in goes straight on. The
// dev route /dev/consents/outdate ages that one user's acceptance, so the other tests sharing
// the API are not asked. Standalone only: the host demo runs the same screens.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './journeys';
import { fillSignIn, finishOnboarding } from './pages';

const password = 'violet-harbour-1987';

/** A fresh browser (no session), signing in from "Your data". */
async function signInElsewhere(
  browser: Browser,
  accountPath: (route: string) => string,
  email: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(accountPath('privacy'));
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await fillSignIn(page, email, password);
  return { context, page };
}

test.describe('terms and privacy notice updated', () => {
  test.skip(({ accountBase }) => accountBase !== '', 'standalone only');

  test('asked at the next sign-in, accepted, on to the account area; not asked again', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'terms');
    await signedIn(accountPath(''), { email, password });
    await finishOnboarding(page);

    const outdated = await request.post(`${apiUrl}/dev/consents/outdate`, { data: { email } });
    expect(await outdated.json()).toEqual({ outdated: 4 });

    const first = await signInElsewhere(browser, accountPath, email);
    const main = first.page.getByRole('main');
    const title = main.getByRole('heading', { name: 'We updated our terms', level: 1 });
    await expect(title).toBeFocused();
    await expect(first.page).toHaveURL(/\/terms\?returnTo=%2Fprivacy$/);
    await expect(
      main.getByText('We updated the terms of service and the privacy policy.'),
    ).toBeVisible();

    // Keyboard only: Accept without the box is refused on the box itself.
    const box = main.getByRole('checkbox', {
      name: 'I accept the new terms of service and privacy policy',
    });
    const accept = main.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await first.page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
    await first.page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await first.page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await first.page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
    await first.context.close();

    const again = await signInElsewhere(browser, accountPath, email);
    await expect(
      again.page.getByRole('main').getByRole('heading', { name: 'Your data', level: 1 }),
    ).toBeVisible();
    await expect(again.page).not.toHaveURL(/\/terms/);
    await again.context.close();
  });

  test('Sign out refuses: the account area is not reached', async ({
    page,
    accountPath,
    apiUrl,
    request,
  }) => {
    const { email } = await newUser(request, apiUrl, 'terms-refuse');
    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, email, password);
    await finishOnboarding(page);
    await request.post(`${apiUrl}/dev/consents/outdate`, { data: { email } });

    // A new page load asks again (the check is cached per page only).
    await page.goto(accountPath('sessions'));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'We updated our terms', level: 1 }),
    ).toBeVisible();
    // Signing out ends with the page leaving for the origin's root (a new document): a visit
    // started before that one has loaded would be aborted by it.
    const landed = page.waitForEvent('load');
    await main.getByRole('button', { name: 'Sign out' }).click();
    await expect(main.getByRole('heading', { name: 'We updated our terms' })).toBeHidden();
    await landed;
    await page.goto(accountPath('sessions'));
    await expect(main.getByRole('heading', { name: 'Please sign in', level: 1 })).toBeVisible();
  });
});
