import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isTokenRequest, record, storedUser } from './pages';
import { signOut } from './centre';

// The e2e API issues access tokens for 630 s, and the client renews 600 s before expiry: about
// 30 s after sign-in. The page's clock is controlled, so seconds pass on demand.

/** Signed in on the account home, with the page's clock installed. */
async function signedInWithClock(page: Page, home: () => Promise<void>) {
  await page.clock.install();
  await home();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
}

test.describe('session renewal', () => {
  test('renews by refresh token about 30 s after sign-in', async ({
    page,
    accountPath,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    const refreshes = record(page, (r) => isTokenRequest(r, 'refresh_token'));
    await page.clock.fastForward('00:25');
    await page.waitForTimeout(300);
    expect(refreshes).toHaveLength(0);
    await page.clock.fastForward('00:06');
    await expect.poll(() => refreshes.length).toBe(1);
    // The new tokens are in use: the page stays signed in, with no further refresh for now.
    await page.clock.fastForward('00:20');
    await page.waitForTimeout(300);
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });

  test('a failing token endpoint is retried every 10 s until it works', async ({
    page,
    accountPath,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    let failures = 2;
    await page.route('**/auth/oidc/token', async (route) => {
      if (
        failures > 0 &&
        new URLSearchParams(route.request().postData() ?? '').get('grant_type') === 'refresh_token'
      ) {
        failures -= 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"temporarily_unavailable"}',
        });
        return;
      }
      await route.continue();
    });
    const attempts = record(page, (r) => isTokenRequest(r, 'refresh_token'));

    await page.clock.fastForward('00:31');
    await expect.poll(() => attempts.length).toBe(1);
    await page.clock.fastForward('00:09');
    await page.waitForTimeout(300);
    expect(attempts).toHaveLength(1); // not before 10 s
    await page.clock.fastForward('00:01');
    await expect.poll(() => attempts.length).toBe(2);
    await page.clock.fastForward('00:10');
    await expect.poll(() => attempts.length).toBe(3);
    const last = await attempts[2]!.response();
    expect(last?.status()).toBe(200);

    // Success stops the retries.
    await page.clock.fastForward('00:25');
    await page.waitForTimeout(300);
    expect(attempts).toHaveLength(3);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });

  test('a revoked refresh token ends the session: unauthorized, and no request loop', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    const refreshToken = (await storedUser(page))?.refresh_token;
    expect(refreshToken).toBeTruthy();
    const revoked = await request.post(`${apiUrl}/auth/oidc/token/revocation`, {
      form: { token: refreshToken!, token_type_hint: 'refresh_token', client_id: 'account' },
    });
    expect(revoked.ok()).toBe(true);

    const attempts = record(page, (r) => isTokenRequest(r));
    await page.clock.fastForward('00:31');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    expect(attempts).toHaveLength(1);
    await page.clock.fastForward('02:00');
    await page.waitForTimeout(500);
    expect(attempts).toHaveLength(1);
  });

  test('two tabs at expiry make a single refresh request', async ({
    page,
    context,
    accountPath,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    const second = await context.newPage();
    await second.goto(accountPath(''));
    // The new tab takes the session from the open one (no second sign-in).
    await expect(second.getByRole('heading', { name: 'Your account' })).toBeVisible();

    // It holds the tokens but not the refresh token, which never leaves the tab that has it.
    expect((await storedUser(second))?.refresh_token).toBeUndefined();
    expect((await storedUser(page))?.refresh_token).toBeTruthy();

    const refreshes = [
      ...[page, second].map((p) => record(p, (r) => isTokenRequest(r, 'refresh_token'))),
    ];
    const silentSignIns = [
      ...[page, second].map((p) => record(p, (r) => isTokenRequest(r, 'authorization_code'))),
    ];
    // One clock for the whole context (page.clock is the context's): both tabs reach the
    // renewal window together.
    await context.clock.fastForward('00:31');
    await expect.poll(() => refreshes.flat().length).toBe(1);
    // The tab holding the refresh token renewed for both; the other did not use the iframe.
    expect(refreshes[0]).toHaveLength(1);
    await page.waitForTimeout(1000);
    expect(refreshes.flat()).toHaveLength(1);
    expect(silentSignIns.flat()).toHaveLength(0);
    const renewed = await storedUser(page);
    await expect
      .poll(async () => (await storedUser(second))?.access_token)
      .toBe(renewed?.access_token);
    expect((await storedUser(second))?.refresh_token).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });

  test('when the tab holding the refresh token closes, the other renews by the silent-renew iframe', async ({
    page,
    context,
    accountPath,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    const second = await context.newPage();
    await second.goto(accountPath(''));
    await expect(second.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await page.close();

    const refreshes = record(second, (r) => isTokenRequest(r, 'refresh_token'));
    const silentSignIns = record(second, (r) => isTokenRequest(r, 'authorization_code'));
    await second.clock.fastForward('00:31');
    await expect.poll(() => silentSignIns.length).toBe(1);
    expect(refreshes).toHaveLength(0);
    // It now holds a refresh token of its own, and stays signed in.
    await expect.poll(async () => !!(await storedUser(second))?.refresh_token).toBe(true);
    await expect(second.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });

  test('a script listening on the session channel never receives the refresh token', async ({
    page,
    accountPath,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    // Any script of the page (a host's, in the hosted project) can join the channel and ask.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const channel = new BroadcastChannel('account:session');
      channel.onmessage = (event: MessageEvent) => heard.push(JSON.stringify(event.data));
      channel.postMessage({ type: 'pull', id: 'eavesdropper' });
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const sessionsHeard = async () =>
      (await heard()).filter((message) => message.includes('"type":"user"')).length;
    await expect.poll(sessionsHeard).toBe(1); // the answer to its pull
    const before = await storedUser(page);

    const refreshes = record(page, (r) => isTokenRequest(r, 'refresh_token'));
    await page.clock.fastForward('00:31');
    await expect.poll(() => refreshes.length).toBe(1);
    await expect.poll(sessionsHeard).toBe(2); // the renewal's announcement
    const after = await storedUser(page);

    const messages = (await heard()).join('\n');
    expect(messages).toContain(before!.access_token!);
    expect(messages).toContain(after!.access_token!);
    expect(after!.refresh_token).not.toBe(before!.refresh_token); // rotated
    for (const token of [before!.refresh_token!, after!.refresh_token!]) {
      expect(messages).not.toContain(token);
    }
    expect(messages).not.toContain('refresh_token');
  });

  test('sign-out in one tab clears the other', async ({ page, context, accountPath, signedIn }) => {
    await signedIn(accountPath(''));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const second = await context.newPage();
    await second.goto(accountPath(''));
    await expect(second.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await signOut(page);
    await expect(second.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    // The first tab finishes its own way out (the authority, then the origin's home) too.
    await expect(
      page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
    ).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  });
});

test.describe('silent sign-in without a refresh token', () => {
  test('/silent-renew.html completes a silent sign-in in an iframe', async ({
    page,
    accountPath,
    apiUrl,
    signedIn,
  }) => {
    await signedInWithClock(page, () => signedIn(accountPath('')));
    // A session that has no refresh token (as with an authority that issues none).
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
      delete user.refresh_token;
      sessionStorage.setItem(key, JSON.stringify(user));
    });
    const silent = record(
      page,
      (r) => r.url().startsWith(`${apiUrl}/auth/oidc/auth?`) && r.url().includes('prompt=none'),
    );
    const exchanges = record(page, (r) => isTokenRequest(r, 'authorization_code'));
    // The page's own origin (the host's, in the hosted project) answers the iframe with the kit.
    const origin = new URL(page.url()).origin;
    // Read at once: the iframe is gone as soon as it has handed the code back.
    const kit = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.startsWith('/silent-renew.')) {
        kit.set(url.pathname.slice(1), response.body());
      }
    });

    await page.clock.fastForward('00:31');
    await expect.poll(() => exchanges.length).toBe(1);
    const params = new URL(silent[0]!.url()).searchParams;
    expect(params.get('redirect_uri')).toBe(`${origin}/silent-renew.html`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect([...kit.keys()].sort()).toEqual(['silent-renew.html', 'silent-renew.js']);
    for (const [name, body] of kit) {
      expect(await body, name).toEqual(
        fs.readFileSync(path.resolve(__dirname, '../../dist/host-kit', name)),
      );
    }
    // The iframe handed the code back; the page holds new tokens and stays signed in.
    await expect.poll(async () => (await storedUser(page))?.refresh_token !== undefined).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });
});
