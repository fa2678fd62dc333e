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

  test('the remote publishes a manifest with the four exposed modules', async ({ request }) => {
    const response = await request.get('http://localhost:3001/mf-manifest.json');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as { name: string; exposes: { name: string }[] };
    expect(manifest.name).toBe('account');
    expect(manifest.exposes.map((e) => e.name).sort()).toEqual([
      'AccountRoutes',
      'AuthProvider',
      'OrganizationSwitcher',
      'WhitelabelLogo',
    ]);
  });
});

test.describe('host demo', () => {
  test.beforeEach(({ accountBase }) => {
    test.skip(accountBase === '', 'host demo only');
  });

  test('renders the remote inside the shell with a single React and router copy', async ({
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

    // The same for the router: the host imports BrowserRouter from `react-router`, the remote's
    // routes use react-router-dom; both are shared, so the remote runs in the host's router
    // context (the navigation above) and loads no router of its own.
    const router = 'inside another <Router>';
    expect(fromRemote.filter((s) => s.body.includes(router)).map((s) => s.url)).toEqual([]);
    expect(
      scripts.filter((s) => s.url.startsWith('http://localhost:3000/') && s.body.includes(router)),
    ).not.toHaveLength(0);
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

  // The federation runtime's errorLoadRemote hook answers the failed load (host-demo/src/remote.ts).
  test('a remote that fails to load leaves a readable shell and a link to the standalone app', async ({
    page,
  }) => {
    // Its server is down: nothing answers on the account origin.
    await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
    await page.goto('/account/forbidden?from=host');
    // The load failure, answered by the runtime hook (the error boundary says something else).
    await expect(page.getByRole('alert')).toContainText('It could not be loaded from its server');
    await expect(page.getByRole('link', { name: 'Open the account app' })).toHaveAttribute(
      'href',
      'http://localhost:3001/forbidden?from=host',
    );
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();

    // The link stays a page of the account app whatever the address bar holds.
    for (const [path, href] of [
      ['/account///evil.example/x', 'http://localhost:3001/evil.example/x'],
      ['/account/javascript:alert(1)', 'http://localhost:3001/javascript:alert(1)'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Open the account app' })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  for (const [fault, url, status, body] of [
    ['a release whose chunks are gone', /^http:\/\/localhost:3001\/remote(-slim)?\//, 404, 'gone'],
    ['a manifest that is not a federation manifest', /\/mf-manifest(\.slim)?\.json$/, 200, '{}'],
  ] as const) {
    test(`${fault} gets the same fallback`, async ({ page }) => {
      // Answered with CORS, as the account server answers the host: only the content is wrong.
      const headers = { 'Access-Control-Allow-Origin': 'http://localhost:3000' };
      await page.route(url, (route) => route.fulfill({ status, body, headers }));
      await page.goto('/account/security');
      await expect(page.getByRole('alert')).toContainText('It could not be loaded from its server');
      await expect(page.getByRole('link', { name: 'Open the account app' })).toHaveAttribute(
        'href',
        'http://localhost:3001/security',
      );
    });
  }
});
