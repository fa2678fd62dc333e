// Your data (docs/your-data.md) in the browser: change the e-mail address through both mails,
// download the data file, delete the account, meet the sign-in's restore offer, and restore
// from the mail's link. Standalone only: the host demo runs the same screens.
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type SignedIn } from './fixtures';
import { newUser } from './journeys';
import { fillSignIn, mailLink, type Mail } from './pages';

const password = 'violet-harbour-1987';

async function mailsTo(page: Page, apiUrl: string, to: string): Promise<Mail[]> {
  const { messages } = (await (await page.request.get(`${apiUrl}/dev/outbox`)).json()) as {
    messages: Mail[];
  };
  return messages.filter((mail) => mail.to === to);
}

/** Opens a section ("Your data" unless told) signed in: the sign-in is not these tests' subject. */
async function openSignedIn(
  page: Page,
  signedIn: SignedIn,
  accountPath: (route: string) => string,
  email: string,
  section: { route: string; heading: string } = { route: 'privacy', heading: 'Your data' },
) {
  await signedIn(accountPath(section.route), { email, password });
  await expect(page.getByRole('heading', { name: section.heading, level: 1 })).toBeVisible();
}

/** The e-mail address is the profile's (docs/account-centre.md). */
const profile = { route: 'profile', heading: 'Profile' };

/** The profile's "Change", then the new address sent. */
async function askToChange(page: Page, newEmail: string) {
  const section = page.getByRole('region', { name: 'E-mail' });
  await section.getByRole('button', { name: 'Change' }).click();
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Send the confirmation link' }).click();
  return section;
}

