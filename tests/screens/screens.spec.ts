import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { demo, fillSignIn } from '../e2e/pages';

const themes = ['light', 'dark'] as const;

async function shot(page: Page, name: string, theme: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `docs/screens/${name}-${theme}.png` });
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 960, height: 640 } });

    test('public screens', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
      await shot(page, 'sign-in', theme);

      await fillSignIn(page, demo.email, 'wrong-password');
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'sign-in-error', theme);

      await page.goto(
        `/redirect?whitelabel=globex&href=${encodeURIComponent('https://example.org/')}`,
      );
      await expect(page.getByRole('heading', { name: 'You are leaving this site' })).toBeVisible();
      await shot(page, 'redirect-leaving', theme);

      await page.goto('/unauthorized');
      await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
      await shot(page, 'unauthorized', theme);

      await page.goto('/forbidden');
      await shot(page, 'forbidden', theme);
      await page.goto('/no/such/page');
      await shot(page, 'not-found', theme);
    });

    test('lifecycle screens', async ({ page }) => {
      await page.goto('/sign-up');
      const main = page.getByRole('main');
      await main.getByLabel('Name').fill('Ana Souza');
      await main.getByLabel('E-mail').fill(`ana.${theme}.${Date.now()}@example.com`);
      await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
      await expect(main.getByText(/weak|fair|strong/i)).toBeVisible();
      await shot(page, 'sign-up', theme);
      await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await main.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await shot(page, 'sign-up-check-email', theme);

      await page.goto('/confirm-account?token=expired-or-unknown');
      await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
      await shot(page, 'confirm-account-invalid', theme);

      await page.goto('/forgot-password');
      await shot(page, 'forgot-password', theme);
      await page.goto('/forgot-password?token=from-the-mail');
      await shot(page, 'forgot-password-new', theme);
    });

    test('onboarding and push registration', async ({ page, request, apiUrl }) => {
      const email = `olga.${theme}.${Date.now()}@example.com`;
      await request.post(`${apiUrl}/accounts`, {
        data: { name: 'Olga', email, password: 'violet-harbour-1987', acceptedTerms: true },
      });
      let link: string | undefined;
      await expect
        .poll(async () => {
          const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
            messages: { to: string; links: string[] }[];
          };
          link = messages
            .filter((m) => m.to === email)
            .flatMap((m) => m.links)
            .find((l) => l.includes('token='));
          return link;
        })
        .toBeTruthy();
      await request.post(`${apiUrl}/accounts/confirm`, {
        data: { token: new URL(link!).searchParams.get('token') },
      });
      await page.goto('/sign-in');
      await fillSignIn(page, email, 'violet-harbour-1987');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
      await shot(page, 'onboarding-name', theme);
      await main.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
      await shot(page, 'onboarding-language', theme);

      await page.goto(`/register-token-fcm?token=device-${theme}-${Date.now()}&platform=android`);
      await expect(page.getByRole('heading', { name: 'Notifications are on' })).toBeVisible();
      await shot(page, 'register-token-fcm', theme);
    });

    test('account area, standalone and in the host demo', async ({ page }) => {
      await page.goto('/sign-in?whitelabel=acme');
      await fillSignIn(page, demo.email, demo.password);
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await page.setViewportSize({ width: 960, height: 1180 });
      await shot(page, 'account', theme);
      await page.setViewportSize({ width: 960, height: 640 });

      await page.goto('http://localhost:3000/account/');
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await shot(page, 'host-demo-account', theme);
    });
  });
}
