import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo } from './pages';

// The pseudo-locale (docs/theming.md): every message accented, about 40% longer and right to
// left. A screen that overflows, cuts text or does not mirror in it will do so in a real long or
// right-to-left language. Chosen as a device's saved language (its exact tag; it is never listed).

const PSEUDO = 'en-XA';
const widths = [320, 1280];
const publicScreens = [
  ['sign-in', 'sign-in'],
  ['sign-up', 'sign-up'],
  ['forgot password', 'forgot-password'],
  ['unauthorized', 'unauthorized'],
  ['not found', 'no-such-page'],
] as const;
// The account centre's sections (docs/account-centre.md), each at its own address.
const centreSections = ['', 'profile', 'security', 'sessions', 'privacy'] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((language) => {
    localStorage.setItem('account.language', language);
  }, PSEUDO);
});

/** Our root, once a screen's heading shows in the pseudo-locale. */
async function screenReady(page: Page) {
  // Our root that holds the screen (inside the host, the header's organisation switcher is
  // another of ours).
  const root = page
    .locator(`div[data-theme][lang="${PSEUDO}"]`)
    .filter({ has: page.locator('h1') });
  await expect(root).toHaveAttribute('dir', 'rtl');
  // Accented and bracketed: the pseudo catalog, not English.
  await expect(root.locator('h1')).toHaveText(/^\[.*[ȧḗīǿŭ].*\]$/);
  return root;
}

/** What overflows the page or is cut: empty on a screen that holds its text. */
async function layoutProblems(page: Page) {
  return page.evaluate((lang) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) {
      // Named by the outermost elements that reach past the window (ours or a host's).
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
        .filter(
          (el) =>
            !el.parentElement ||
            el.parentElement.getBoundingClientRect().right <= doc.clientWidth + 1,
        )
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      problems.push(
        `the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth} (${wide.join(', ')})`,
      );
    }
    const root = document.querySelector(`div[data-theme][lang="${lang}"]`)!;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Not shown, or shown to assistive technology only (1 px, clipped on purpose).
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (rect.width <= 1 || rect.height <= 1 || style.clip !== 'auto') continue;
      if (['INPUT', 'SELECT', 'TEXTAREA', 'OPTION'].includes(el.tagName)) continue;
      // Past either edge of the window: in right-to-left, past the left one cannot be scrolled to.
      if (rect.left < -1 || rect.right > window.innerWidth + 1) {
        problems.push(`${name(el)} runs past the window: ${rect.left}…${rect.right}`);
      }
      // Cut inside its own box.
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow !== 'clip';
      if (hides && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} is cut: ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return problems;
  }, PSEUDO);
}

/** The text of a form's first label starts at the form's right (its inline start in RTL). */
async function labelStart(page: Page) {
  return page.evaluate((lang) => {
    const root = document.querySelector(`div[data-theme][lang="${lang}"]`)!;
    const label = root.querySelector('form label')!;
    const form = label.closest('form')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    return { fromRight: form.right - text.right, fromLeft: text.left - form.left };
  }, PSEUDO);
}

for (const width of widths) {
  test.describe(`the pseudo-locale at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [screen, route] of publicScreens) {
      test(`${screen}: mirrored, nothing overflows or is cut`, async ({ page, accountPath }) => {
        await page.goto(accountPath(route));
        await screenReady(page);
        expect(await layoutProblems(page)).toEqual([]);
      });
    }

    test('the sign-in form starts on the right', async ({ page, accountPath }) => {
      await page.goto(accountPath('sign-in'));
      await screenReady(page);
      const { fromRight, fromLeft } = await labelStart(page);
      expect(fromRight).toBeLessThan(2);
      expect(fromLeft).toBeGreaterThan(fromRight);
    });

    test('the account home, signed in through the form', async ({ page, accountPath }) => {
      await page.goto(accountPath('sign-in'));
      const root = await screenReady(page);
      const main = page.getByRole('main');
      await main.locator('input[type="email"]').fill(demo.email);
      const password = main.locator('input[type="password"]');
      // One step or two (the e-mail first): the password field, then the form's submit.
      if (!(await password.isVisible())) await main.locator('button[type="submit"]').click();
      await password.fill(demo.password);
      await main.locator('button[type="submit"]').click();
      const home = accountPath('').replace(/\/$/, '');
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === home);
      await expect(root.locator('h1')).toHaveText(/^\[.*\]$/);
      await screenReady(page);
      // The account's own text (its e-mail address) is there: the screen has loaded.
      await expect(root.getByText(demo.email).filter({ visible: true }).first()).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);
    });

    test('every section of the account centre', async ({ page, accountPath, signedIn }) => {
      await signedIn(accountPath(''));
      for (const section of centreSections) {
        await page.goto(accountPath(section));
        const root = await screenReady(page);
        // The section's own content is there (not only its heading): the screen has loaded.
        await expect(root.locator('h2').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await layoutProblems(page), `/${section}`).toEqual([]);
      }
    });
  });
}
