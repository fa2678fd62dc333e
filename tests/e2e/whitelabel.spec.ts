import { expect, test } from './fixtures';
import { mailLink } from './pages';

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

  test("a signed-in acme user keeps acme's logo when a link names globex", async ({
    page,
    accountPath,
    signedIn,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedIn(accountPath('')); // the demo user, of tenant acme
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Acme' }).first()).toBeVisible();

    // Anyone's link: the signed-in user's own brand stays, before and after the page settles.
    const globexShown: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/logos/globex')) globexShown.push(request.url());
    });
    await page.goto(`${accountPath('')}?whitelabel=globex`);
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Acme' }).first()).toHaveAttribute(
      'src',
      /\/logos\/acme\.svg$/,
    );
    await expect(page.getByRole('img', { name: 'Globex' })).toHaveCount(0);
    expect(globexShown).toEqual([]);
  });

  test("a sign-up joins a tenant from the tenant's own link only, never from ?whitelabel= alone", async ({
    page,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const signUpFrom = async (query: string) => {
      const email = `join.${info.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.goto(`${accountPath('sign-up')}?${query}`);
      const main = page.getByRole('main');
      // Both links brand the page.
      await expect(main.getByRole('img', { name: 'Acme' }).first()).toBeVisible();
      await main.getByLabel('Name').fill('Ana Souza');
      await main.getByLabel('E-mail').fill(email);
      await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
      await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await main.getByRole('button', { name: 'Create account' }).click();
      // The confirmation link carries the tenant the API stored for the account.
      const link = await mailLink(request, apiUrl, email, 'confirm-account');
      return new URL(link).searchParams.get('whitelabel');
    };
    expect(await signUpFrom('whitelabel=acme&join=acme-demo-join')).toBe('acme');
    expect(await signUpFrom('whitelabel=acme')).toBeNull();
  });
});
