import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { confirmedAccount, unique } from '../e2e/pages';
import { sendSignIn, signInAddress, withoutTheApp } from '../e2e/plain';
import { turnOnTwoStep } from '../e2e/two-step';

// The authority's plain sign-in pages for docs/sign-in.md, light and dark at a phone's 320 px:
// a wrong password and the second step, as a person meets them when the app's scripts have not
// arrived (tests/e2e/plain-sign-in.spec.ts proves the paths and runs axe on them). Not a journey
// (tests/e2e/journeys/): they are the authority's pages, not app screens, so the accessibility
// sweep's language switcher is not on them; each has its language from the form it answers.

const PASSWORD = 'violet-harbour-1987';

/** The sign-in page with the app's scripts refused: its own form, posting to the authority. */
async function earlyForm(page: Page) {
  // The app starts the sign-in (its interaction), then the page is opened again without it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await withoutTheApp(page, await signInAddress(page));
}

async function send(page: Page, email: string, password: string) {
  await sendSignIn(page, email, password);
  await page.waitForURL(/\/auth\/oidc\/interaction\/[\w-]+\/login$/);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 320, height: 640 } });

    test('the plain sign-in pages: a wrong password, the second step', async ({
      page,
      browser,
      baseURL,
      request,
      apiUrl,
      accountPath,
      signedIn,
    }) => {
      test.setTimeout(90_000); // two browsers, two sign-ins
      const person = await confirmedAccount(request, apiUrl, {
        name: 'Pia Plain',
        email: `screens.plain.${theme}.${unique()}@example.com`,
        password: PASSWORD,
      });
      const other = await browser.newContext({ baseURL, colorScheme: theme });
      const phone = await other.newPage();
      await phone.setViewportSize({ width: 320, height: 640 });
      await earlyForm(phone);
      await send(phone, person.email, 'not-the-password-1');
      await expect(phone.getByRole('alert')).toBeVisible();
      await phone.screenshot({
        path: `docs/screens/plain-sign-in-wrong-password-${theme}.png`,
        fullPage: true,
      });

      await signedIn(accountPath('security'), person);
      await turnOnTwoStep(page);
      await earlyForm(phone);
      await send(phone, person.email, PASSWORD);
      await expect(phone.getByLabel('Code from your authenticator app')).toBeFocused();
      // A long address wraps: nothing is wider than the phone.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await phone.screenshot({
        path: `docs/screens/plain-sign-in-second-step-${theme}.png`,
        fullPage: true,
      });
      await other.close();
    });
  });
}
