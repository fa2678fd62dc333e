// When things fail: each outside dependency down, slow or refusing, injected into the real
// system. The user always sees what happened, keeps what they typed, and has a way forward.
import { expect, test } from './fixtures';

test.describe('storage blocked by the browser', () => {
  test.beforeEach(async ({ page }) => {
    // What Chrome does with all cookies blocked: touching either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('public screens still work (no blank page)', async ({ page, accountPath }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(accountPath('sign-up'));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
    await page.goto(accountPath('forgot-password'));
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Send reset link' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the authority unreachable', () => {
  test('Sign in says so, and works once the authority is back', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    await page.route(`${apiUrl}/auth/oidc/**`, (route) => route.abort('connectionrefused'));
    await page.goto(accountPath(''));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('alert')).toHaveText(/could not reach the sign-in service/);

    await page.unroute(`${apiUrl}/auth/oidc/**`);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
