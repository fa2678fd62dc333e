import { expect, test } from './fixtures';
import { demo, fillSignIn } from './pages';

test.describe('app shell', () => {
  test('unknown routes show the not-found screen with a way home', async ({
    page,
    accountPath,
  }) => {
    await page.goto(accountPath('no/such/page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      accountPath(''),
    );
  });

  test('a path with a tab between slashes (/%09/a:b) is not found, not an error', async ({
    page,
    accountPath,
  }) => {
    await page.goto(accountPath('%09/a:b'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(
      0,
    );
  });

  test('unauthorized and forbidden explain where the user is', async ({ page, accountPath }) => {
    await page.goto(accountPath('unauthorized'));
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await page.goto(accountPath('forbidden'));
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  test('the remote publishes a manifest with the three exposed modules', async ({ request }) => {
    const response = await request.get('http://localhost:3001/mf-manifest.json');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as { name: string; exposes: { name: string }[] };
    expect(manifest.name).toBe('account');
    expect(manifest.exposes.map((e) => e.name).sort()).toEqual([
      'AccountRoutes',
      'AuthProvider',
      'WhitelabelLogo',
    ]);
  });
});

test.describe('host demo', () => {
  test.beforeEach(({ accountBase }) => {
    test.skip(accountBase === '', 'host demo only');
  });

  test('renders the remote inside the shell with a single React copy', async ({
    page,
    accountPath,
  }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
      }
    });
    await page.goto(accountPath('forbidden'));
    // The host's own chrome and the remote's screen, in one page.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

    // Client-side navigation inside the host's router reaches the remote's routes.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

    // React ships in the host's bundle; none of the scripts loaded from the remote carries a copy
    // (the remote's fallback chunks of React exist but are never requested).
    const marker = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
    const fromRemote = scripts.filter((s) => s.url.startsWith('http://localhost:3001/'));
    expect(fromRemote.length).toBeGreaterThan(0);
    expect(fromRemote.filter((s) => s.body.includes(marker)).map((s) => s.url)).toEqual([]);
    const hostReact = scripts.filter(
      (s) => s.url.startsWith('http://localhost:3000/') && s.body.includes(marker),
    );
    expect(hostReact.length).toBeGreaterThan(0);
  });

  test("the shell's header shows the signed-in user through the remote's AuthProvider", async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, demo.email, demo.password);
    await expect(header.getByLabel('Signed-in user')).toHaveText(demo.name);
    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('http://localhost:3000/');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a remote that fails to load leaves a readable shell, not a blank page', async ({
    page,
  }) => {
    await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
    await page.goto('/account/forbidden');
    await expect(page.getByRole('alert')).toContainText('The account area is unavailable');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();
  });
});
