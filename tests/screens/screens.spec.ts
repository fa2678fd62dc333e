import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { journeys } from '../e2e/journeys';
import { confirmedAccount, demo, fillSignIn, finishOnboarding } from '../e2e/pages';

// `npm run screenshots`: every screen and step of tests/e2e/journeys/, light and dark, from
// the production build in Chromium, into docs/screens/ (the README shows them).

const themes = ['light', 'dark'] as const;

// The account centre's sections at a phone's and a desktop's width (docs/account-centre.md):
// the same sections and widths as the visual baselines, for the README.
const centreSections = [
  { path: '', name: 'overview', heading: 'Your account' },
  { path: 'profile', name: 'profile', heading: 'Profile' },
  { path: 'security', name: 'security', heading: 'Security' },
  { path: 'sessions', name: 'sessions', heading: 'Devices and activity' },
  { path: 'privacy', name: 'privacy', heading: 'Your data' },
] as const;
const centreWidths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function shot(page: Page, name: string, theme: string) {
  await page.waitForLoadState('networkidle');
  // Long screens (the account area) are photographed whole.
  await page.screenshot({ path: `docs/screens/${name}-${theme}.png`, fullPage: true });
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 960, height: 720 } });

    for (const [journey, walk] of Object.entries(journeys)) {
      test(journey, async ({ page, request, apiUrl, accountPath, signedIn }) => {
        await walk({
          page,
          request,
          apiUrl,
          path: accountPath,
          signedIn,
          capture: (name) => shot(page, name, theme),
        });
      });
    }

    test('the account centre at phone and desktop width', async ({
      page,
      request,
      apiUrl,
      accountPath,
      signedIn,
    }) => {
      const account = await confirmedAccount(request, apiUrl, {
        name: 'Olga Lima',
        email: `olga.lima.${theme}.${Date.now()}@example.com`,
        password: 'violet-harbour-1987',
      });
      await signedIn(accountPath(''), account);
      await finishOnboarding(page);
      for (const { name: width, ...size } of centreWidths) {
        await page.setViewportSize(size);
        for (const section of centreSections) {
          await page.goto(accountPath(section.path));
          await expect(
            page.getByRole('heading', { name: section.heading, level: 1 }),
          ).toBeVisible();
          await shot(page, `centre-${section.name}-${width}`, theme);
        }
      }
    });

    test('in Brazilian Portuguese, and inside the host demo', async ({ page }) => {
      await page.goto('/sign-in?whitelabel=acme');
      // The screen first goes to the authority and back (its interaction): wait for the form.
      await page.waitForURL(/interaction=/);
      await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('Português (Brasil)');
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
      await shot(page, 'sign-in-pt-BR', theme);
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');

      await page.goto('http://localhost:3000/account/');
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await fillSignIn(page, demo.email, demo.password);
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await shot(page, 'host-demo-account', theme);
    });
  });
}
