// Attacks from the outside security review, tried in the browser against the real authority.
// Each failed before its defence (docs/security.md lists them with their tests).
// Every journey here also fails on any Content-Security-Policy violation (./fixtures, ./csp).
import { expect, test } from './fixtures';
import { demo, fillSignIn } from './pages';

test.describe('attacks on the sign-in', () => {
  test("a victim who signs in through an attacker's sign-in link signs in for themselves only", async ({
    browser,
    page: victim,
    accountPath,
    apiUrl,
    baseURL,
  }) => {
    // The attacker's browser starts a sign-in and copies the genuine link of its sign-in page.
    const attackerContext = await browser.newContext({ baseURL });
    const attacker = await attackerContext.newPage();
    await attacker.goto(accountPath('sign-in'));
    await expect(attacker.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const link = new URL(attacker.url());
    const stolenUid = link.searchParams.get('interaction');
    expect(stolenUid).toBeTruthy();

    // The victim opens it: the page starts a sign-in of the victim's own browser instead.
    await victim.goto(`${link.pathname}${link.search}`);
    await expect
      .poll(() => new URL(victim.url()).searchParams.get('interaction'))
      .not.toBe(stolenUid);
    await expect(victim.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await fillSignIn(victim, demo.email, demo.password);
    await expect(victim.getByRole('heading', { name: 'Your account' })).toBeVisible();

    // The attacker resumes its interaction: no code, no tokens, no account.
    const resume = await attacker.request.get(`${apiUrl}/auth/oidc/auth/${stolenUid}`, {
      maxRedirects: 0,
    });
    expect(resume.headers().location ?? '').not.toMatch(/[?&]code=/);
    await attacker.goto(accountPath(''));
    await expect(attacker.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await attackerContext.close();
  });

  test('a sign-in link whose interaction is not an id starts a sign-in of its own', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const strays = [] as string[];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiUrl}/auth/oidc/details`)) strays.push(request.url());
    });
    await page.goto(`${accountPath('sign-in')}?interaction=..%2Fdetails`);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('interaction') ?? '')
      .toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(strays).toEqual([]);
  });

  test('a link to the authority’s sign-out asks before it signs anyone out', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

    // Someone sends the user a link straight to the authority's end-session endpoint.
    await page.goto(`${apiUrl}/auth/oidc/session/end`);
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await page.getByRole('link', { name: 'Stay signed in' }).click();

    // Still signed in at the authority: a new sign-in comes straight back without the form.
    await page.goto(accountPath('sign-in'));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });
});
