import { expect, test } from './fixtures';

// Themes before the first paint, the language switch on public screens, Brazilian formats.

test.describe('the standalone page', () => {
  test.skip(({ accountBase }) => accountBase !== '', 'the host owns its page');

  for (const [setup, expected] of [
    ['a dark system', 'rgb(15, 20, 36)'],
    ['a saved dark choice on a light system', 'rgb(15, 20, 36)'],
    ['a light system', 'rgb(244, 246, 251)'],
  ] as const) {
    test(`is painted in its theme before the app has loaded: ${setup}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: setup === 'a dark system' ? 'dark' : 'light' });
      if (setup.startsWith('a saved')) {
        await page.addInitScript(() => localStorage.setItem('account.theme', 'dark'));
      }
      // Hold the configuration back: the app cannot render before it arrives.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/config.json', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/forbidden', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.body !== null);
      expect(await page.locator('#root').innerHTML()).toBe('');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      ).toBe(expected);
      release();
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    });
  }
});

test('a public screen switches language, keeps it after a reload, and says so to the browser', async ({
  page,
  accountPath,
}) => {
  await page.goto(accountPath('unauthorized'));
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português (Brasil)');
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
  await expect(page.locator('[lang="pt-BR"]').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
  // The sign-in button speaks it too, and the authority's login screen follows.
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
});

test('dates spell the month in the text language, times are Brazilian (24 h)', async ({
  page,
  accountPath,
  signedIn,
}) => {
  await signedIn(accountPath(''));
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const main = page.getByRole('main');
  const since = await main.getByText(/^Member since /).textContent();
  expect(since).toMatch(/^Member since [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const last = await main.getByText(/^Last sign-in: /).textContent();
  expect(last).toMatch(/^Last sign-in: [A-Z][a-z]+ \d{1,2}, \d{4} at ([01]\d|2[0-3]):[0-5]\d$/);
  // The same instant the API reports, in the browser's time zone.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    ),
  );
  expect(last).toContain(today);
});
