// The stand-in provider "Example ID" (dev-api/src/stand-ins/example-id.ts, port 4001) as a
// person meets it: for tests/e2e/federation.spec.ts and the journeys (axe, screenshots).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const STAND_IN = 'http://localhost:4001';

/**
 * The sign-in page's entry for a provider (its list is named "Other ways to sign in"): a link to
 * the authority's start on the sign-in page, a button on the sign-up page.
 */
export function providerButton(page: Page, name = 'Example ID', verb = 'Sign in') {
  return page
    .getByRole('list', { name: 'Other ways to sign in' })
    .getByRole(verb === 'Sign in' ? 'link' : 'button', { name: `${verb} with ${name}` });
}

/** At Example ID's own page: who the provider says this is, then Continue or Cancel. */
export async function atProvider(
  page: Page,
  identity: { email: string; name?: string; verified?: boolean },
  action: 'Continue' | 'Cancel' = 'Continue',
) {
  await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/`));
  await expect(page.getByRole('heading', { name: 'Sign in to Example ID' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(identity.email);
  if (identity.name) await page.getByLabel('Name', { exact: true }).fill(identity.name);
  await page
    .getByLabel('Example ID verified this e-mail address')
    .setChecked(identity.verified ?? true);
  await page.getByRole('button', { name: action }).click();
}

/** A user agent of an app's embedded browser (Instagram's on iOS), from the next page on. */
export async function inEmbeddedBrowser(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userAgent', {
      get: () =>
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0',
    });
  });
}
