import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Records, in page time, when the redirect screen first appeared and when the app first changed
 * the URL (router navigation) or left the page.
 */
async function recordTimings(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shownAt?: number; __navAt?: number };
    new MutationObserver(() => {
      if (w.__shownAt === undefined && document.querySelector('[role="status"] img')) {
        w.__shownAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        if (w.__shownAt !== undefined && w.__navAt === undefined) w.__navAt = performance.now();
        return original(...args);
      };
    }
  });
}

async function timings(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __shownAt?: number; __navAt?: number };
    return { shownAt: w.__shownAt, navAt: w.__navAt };
  });
}

test.describe('redirect screen', () => {
  test('forwards to an in-app path no earlier than 300 ms and within 1 s', async ({
    page,
    accountPath,
  }) => {
    await recordTimings(page);
    const target = accountPath('forbidden');
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent(target)}`);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(target);
    const { shownAt, navAt } = await timings(page);
    expect(shownAt).toBeDefined();
    expect(navAt).toBeDefined();
    const delay = (navAt ?? 0) - (shownAt ?? 0);
    expect(delay).toBeGreaterThanOrEqual(300);
    expect(delay).toBeLessThan(1000);
  });

  test('cannot be turned into an open redirect with slashes', async ({ page, accountPath }) => {
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent('/\\evil.tld')}`);
    await page.waitForURL((url) => url.pathname === '/evil.tld');
    expect(new URL(page.url()).origin).toBe(new URL(page.url()).origin);
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  test('goes straight to an allowed origin (the API)', async ({ page, accountPath, apiUrl }) => {
    const target = `${apiUrl}/whitelabels/acme?app=account`;
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent(target)}`);
    await page.waitForURL(target);
  });

  test('asks before leaving for a foreign site, and Cancel stays', async ({
    page,
    accountPath,
  }) => {
    await page.goto(
      `${accountPath('redirect')}?href=${encodeURIComponent('https://evil.example/phish')}`,
    );
    await expect(page.getByRole('heading', { name: 'You are leaving this site' })).toBeVisible();
    await expect(page.getByText('evil.example', { exact: true })).toBeVisible();
    const proceed = page.getByRole('link', { name: 'Continue to evil.example' });
    await expect(proceed).toHaveAttribute('href', 'https://evil.example/phish');
    // Cancel goes home (which, signed out, asks to sign in): never to the foreign site.
    const home = page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await home;
    await expect(page.getByRole('heading', { name: 'You are leaving this site' })).toBeHidden();
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  test('never follows javascript: URLs', async ({ page, accountPath }) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    const home = page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent('javascript:alert(1)')}`);
    await home;
    expect(dialog).toBe(false);
  });

  // The screen forwards after 300 ms, possibly before page.goto() returns on a busy machine: the
  // style is recorded inside the page the moment the logo is inserted, then read.
  interface LogoStyle {
    height: number;
    duration: string;
    iterations: string;
    name: string;
  }
  async function recordLogoStyle(page: Page) {
    await page.addInitScript(() => {
      const record = () => {
        const img = document.querySelector<HTMLImageElement>('[role="status"] img');
        const w = window as unknown as { logoStyle?: LogoStyle };
        if (!img || w.logoStyle) return;
        const s = getComputedStyle(img);
        w.logoStyle = {
          height: img.offsetHeight, // layout height: the pulse scales it visually
          duration: s.animationDuration,
          iterations: s.animationIterationCount,
          name: s.animationName,
        };
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
  }
  async function logoStyle(page: Page): Promise<LogoStyle> {
    const handle = await page.waitForFunction(
      () => (window as unknown as { logoStyle?: LogoStyle }).logoStyle,
    );
    return (await handle.jsonValue()) as LogoStyle;
  }

  test('shows the logo 40px high, pulsing on a 2 s cycle', async ({ page, accountPath }) => {
    await recordLogoStyle(page);
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent('/forbidden')}`);
    const style = await logoStyle(page);
    expect(style).toMatchObject({ height: 40, duration: '2s', iterations: 'infinite' });
    expect(style.name).not.toBe('none');
  });

  test('keeps the logo still under prefers-reduced-motion', async ({ page, accountPath }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordLogoStyle(page);
    await page.goto(`${accountPath('redirect')}?href=${encodeURIComponent('/forbidden')}`);
    expect((await logoStyle(page)).name).toBe('none');
  });
});
