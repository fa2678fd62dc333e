import type { Page } from '@playwright/test';
import { centreNavigation } from './centre';
import { expect, test } from './fixtures';
import { newUser } from './journeys';
import { fillSignIn, finishOnboarding } from './pages';

// The account centre's layout by width (docs/account-centre.md): a side navigation on a desktop,
// a tab bar on a tablet, the overview as the menu with a back bar on a phone; and nothing
// scrolling sideways at 320 px, even with a long name and address.

const sections = [
  ['', 'Your account'],
  ['profile', 'Profile'],
  ['security', 'Security'],
  ['sessions', 'Devices and activity'],
  ['privacy', 'Your data'],
] as const;

/** A new account with an address long enough to break a layout that does not wrap it. */
function longUser(request: Parameters<typeof newUser>[0], apiUrl: string) {
  return newUser(request, apiUrl, 'maria-da-conceicao-albuquerque-vasconcelos-de-oliveira-santos');
}

/**
 * How far the account's own elements reach past the window's sides (0 when they fit). Ours only:
 * inside a host, the host's shell is the host's.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const root = document.querySelector('[data-theme]')!;
    const reach = [root, ...root.querySelectorAll('*')].map((el) => {
      const box = el.getBoundingClientRect();
      return box.width === 0 ? 0 : Math.max(box.right - width, -box.left);
    });
    return Math.max(0, Math.ceil(Math.max(...reach)));
  });

test('no section scrolls sideways at 320 px, with a long address and a change waiting', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  const { email, password } = await longUser(request, apiUrl);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(accountPath('sign-in'));
  await fillSignIn(page, email, password);
  await finishOnboarding(page);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  // A long address waiting to become the new one, on the profile.
  await page.goto(accountPath('profile'));
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('New e-mail address').fill(`even.longer.${email}`);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByRole('group', { name: 'Change waiting for you' })).toBeVisible();
  for (const [route, heading] of sections) {
    await page.goto(accountPath(route));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await overflow(page), `${heading} scrolls sideways`).toBe(0);
  }
});

test('the navigation by width: beside the section, above it as tabs, and on a phone the overview as the menu', async ({
  page,
  request,
  apiUrl,
  accountPath,
}) => {
  const { email, password } = await longUser(request, apiUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(accountPath('sign-in'));
  await fillSignIn(page, email, password);
  await finishOnboarding(page);
  await page.goto(accountPath('security'));
  const heading = page.getByRole('heading', { name: 'Security', level: 1 });
  await expect(heading).toBeVisible();
  const navigation = centreNavigation(page);
  /** Where the navigation's first two links are at this width. */
  const firstLinks = () =>
    Promise.all(
      ['Overview', 'Profile'].map(
        async (name) => (await navigation.getByRole('link', { name }).boundingBox())!,
      ),
    );
  const back = page.getByRole('link', { name: 'Back to the overview' });

  // A desktop: the navigation beside the section (its links one under the other).
  let nav = (await navigation.boundingBox())!;
  let title = (await heading.boundingBox())!;
  expect(nav.x + nav.width).toBeLessThanOrEqual(title.x);
  const [overview, profile] = await firstLinks();
  expect(profile!.y).toBeGreaterThan(overview!.y);
  await expect(back).toBeHidden();

  // A tablet: a tab bar above the section (its links side by side).
  await page.setViewportSize({ width: 800, height: 900 });
  nav = (await navigation.boundingBox())!;
  title = (await heading.boundingBox())!;
  expect(nav.y + nav.height).toBeLessThanOrEqual(title.y);
  const [tabOverview, tabProfile] = await firstLinks();
  expect(tabProfile!.y).toBe(tabOverview!.y);
  await expect(back).toBeHidden();

  // A phone: the section alone with a back bar; the overview lists the sections.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(navigation).toBeHidden();
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeFocused();
  await expect(navigation.getByRole('link', { name: 'Security' })).toBeVisible();
  await expect(back).toHaveCount(0);
});

test('on a phone "Confirm it\'s you" rises from the bottom edge as a sheet; on a desktop it stays in the middle', async ({
  page,
  browser,
  request,
  apiUrl,
  accountPath,
  signedIn,
}) => {
  const account = await newUser(request, apiUrl, 'sheet');
  await signedIn(accountPath(''), account);
  await finishOnboarding(page);
  // Another device, so "Sign out everywhere else" is offered.
  const other = await browser.newContext();
  await signedIn(accountPath(''), account, await other.newPage());
  await other.close();
  // As if this sign-in were old: the API's first answer is the refusal it gives then.
  const endOthers = `${new URL(apiUrl).pathname.replace(/\/$/, '')}/users/me/sessions/end-others`;
  const refuse = () =>
    page.route(
      (url) => url.pathname === endOthers,
      (route) =>
        route.fulfill({
          status: 403,
          json: {
            error: 'reauthentication_required',
            message: 'Confirm it is you to continue.',
            maxAge: 600,
            methods: ['password'],
            codeRequired: false,
          },
        }),
      { times: 1 },
    );
  const dialogBox = async () => {
    await refuse();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByLabel('Password')).toBeFocused();
    const box = (await dialog.boundingBox())!;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    return box;
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(accountPath('sessions'));
  const phone = await dialogBox();
  expect(phone.x).toBe(0);
  expect(phone.width).toBe(390);
  expect(Math.round(phone.y + phone.height)).toBe(844);

  await page.setViewportSize({ width: 1440, height: 900 });
  const desktop = await dialogBox();
  expect(desktop.width).toBeLessThanOrEqual(400);
  expect(desktop.y + desktop.height).toBeLessThan(900 - 100);
});