/** The danger zone's "Delete account…", then the typed address sent. */
async function deleteAccount(page: Page, email: string) {
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByLabel('To confirm, type your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
}

test.describe('your data', () => {
  test.skip(({ accountBase }) => accountBase !== '', 'standalone only');

  test('change the e-mail address: a link to the new address, a notice to the old; the new one signs in, the old no longer', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'privacy-email');
    const newEmail = `moved.${email}`;
    await openSignedIn(page, signedIn, accountPath, email, profile);

    const section = await askToChange(page, newEmail);
    await expect(section.getByRole('status')).toHaveText(
      `We sent a confirmation link to ${newEmail}. Open it within 24 hours to finish the change.`,
    );
    // The change waits, visibly, also after leaving the page and coming back.
    const waiting = section.getByRole('group', { name: 'Change waiting for you' });
    await expect(waiting).toContainText(`You asked to change it to ${newEmail}.`);
    const navigation = page.getByRole('navigation', { name: 'Your account' });
    await navigation.getByRole('link', { name: 'Your data' }).click();
    await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
    await navigation.getByRole('link', { name: 'Profile' }).click();
    await expect(waiting).toContainText(`You asked to change it to ${newEmail}.`);
    await expect(waiting.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Cancel the change' })).toBeVisible();
    const notice = await mailLink(request, apiUrl, email, '/privacy/not-me');
    expect(notice).toContain('token=');
    expect((await mailsTo(page, apiUrl, email)).at(-1)?.subject).toBe(
      'A change of your e-mail address was requested',
    );
    const confirm = await mailLink(request, apiUrl, newEmail, '/privacy/confirm-email');

    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address was changed', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);

    // Another browser: the old address is refused, the new one signs in.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const second = await other.newPage();
    await second.goto(accountPath('profile'));
    await second.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(second, email, password);
    await expect(second.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await fillSignIn(second, newEmail, password);
    await expect(second.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(second.getByText(`Your e-mail address now: ${newEmail}`)).toBeVisible();
    await other.close();
  });

  test("It wasn't me from the old address freezes the account: the page says so, the password is refused with a way out", async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'privacy-frozen');
    const newEmail = `moved.${email}`;
    await openSignedIn(page, signedIn, accountPath, email, profile);
    const section = await askToChange(page, newEmail);
    await expect(section.getByRole('status')).toBeVisible();
    const notice = await mailLink(request, apiUrl, email, '/privacy/not-me');
    await page.goto(await mailLink(request, apiUrl, newEmail, '/privacy/confirm-email'));
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address was changed', level: 1 }),
    ).toBeVisible();

    // The old mailbox's holder: the account is frozen, not handed back.
    const old = await browser.newContext({ baseURL: info.project.use.baseURL });
    const oldPage = await old.newPage();
    await oldPage.goto(notice);
    await oldPage.getByRole('button', { name: 'Freeze the account' }).click();
    await expect(
      oldPage.getByRole('heading', { name: 'The account is frozen', level: 1 }),
    ).toBeVisible();
    await expect(oldPage.getByRole('link', { name: /new password/ })).toHaveCount(0);
    await old.close();
    expect((await mailsTo(page, apiUrl, newEmail)).at(-1)?.subject).toBe(
      'Your account was frozen to protect it',
    );

    // The right password no longer signs in; the message says what to do.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const second = await other.newPage();
    await second.goto(accountPath('privacy'));
    await second.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(second, newEmail, password);
    await expect(second.getByRole('alert')).toHaveText(
      'For your safety this account is frozen: its password no longer signs in. Choose a new one with “Forgot your password?”; the link goes to the account’s e-mail address.',
    );
    await expect(second.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await other.close();
  });

  test('download your data: a file named account-data-YYYY-MM-DD.json with the profile and no secret', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    const { email } = await newUser(request, apiUrl, 'privacy-export');
    await signedIn(accountPath('privacy'), { email, password });
    const section = page.getByRole('region', { name: 'Download your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(name).toBe(`account-data-${new Date().toISOString().slice(0, 10)}.json`);
    await expect(section.getByRole('status')).toHaveText(`Your data was saved as ${name}.`);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text) as {
      profile: { email: string; name: string };
      consents: { document: string }[];
      activity: { type: string }[];
    };
    expect(data.profile).toMatchObject({ email, name: 'Olga Lima' });
    expect(data.consents.map((consent) => consent.document)).toEqual(['terms', 'privacy']);
    expect(data.activity.map((event) => event.type)).toContain('data_exported');
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/scrypt|password_?hash|token_?hash/i);
  });

  test('delete the account: the date, signed out here; signing in offers restoring; the mail restores it too', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'privacy-delete');
    await signedIn(accountPath('privacy'), { email, password });
    const erase = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    const date = new Intl.DateTimeFormat('en-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(erase);

    const zone = page.getByRole('region', { name: 'Danger zone' });
    await zone.getByRole('button', { name: 'Delete account…' }).click();
    const section = zone.getByRole('group', { name: 'Delete your account' });
    await expect(section).toContainText(`On ${date} it is erased for good`);
    const typed = section.getByLabel('To confirm, type your e-mail address');
    // From the keyboard: Enter in the field submits, and the refusal focuses the field.
    await typed.fill('someone.else@example.com');
    await typed.press('Enter');
    await expect(
      section.getByText('This is not the e-mail address of your account.'),
    ).toBeVisible();
    await expect(typed).toBeFocused();
    await typed.fill(email);
    await section.getByRole('button', { name: 'Delete my account' }).click();

    await expect(
      page.getByRole('heading', { name: 'Your account will be deleted', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`It will be erased on ${date}.`)).toBeVisible();
    // Signed out on this device: no tokens left in the tab.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.'))),
      )
      .toEqual([]);
    const restoreLink = await mailLink(request, apiUrl, email, '/privacy/restore');

    // Signing in with the right password: not signed in, told when, offered restoring.
    await page.goto(accountPath('privacy'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`This account is scheduled for deletion on ${date}.`);
    await expect(alert).toBeFocused();
    await page.getByRole('button', { name: 'Restore my account and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();

    // Deleted again, then restored from the mail's link.
    await deleteAccount(page, email);
    await expect(
      page.getByRole('heading', { name: 'Your account will be deleted', level: 1 }),
    ).toBeVisible();
    await expect
      .poll(
        async () => (await mailLink(request, apiUrl, email, '/privacy/restore')) !== restoreLink,
      )
      .toBe(true);
    await page.goto(await mailLink(request, apiUrl, email, '/privacy/restore'));
    await page.getByRole('button', { name: 'Restore my account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account is back', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, password);
    // Back as it was: a new account goes on to its onboarding.
    await expect(page.getByRole('heading', { name: 'Is this your name?', level: 1 })).toBeVisible();
  });

  test('after 14 days (the erase job run as if then) the account is gone and its address free', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    const { email } = await newUser(request, apiUrl, 'privacy-erase');
    await openSignedIn(page, signedIn, accountPath, email);
    await deleteAccount(page, email);
    await expect(
      page.getByRole('heading', { name: 'Your account will be deleted', level: 1 }),
    ).toBeVisible();

    const later = new Date(Date.now() + 15 * 24 * 3600 * 1000).toISOString();
    const erased = await request.post(`${apiUrl}/dev/erase-accounts`, {
      data: { now: later, email },
    });
    expect(((await erased.json()) as { erased: number }).erased).toBe(1);

    await page.goto(accountPath('privacy'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await expect(page.getByRole('button', { name: /Restore my account/ })).toHaveCount(0);

    // The address is free: signing up with it again sends a new confirmation.
    const signUp = await request.post(`${apiUrl}/accounts`, {
      data: { name: 'New Owner', email, password: 'another-harbour-2024', acceptedTerms: true },
    });
    expect(signUp.status()).toBe(202);
    await expect
      .poll(async () => (await mailsTo(page, apiUrl, email)).at(-1)?.subject)
      .toBe('Confirm your e-mail address');
  });

  test('keyboard only: each action is reached with Tab and done with Enter', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }) => {
    const { email } = await newUser(request, apiUrl, 'privacy-keyboard');
    // The e-mail address on the profile: from the focused heading, past the name's field and
    // button, to "Change", which opens the form with the focus in its field.
    await openSignedIn(page, signedIn, accountPath, email, profile);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Change' })).toBeFocused();
    await page.keyboard.press('Enter');
    const newEmail = page.getByLabel('New e-mail address');
    await expect(newEmail).toBeFocused();
    await page.keyboard.type(`keys.${email}`);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`We sent a confirmation link to keys.${email}.`, { exact: false }),
    ).toBeVisible();
    // The focus moves to the change now waiting.
    await expect(page.getByRole('heading', { name: 'Change waiting for you' })).toBeFocused();

    // Your data: the download, then the danger zone's panel.
    await page.goto(accountPath('privacy'));
    await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    const download = page.getByRole('button', { name: 'Download your data' });
    await expect(download).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Delete account…' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('To confirm, type your e-mail address')).toBeFocused();
    await page.keyboard.type('wrong@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('To confirm, type your e-mail address')).toBeFocused();
    await expect(page.getByText('This is not the e-mail address of your account.')).toBeVisible();
  });
});

test("Your data: the terms and privacy policy accepted, each with its date and the tenant's page, opened in a new tab", async ({
  page,
  accountPath,
  signedIn,
}) => {
  // The demo user is acme's: its brand names its documents (the dev API's stand-in pages).
  await signedIn(accountPath('privacy'));
  const section = page.getByRole('region', { name: 'Terms and privacy policy' });
  const terms = section.getByRole('listitem').filter({ hasText: 'Terms of service' });
  await expect(terms).toContainText(/Version 2026-01, accepted on \w+ \d+, \d{4}/);
  const read = terms.getByRole('link', { name: 'Read it (opens in a new tab)' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), read.click()]);
  await expect(tab.getByRole('heading', { name: 'Acme: Terms of service' })).toBeVisible();
  // The opened page has no hold on ours.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
});

test("sign-up: the tenant's documents are linked beside the checkbox that accepts them", async ({
  page,
  accountPath,
  apiUrl,
}) => {
  await page.goto(`${accountPath('sign-up')}?whitelabel=acme`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
    'href',
    `${apiUrl}/dev/documents/acme/terms`,
  );
  await expect(main.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    `${apiUrl}/dev/documents/acme/privacy`,
  );
});
