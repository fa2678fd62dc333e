// Visual regression (docs/account-centre.md, "Visual regression"): every section of the account
// centre at a phone's and a desktop's width, light and dark, compared with the baselines in
// tests/e2e/baselines/. A change that moves a layout fails here with a diff image in
// test-results/; when the change is meant, `npm run test:visual:update` writes new baselines to
// review and commit. Standalone only: the host demo draws the same sections in its own shell.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedAccount, finishOnboarding } from './pages';

const sections = [
  { path: '', heading: 'Your account' },
  { path: 'profile', heading: 'Profile' },
  { path: 'security', heading: 'Security' },
  { path: 'sessions', heading: 'Devices and activity' },
  { path: 'privacy', heading: 'Your data' },
] as const;

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * What differs from run to run, covered in the screenshots: the account's address (each run
 * signs up its own), and dates and times (the day the test runs, the moment it signed in).
 */
function changing(page: Page, email: string) {
  const main = page.getByRole('main');
  return [
    page.getByText(email),
    main.getByText(/\d{4}/),
    main.getByText(/\b\d{1,2}:\d{2}\b/),
    main.getByText(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/),
  ];
}

test.describe('visual regression', () => {
  test.skip(({ accountBase }) => accountBase !== '', 'standalone only');

  for (const theme of ['light', 'dark'] as const) {
    test(`the account centre's sections, phone and desktop, ${theme}`, async ({
      page,
      request,
      apiUrl,
      accountPath,
      signedIn,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const email = `visual.${theme}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const account = await confirmedAccount(request, apiUrl, {
        name: 'Olga Lima',
        email,
        password: 'violet-harbour-1987',
      });
      await signedIn(accountPath(''), account);
      await finishOnboarding(page);
      for (const { name, width, height } of widths) {
        await page.setViewportSize({ width, height });
        for (const section of sections) {
          await page.goto(accountPath(section.path));
          await expect(
            page.getByRole('heading', { name: section.heading, level: 1 }),
          ).toBeVisible();
          await expect(page).toHaveScreenshot(
            `${section.path || 'overview'}-${name}-${theme}.png`,
            {
              fullPage: true,
              mask: changing(page, email),
            },
          );
        }
      }
    });
  }
});
