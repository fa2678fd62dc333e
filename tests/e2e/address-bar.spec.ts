import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedAccount, mailLink, openInApp, record } from './pages';

// Single-use secrets in our URLs (a failed callback's code and state, a mail link's token) leave
// the address bar once read, by a history replace, and no request sends them as Referer.

const unique = (label: string, project: string) =>
  `${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const heading = (page: Page, name: string) => page.getByRole('heading', { name });

/** The Referer headers the browser actually sent that contain `secret`. */
async function referersWith(requests: Request[], secret: string) {
  const referers = await Promise.all(requests.map((r) => r.headerValue('referer')));
  return referers.filter((referer) => referer?.includes(secret));
}

test.describe('secrets leave the address bar', () => {
  test('a failed callback drops code and state (a replace: Back skips it) and still explains', async ({
    page,
    accountPath,
    apiUrl,
  }) => {
    const requests = record(page, () => true);
    await page.goto(accountPath('forbidden'));
    await expect(heading(page, 'Access denied')).toBeVisible();
    const response = new URLSearchParams({
      code: 'stale-code-4711',
      state: 'unknown-state',
      session_state: 'session-1',
      iss: `${apiUrl}/auth/oidc`,
      whitelabel: 'acme',
    });
    await page.goto(`${accountPath('callback')}?${response}`);
    await expect(heading(page, 'Sign-in could not be completed')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === accountPath('callback') && url.search === '?whitelabel=acme',
    );
    expect(await referersWith(requests, 'stale-code-4711')).toEqual([]);

    await page.goBack();
    await expect(heading(page, 'Access denied')).toBeVisible();
  });

  test('a refusal from the authority (error, state) leaves the address bar too', async ({
    page,
    accountPath,
  }) => {
    await page.goto(
      `${accountPath('callback')}?error=access_denied&error_description=End-User+aborted&state=unknown`,
    );
    await expect(heading(page, 'Sign-in could not be completed')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === accountPath('callback') && !url.search);
  });

  test('a confirmation link: token gone from the URL and every Referer; a reload cannot reuse it', async ({
    page,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const email = unique('lia', info.project.name);
    await request.post(`${apiUrl}/accounts`, {
      data: { name: 'Lia', email, password: 'violet-harbour-1987', acceptedTerms: true },
    });
    const link = new URL(await mailLink(request, apiUrl, email, '/confirm-account'));
    const token = link.searchParams.get('token')!;
    const requests = record(page, () => true);

    // Opened in this project (standalone or hosted), with a brand that must stay in the URL.
    await page.goto(`${accountPath('confirm-account')}?token=${token}&whitelabel=acme`);
    await expect(page).toHaveURL(
      (url) => url.pathname === accountPath('confirm-account') && url.search === '?whitelabel=acme',
    );
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(heading(page, 'Your account is ready')).toBeVisible();
    expect(await referersWith(requests, token)).toEqual([]);

    await page.reload();
    await expect(heading(page, 'This link is not valid')).toBeVisible();
  });

  test('a reset link: token gone from the URL and every Referer, the new password still set', async ({
    page,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const email = unique('rui', info.project.name);
    await confirmedAccount(request, apiUrl, {
      name: 'Rui',
      email,
      password: 'old-harbour-phrase-1',
    });
    await openInApp(page, accountPath('forgot-password'));
    await page.getByRole('main').getByLabel('E-mail').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your e-mail')).toBeVisible();
    const link = new URL(await mailLink(request, apiUrl, email, '/forgot-password'));
    const token = link.searchParams.get('token')!;
    const requests = record(page, () => true);

    await openInApp(page, `${accountPath('forgot-password')}${link.search}`);
    const main = page.getByRole('main');
    await expect(main.getByLabel('New password')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === accountPath('forgot-password') && !url.search,
    );
    await main.getByLabel('New password').fill('new-harbour-phrase-2');
    await main.getByLabel('Confirm password').fill('new-harbour-phrase-2');
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(heading(page, 'Your password was changed')).toBeVisible();
    expect(await referersWith(requests, token)).toEqual([]);
  });
});
