import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from './fixtures';

/** What an authenticator app shows for `setupKey`, `steps` 30-second steps from now. */
export function appCode(setupKey: string, steps = 0): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + steps * 30;
  return generate({ secret: setupKey, epoch });
}

/**
 * On the security screen of a freshly signed-in user (or on its setup, `fromOverview: false`):
 * sets up an authenticator app as a user would (reading the setup key off the screen) and
 * returns the key and the recovery codes.
 */
export async function turnOnTwoStep(page: Page, { fromOverview = true } = {}) {
  const main = page.getByRole('main');
  // A tenant that requires it opens the setup itself (security?setup=required).
  if (fromOverview) await main.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(main.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const grouped = await main.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent();
  const setupKey = grouped!.replaceAll(' ', '');
  await main.getByLabel('The 6-digit code the app shows').fill(await appCode(setupKey));
  await main.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes', level: 1 })).toBeFocused();
  // The list of codes, not the account centre's navigation (a list of links) around it.
  const codes = main.getByRole('list').filter({ hasNot: page.getByRole('link') });
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  return { setupKey, recoveryCodes };
}
