// Linked sign-in methods in the account centre (docs/federation.md, "Linked sign-in methods"):
// the identity a sign-in with Example ID (the stand-in provider, port 4001) linked is listed in
// Security with the address it gave; unlinking the last way in is refused and said; an account
// with a password unlinks it after "Confirm it's you", and the activity shows the unlink; "Link
// Example ID" from Security links an identity with another address to the signed-in account
// (which then signs in with it), and refuses one another account has. A link made by a sign-in
// needs the provider's round trip, so those tests start from the sign-in page rather than the
// signedIn fixture.
import type { Locator, Page } from '@playwright/test';
import { signOut } from './centre';
import { expect, hostIndependent, test } from './fixtures';
import { atProvider, providerButton } from './federation';
import { newUser } from './journeys';
import { finishOnboarding } from './pages';
import { userStoreKey } from './signed-in';

/** An address of its own for each identity a test makes up at the provider. */
function address(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in with Example ID as `email` from a new interaction's sign-in page. */
async function signInWithExampleId(page: Page, signInPath: string, email: string) {
  await page.goto(signInPath);
  await page.waitForURL(/interaction=/);
  await providerButton(page).click();
  await atProvider(page, { email });
}

/** The linked identities' rows of the block (not the Link buttons' list under them). */
function linkedItems(block: Locator) {
  return block.getByRole('listitem').filter({ hasText: ' · Linked ' });
}

/** Security's "Linked sign-in methods" block. */
async function linkedBlock(page: Page, securityPath: string) {
  await page.goto(securityPath);
  const block = page.getByRole('region', { name: 'Linked sign-in methods' });
  await expect(block).toBeVisible();
  return block;
}

test(
  'an account made by Example ID lists it, and unlinking its only way in is refused',
  hostIndependent,
  async ({ page, accountPath }) => {
    const email = address('linked-only');
    await signInWithExampleId(page, accountPath('sign-in'), email);
    await finishOnboarding(page);

    const block = await linkedBlock(page, accountPath('security'));
    const item = linkedItems(block);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Example ID');
    await expect(item).toContainText(`${email} · Linked`);

    await block.getByRole('button', { name: 'Unlink Example ID' }).click();
    await block.getByRole('group').getByRole('button', { name: 'Unlink' }).click();
    await expect(block.getByRole('alert')).toHaveText(
      'This is the only way into your account, so it cannot be unlinked. Set a password or add a passkey first.',
    );
    await expect(block.getByRole('alert')).toBeFocused();
    await expect(item).toContainText(email);
  },
);

test(
  'an account with a password unlinks Example ID after “Confirm it’s you”; the activity shows it',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath }) => {
    test.setTimeout(60_000); // a sign-in through the provider, then the centre
    const { email, password } = await newUser(request, apiUrl, 'linked-unlink');
    // Linked by a sign-in with the provider, proven with the account's password.
    await signInWithExampleId(page, accountPath('sign-in'), email);
    const main = page.getByRole('main');
    await main.getByLabel('Password').fill(password);
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    await finishOnboarding(page);

    const block = await linkedBlock(page, accountPath('security'));
    await expect(linkedItems(block)).toContainText(email);
    // This sign-in is seconds old; the API asks for a recent one as it would after 10 minutes.
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
                methods: ['password'],
                codeRequired: false,
              },
            })
          : route.fallback(),
      { times: 1 },
    );
    await block.getByRole('button', { name: 'Unlink Example ID' }).click();
    await block.getByRole('group').getByRole('button', { name: 'Unlink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    await expect(block.getByRole('status')).toHaveText('Unlinked.');
    await expect(linkedItems(block)).toHaveCount(0);
    await expect(block).toContainText('No other service is linked.');
    await expect(block.getByRole('heading', { name: 'Linked sign-in methods' })).toBeFocused();

    await page.goto(accountPath('sessions'));
    const activity = page.getByRole('region', { name: 'Security activity' });
    await expect(activity.getByText('Sign-in with Example ID unlinked')).toBeVisible();
    await expect(activity.getByText('Sign-in with Example ID linked')).toBeVisible();
  },
);

/** The signed-in account's id, from the tokens the app keeps for this tab. */
function accountId(page: Page, apiUrl: string): Promise<string> {
  return page.evaluate((key) => {
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { profile?: { sub?: string } };
    return user.profile?.sub ?? '';
  }, userStoreKey(apiUrl));
}

