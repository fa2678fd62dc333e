import { expect, test } from './fixtures';

test.describe('white label', () => {
  test('?whitelabel=globex is remembered and shows the tenant logo', async ({
    page,
    accountPath,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${accountPath('forbidden')}?whitelabel=globex`);
    const logo = page.getByRole('main').getByRole('img', { name: 'Globex' }).first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /\/logos\/globex\.svg$/);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).offsetHeight)).toBe(40);
    expect(await page.evaluate(() => localStorage.getItem('whitelabelId'))).toBe('globex');

    // Later loads without the parameter keep the tenant.
    await page.goto(accountPath('unauthorized'));
    await expect(page.getByRole('main').getByRole('img', { name: 'Globex' }).first()).toBeVisible();
  });

  test('shows the dark logo under a dark colour scheme', async ({ page, accountPath }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${accountPath('forbidden')}?whitelabel=globex`);
    const logo = page.getByRole('main').getByRole('img', { name: 'Globex' }).first();
    await expect(logo).toHaveAttribute('src', /\/logos\/globex-dark\.svg$/);
  });

  test('ignores invalid ids and unknown tenants, falling back to the default brand', async ({
    page,
    accountPath,
  }) => {
    await page.goto(`${accountPath('forbidden')}?whitelabel=${encodeURIComponent('<script>')}`);
    await expect(
      page.getByRole('main').getByRole('img', { name: 'Account' }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('whitelabelId'))).toBeNull();

    await page.goto(`${accountPath('forbidden')}?whitelabel=nosuchtenant`);
    await expect(
      page.getByRole('main').getByRole('img', { name: 'Account' }).first(),
    ).toBeVisible();
  });

  test('an API failure falls back to the default brand', async ({ page, accountPath }) => {
    await page.route('**/whitelabels/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${accountPath('forbidden')}?whitelabel=acme`);
    await expect(
      page.getByRole('main').getByRole('img', { name: 'Account' }).first(),
    ).toBeVisible();
  });
});
