import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Scoped styles (docs/architecture.md, "Module Federation and styles"), in the host demo: a hostile host stylesheet does not restyle the
// account screens, and the account's styles do not restyle the host.

const properties = [
  'font-size',
  'font-family',
  'font-style',
  'color',
  'background-color',
  'text-transform',
  'letter-spacing',
  'margin-top',
  'padding-top',
  'border-top-width',
  'border-top-style',
  'height',
  'width',
  'display',
  'float',
  'box-shadow',
  'text-decoration-line',
];

/** The computed look of the sign-in screen's parts (our root, inside the host's main). */
async function accountLook(page: Page) {
  return page.evaluate((props) => {
    const root = document.querySelector('[data-theme]')!;
    const parts: Record<string, Element | null> = {
      root,
      heading: root.querySelector('h1'),
      label: root.querySelector('label'),
      input: root.querySelector('input'),
      submit: root.querySelector('button[type="submit"]'),
      link: root.querySelector('a'),
      card: root.querySelector('h1')?.parentElement ?? null,
      select: root.querySelector('select'),
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, el]) => {
        const style = el ? getComputedStyle(el) : null;
        // The root's size is the host's layout (the space it gives us), not our styling.
        const own = name === 'root' ? props.filter((p) => p !== 'width' && p !== 'height') : props;
        return [name, style ? own.map((p) => `${p}: ${style.getPropertyValue(p)}`) : null];
      }),
    );
  }, properties);
}

test.describe('styles inside the host demo', () => {
  test.skip(({ accountBase }) => accountBase === '', 'the host demo only');

  test('a hostile host stylesheet does not change the account screens', async ({
    page,
    accountPath,
  }) => {
    await page.goto(accountPath('sign-in'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    // The provider buttons arrive in a chunk of their own and make the card taller: measured
    // once they are there, so the look compared is the screen's whole.
    await expect(main.getByRole('link', { name: 'Sign in with Example ID' })).toBeVisible();
    const before = await accountLook(page);
    expect(before.heading).not.toBeNull();
    // The host's own stylesheet, from the host's origin (its CSP takes its own sheets, not inline).
    await page.route('**/hostile-host.css', (route) =>
      route.fulfill({ path: 'tests/e2e/hostile-host.css', contentType: 'text/css' }),
    );
    await page.addStyleTag({ url: '/hostile-host.css' });
    // The hostile sheet is live: the host's own heading (outside our root) takes it.
    await expect(page.getByRole('banner')).toHaveCSS('letter-spacing', /px/);
    expect(await accountLook(page)).toEqual(before);
  });

  test('the account screens leave the host’s own elements as the host styled them', async ({
    page,
    accountPath,
  }) => {
    const hostLook = () =>
      page.evaluate(() =>
        ['header', 'header nav a', 'h1', 'header button', 'body'].map((selector) => {
          const el = document.querySelector(selector);
          const s = el && getComputedStyle(el);
          return s && [s.fontFamily, s.fontSize, s.color, s.backgroundColor, s.margin, s.padding];
        }),
      );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const untouched = await hostLook();
    // Open an account screen (its styles load), then go back to the host's page in-app.
    await page.goto(accountPath('forbidden'));
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Platform home' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.locator('link[rel="stylesheet"], style').count()).toBeGreaterThan(0);
    expect(await hostLook()).toEqual(untouched);
  });
});
