import type { Page } from '@playwright/test';

/**
 * The account centre's way between its sections (docs/account-centre.md): its navigation,
 * present standalone and inside a host, at every width from a tablet up.
 */
export function centreNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Your account' });
}

/**
 * Sign out as a user does: standalone, from the centre header's user menu; inside a host, from
 * the host's own header (the centre shows no second one there).
 */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: /, account menu$/ });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  }
}