test(
  '“Link Example ID” from Security links another address to this account, which then signs in with it',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath, signedIn }) => {
    test.setTimeout(60_000); // the centre, the provider's round trip, then a sign-in through it
    const user = await newUser(request, apiUrl, 'link-another');
    await signedIn(accountPath(''), user);
    await finishOnboarding(page);
    const owner = await accountId(page, apiUrl);
    expect(owner).not.toBe('');

    const block = await linkedBlock(page, accountPath('security'));
    await block.getByRole('button', { name: 'Link Example ID', exact: true }).click();
    // Not the account's address: the signed-in owner chooses the identity at the provider.
    const upstream = address('link-another-upstream');
    await atProvider(page, { email: upstream });

    await expect(block.getByRole('status')).toHaveText(
      'Example ID is linked. You can now sign in with it.',
    );
    await expect(block.getByRole('status')).toBeFocused();
    await expect(page).toHaveURL(/\/security$/);
    await expect(linkedItems(block)).toContainText(`${upstream} · Linked`);
    await expect(block.getByRole('button', { name: 'Link Example ID', exact: true })).toHaveCount(
      0,
    );

    await signOut(page);
    // The sign-out finishes (the authority's end, then the origin's page) before anything else.
    await expect(
      page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
    ).toBeVisible();
    await signInWithExampleId(page, accountPath('sign-in'), upstream);
    // The same account, no onboarding of a new one.
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Your account', level: 1 }),
    ).toBeVisible();
    expect(await accountId(page, apiUrl)).toBe(owner);
    // Devices and activity say which provider this session signed in with.
    await page.goto(accountPath('sessions'));
    await expect(page.getByText('Signed in with Example ID', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Security activity' }).getByText('Signed in (Example ID)'),
    ).toBeVisible();
  },
);

test(
  'an account made by Example ID confirms it’s them through Example ID, then links another',
  hostIndependent,
  async ({ page, apiUrl, accountPath }) => {
    test.setTimeout(60_000); // a sign-in through the provider, then its round trip to confirm
    const email = address('reauth-provider');
    await signInWithExampleId(page, accountPath('sign-in'), email);
    await finishOnboarding(page);
    const block = await linkedBlock(page, accountPath('security'));
    // This sign-in is seconds old; the API asks for a recent one as it would after 10 minutes,
    // with what this account can answer: no password of its own, its linked provider.
    await page.route(
      `${apiUrl}/users/me/linked-identities/start`,
      (route) =>
        route.fulfill({
          status: 403,
          json: {
            error: 'reauthentication_required',
            message: 'Confirm it is you to continue.',
            maxAge: 600,
            methods: ['provider'],
            codeRequired: false,
            providers: [{ id: 'example', displayName: 'Example ID', development: true }],
          },
        }),
      { times: 1 },
    );
    await block.getByRole('button', { name: 'Link Google', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue with Example ID' }).click();
    await atProvider(page, { email });

    // Back on Security, confirmed by the real round trip, said and focused.
    const confirmed = page.getByRole('status').filter({ hasText: 'Confirmed: it’s you.' });
    await expect(confirmed).toBeFocused();
    await expect(page).toHaveURL(/\/security$/);
    // The change now goes through: Link Google leaves for the provider.
    await block.getByRole('button', { name: 'Link Google', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Example ID' })).toBeVisible();
  },
);

test(
  'an Example ID identity another account has is refused, and said',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath, signedIn }) => {
    test.setTimeout(60_000); // a sign-in through the provider, then the centre and the provider
    const taken = address('link-taken');
    // Its first sign-in made an account of its own, with the identity linked.
    await signInWithExampleId(page, accountPath('sign-in'), taken);
    await finishOnboarding(page);
    await signOut(page);
    // The sign-out finishes (the authority's end, then the origin's page) before anything else.
    await expect(
      page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
    ).toBeVisible();

    const user = await newUser(request, apiUrl, 'link-taken-owner');
    await signedIn(accountPath(''), user);
    await finishOnboarding(page);
    const block = await linkedBlock(page, accountPath('security'));
    await block.getByRole('button', { name: 'Link Example ID', exact: true }).click();
    await atProvider(page, { email: taken });

    const alert = block.getByRole('alert');
    await expect(alert).toHaveText(
      'That Example ID account is already linked to an account, so it was not linked here. To use it here, sign in with it, unlink it from that account, then link it again.',
    );
    await expect(alert).toBeFocused();
    await expect(linkedItems(block)).toHaveCount(0);
    await expect(block.getByRole('button', { name: 'Link Example ID', exact: true })).toBeEnabled();
  },
);
