import type { Browser, TestInfo } from '@playwright/test';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import { appTookOver, fillSignIn, finishOnboarding, record } from './pages';
import { virtualAuthenticator } from './passkeys';
import { signOut } from './centre';

const password = 'violet-harbour-1987';

/**
 * A new browser (no session) at the sign-in screen, reached from a guarded page, holding
 * `credentials` (the same synced passkeys). It offers no passkey autofill (as browsers without
 * conditional mediation): Chromium's virtual authenticator would answer an autofill request by
 * itself, racing the button this browser is here to press. Autofill has its own step below.
 */
async function atSignIn(
  browser: Browser,
  info: TestInfo,
  securityPath: string,
  options: Parameters<typeof virtualAuthenticator>[1] = {},
) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  await context.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      configurable: true,
      value: async () => false,
    });
  });
  const page = await context.newPage();
  const authenticator = await virtualAuthenticator(page, options);
  await page.goto(securityPath);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The passkey button works once the app has taken over the page's own form.
  await appTookOver(page);
  return { context, page, authenticator };
}

test.describe('passkeys', hostIndependent, () => {
  test('added on the security screen; another browser signs in with it and no password; a failed check leaves the password form working; removed, it is refused', async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(150_000); // five browsers
    const { email } = await newUser(request, apiUrl, 'passkeys');
    await signedIn(accountPath('security'), { email, password });
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

    // Just signed in (a recent authentication): adding asks for nothing more.
    const authenticator = await virtualAuthenticator(page);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    // Either outcome, so a failure shows what the screen said.
    const outcome = section.getByRole('status').or(section.getByRole('alert'));
    await expect(outcome).toHaveText('Passkey added.');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    const name = (await section.getByRole('listitem').locator('p').first().textContent())!;
    await expect(section.getByRole('listitem')).toContainText('Last used never');
    // Each use moves the passkey's signature counter on, and the API refuses one going back (a
    // cloned key): the next browser gets the passkey as last used, as syncing would give it.
    let credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);

    // Another browser with the same (synced) passkey: the button signs in, nothing typed.
    const second = await atSignIn(browser, info, accountPath('security'), { credentials });
    await second.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(second.page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(
      second.page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem'),
    ).not.toContainText('Last used never');
    credentials = await second.authenticator.credentials();
    await second.context.close();

    // Autofill: a browser already holding the passkey, at the sign-in screen. The e-mail
    // field's autofill offers it (the virtual authenticator picks it as a user would) and the
    // account opens without anything typed or pressed.
    const viaAutofill = await browser.newContext({ baseURL: info.project.use.baseURL });
    const autofillPage = await viaAutofill.newPage();
    const autofillAuthenticator = await virtualAuthenticator(autofillPage, { credentials });
    await autofillPage.goto(accountPath('security'));
    await autofillPage.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(autofillPage.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    credentials = await autofillAuthenticator.credentials();
    await viaAutofill.close();

    // The check fails (user verification refused, or the prompt cancelled): a clear message,
    // and the password form still signs in with what was typed.
    const third = await atSignIn(browser, info, accountPath('security'), {
      credentials,
      verified: false,
    });
    const main = third.page.getByRole('main');
    await main.getByLabel('E-mail').fill(email);
    await main.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(main.getByRole('alert')).toContainText('cancelled or timed out');
    await expect(main.getByLabel('E-mail')).toHaveValue(email);
    await main.getByLabel('Password').fill(password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(third.page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await third.context.close();

    // Removed (still a recent sign-in here): the same passkey is refused, clearly.
    await section.getByRole('button', { name: `Remove ${name}` }).click();
    await section.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(section.getByRole('status')).toHaveText('Passkey removed.');
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    const fourth = await atSignIn(browser, info, accountPath('security'), { credentials });
    await fourth.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(fourth.page.getByRole('main').getByRole('alert')).toContainText(
      'may have been removed',
    );
    await expect(fourth.page.getByRole('main').getByLabel('Password')).toBeEditable();
    await fourth.context.close();
  });

  test('after a password sign-in on a device that can hold one, a passkey is offered once; Not now is kept on that device; another device adds one from the offer', async ({
    page,
    browser,
    apiUrl,
    request,
    accountPath,
  }, info) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'passkey-offer');
    await virtualAuthenticator(page);
    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, email, password);
    await finishOnboarding(page);
    // In the screen's flow: right under its heading, its own heading focused as it arrives.
    const offer = page.getByRole('region', { name: 'Sign in faster next time' });
    await expect(
      page.getByRole('heading', { name: 'Sign in faster next time', level: 2 }),
    ).toBeFocused();
    expect(await offer.evaluate((el) => el.previousElementSibling?.matches('h1') ?? false)).toBe(
      true,
    );
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeFocused();

    // Signed in again on this device: "Not now" holds (it would ask for the passkey list and
    // show by the time the network is quiet).
    const listed = record(page, (r) => r.url().endsWith('/users/me/passkeys'));
    await signOut(page);
    // Out at the authority too; then the origin's home: guarded standalone, the host's own page.
    await expect(
      page.getByRole('heading', { name: /^(Please sign in|Platform home)$/, level: 1 }),
    ).toBeVisible();
    // Signed in to the profile: the overview's security checkup lists the passkeys itself.
    await page.goto(accountPath('profile'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(offer).toHaveCount(0);
    expect(listed).toEqual([]);

    // Another device: the offer adds a passkey there, and the security screen lists it.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const otherPage = await other.newPage();
    await virtualAuthenticator(otherPage);
    await otherPage.goto(accountPath('sign-in'));
    await fillSignIn(otherPage, email, password);
    const otherOffer = otherPage.getByRole('region', { name: 'Sign in faster next time' });
    await otherOffer.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(otherOffer.getByRole('status')).toHaveText(
      'Passkey added. Next time, choose “Sign in with a passkey”.',
    );
    await otherPage.goto(accountPath('security'));
    await expect(
      otherPage.getByRole('region', { name: 'Passkeys' }).getByRole('listitem'),
    ).toHaveCount(1);
    await other.close();
  });

  test("an attacker's passkey: the owner's \"This wasn't me\" lists it as removed, and it no longer signs in", async ({
    page,
    browser,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const { email } = await newUser(request, apiUrl, 'recovery');
    // The owner, signed in on the devices page.
    await signedIn(accountPath('sessions'), { email, password });
    await expect(
      page.getByRole('heading', { name: 'Devices and activity', level: 1 }),
    ).toBeVisible();

    // The attacker, with the password in another browser, adds a passkey of their own.
    const attacker = await browser.newContext({ baseURL: info.project.use.baseURL });
    const attackerPage = await attacker.newPage();
    await signedIn(accountPath('security'), { email, password }, attackerPage);
    await expect(attackerPage.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    const authenticator = await virtualAuthenticator(attackerPage);
    const passkeys = attackerPage.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('status').or(passkeys.getByRole('alert'))).toHaveText(
      'Passkey added.',
    );
    const credentials = await authenticator.credentials();
    await attacker.close();

    // The owner sees it on the timeline and says it wasn't them.
    await page.reload();
    const activity = page.getByRole('region', { name: 'Security activity' });
    await activity.getByRole('button', { name: /^This wasn't me: Passkey added/ }).click();
    await activity
      .getByRole('group', { name: 'Secure your account?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    const heading = page.getByRole('heading', { name: 'Your account is signed out', level: 1 });
    await expect(heading).toBeFocused();
    const removed = page.getByRole('region', { name: 'What we removed' });
    await expect(removed.getByRole('listitem').first()).toHaveText(
      /^Passkey “Chrome on Linux”, added [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}$/,
    );
    await expect(removed.getByRole('link', { name: 'Open Security' })).toBeVisible();

    // The attacker's passkey no longer signs in.
    const again = await atSignIn(browser, info, accountPath('security'), { credentials });
    await again.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(again.page.getByRole('main').getByRole('alert')).toContainText(
      'may have been removed',
    );
    await again.context.close();
  });
});
