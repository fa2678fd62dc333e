// Linked sign-in methods in the account centre (docs/federation.md): Security's block with
// "Link another" and, after a round trip through the stand-in Example ID, the linked identity
// listed with the outcome said; "Confirm it's you" offering the linked service. The sign-in
// side's screens are core.ts's 'sign-in with another provider'.
import { expect } from '../fixtures';
import { atProvider } from '../federation';
import { finishOnboarding } from '../pages';
import { type Journey, newUser } from './tools';

export const federationJourneys: Record<string, Journey> = {
  async 'linked sign-in methods'({ page, request, apiUrl, path, signedIn, capture }) {
    const user = await newUser(request, apiUrl, 'journey-linked');
    await signedIn(path(''), user);
    await finishOnboarding(page);
    await page.goto(path('security'));
    const block = page.getByRole('region', { name: 'Linked sign-in methods' });
    const link = block.getByRole('button', { name: 'Link Example ID', exact: true });
    await expect(link).toBeVisible();
    await capture('security-link-another');

    await link.click();
    await atProvider(page, { email: `linked.${user.email}` });
    await expect(block.getByRole('status')).toHaveText(
      'Example ID is linked. You can now sign in with it.',
    );
    await expect(block.getByRole('button', { name: 'Unlink Example ID' })).toBeVisible();
    await capture('security-linked-identity');

    // "Confirm it's you" with a linked service offered beside the password. The sign-in is
    // seconds old, so the API's answer after 10 minutes is played once here.
    await page.route(
      `${apiUrl}/users/me/linked-identities/*`,
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 403,
              json: {
                error: 'reauthentication_required',
                message: 'Confirm it is you to continue.',
                maxAge: 600,
                methods: ['password', 'provider'],
                codeRequired: false,
                providers: [{ id: 'example', displayName: 'Example ID', development: true }],
              },
            })
          : route.fallback(),
      { times: 1 },
    );
    await block.getByRole('button', { name: 'Unlink Example ID' }).click();
    await block.getByRole('group').getByRole('button', { name: 'Unlink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByRole('button', { name: 'Continue with Example ID' })).toBeVisible();
    await capture('confirm-its-you-provider');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  },
};
