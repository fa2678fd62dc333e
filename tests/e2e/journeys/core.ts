import { expect } from '../fixtures';
import { atProvider, inEmbeddedBrowser, providerButton } from '../federation';
import { demo, fillSignIn, finishOnboarding, mailLink, openInApp } from '../pages';
import { virtualAuthenticator } from '../passkeys';
import { appCode } from '../two-step';
import { heading, type Journey, newUser } from './tools';

/** The screens every wave before the third built: signed out, sign-up, the account area. */
export const coreJourneys: Record<string, Journey> = {
  async 'signed-out screens'({ page, path, capture }) {
    await page.goto(path('sign-in'));
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
    await capture('sign-in');
    await fillSignIn(page, demo.email, 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await capture('sign-in-error');

    await page.goto(path('unauthorized'));
    await expect(heading(page, 'Please sign in')).toBeVisible();
    await capture('unauthorized');
    await page.goto(path('forbidden'));
    await expect(heading(page, 'Access denied')).toBeVisible();
    await capture('forbidden');
    await page.goto(path('no/such/page'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await capture('not-found');
    await page.goto(
      `${path('redirect')}?whitelabel=globex&href=${encodeURIComponent('https://example.org/')}`,
    );
    await expect(heading(page, 'You are leaving this site')).toBeVisible();
    await capture('redirect-leaving');
  },

  async 'sign-up, confirmation and password recovery'({ page, request, apiUrl, path, capture }) {
    await page.goto(path('sign-up'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByLabel('Name')).toBeFocused();
    await capture('sign-up-errors');
    const email = `ana.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await main.getByLabel('Name').fill('Ana Souza');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
    await expect(main.getByText(/weak|fair|strong/i)).toBeVisible();
    await capture('sign-up');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Check your e-mail')).toBeVisible();
    await capture('sign-up-check-email');

    // The link from the mail: confirmed on the press, then (the same link again) already used.
    const link = await mailLink(request, apiUrl, email);
    const confirm = page.getByRole('button', { name: 'Confirm my e-mail address' });
    await page.goto(`${path('confirm-account')}${new URL(link).search}`);
    await expect(heading(page, 'Confirm your e-mail address')).toBeVisible();
    await capture('confirm-account-ask');
    await confirm.click();
    await expect(heading(page, 'Your account is ready')).toBeVisible();
    await capture('confirm-account-ready');
    // Opened again from the mail (a reload no longer carries the token: it leaves the URL).
    await page.goto(`${path('confirm-account')}${new URL(link).search}`);
    await confirm.click();
    await expect(heading(page, 'This link was already used')).toBeVisible();
    await capture('confirm-account-used');
    await page.goto(`${path('confirm-account')}?token=expired-or-unknown`);
    await confirm.click();
    await expect(heading(page, 'This link is not valid')).toBeVisible();
    await capture('confirm-account-invalid');

    await openInApp(page, path('forgot-password'));
    await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
    await capture('forgot-password');
    await page.getByRole('main').getByLabel('E-mail').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your e-mail')).toBeVisible();
    await capture('forgot-password-sent');
    const reset = await mailLink(request, apiUrl, email, 'forgot-password');
    await openInApp(page, `${path('forgot-password')}${new URL(reset).search}`);
    await page.getByRole('main').getByLabel('New password').fill('new-harbour-phrase-2');
    await page.getByRole('main').getByLabel('Confirm password').fill('new-harbour-phrase-2');
    await page.getByRole('main').getByRole('button', { name: 'Reset password' }).click();
    await expect(heading(page, 'Your password was changed')).toBeVisible();
    await capture('forgot-password-done');

    // A callback that cannot complete (no sign-in was started in this browser).
    await page.goto(`${path('callback')}?code=stale&state=unknown`);
    await expect(heading(page, 'Sign-in could not be completed')).toBeVisible();
    await capture('callback-failed');
    await openInApp(page, `${path('forgot-password')}?token=from-the-mail`);
    await expect(page.getByRole('main').getByLabel('New password', { exact: true })).toBeVisible();
    await capture('forgot-password-new');
  },

  async 'onboarding, account area and push registration'({
    page,
    request,
    apiUrl,
    path,
    signedIn,
    capture,
  }) {
    const user = await newUser(request, apiUrl, 'olga');
    await signedIn(path(''), user);
    const main = page.getByRole('main');
    await expect(heading(page, 'Is this your name?')).toBeVisible();
    await capture('onboarding-name');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, 'Choose your language')).toBeVisible();
    await capture('onboarding-language');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, 'Notifications')).toBeVisible();
    await capture('onboarding-notifications');
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByRole('button', { name: 'Finish' }).click();
    await expect(main.getByRole('checkbox', { name: /I accept the terms/ })).toBeFocused();
    await capture('onboarding-terms');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Finish' }).click();
    await expect(heading(page, 'Your account')).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Security checkup' }).getByRole('link').first(),
    ).toBeVisible();
    await capture('account');

    // The centre's other sections with their own captures (the rest have journeys below).
    const navigation = page.getByRole('navigation', { name: 'Your account' });
    await navigation.getByRole('link', { name: 'Profile' }).click();
    await expect(heading(page, 'Profile')).toBeVisible();
    await capture('account-profile');
    await main.getByRole('button', { name: 'Change' }).click();
    await main.getByLabel('New e-mail address').fill(`moved.${user.email}`);
    await main.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(main.getByRole('group', { name: 'Change waiting for you' })).toBeVisible();
    await capture('account-profile-email-pending');
    const menu = page.getByRole('button', { name: /, account menu$/ });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
      await capture('account-user-menu');
      await page.keyboard.press('Escape');
    }
    // A phone: the overview is the menu; a section has a back bar to it.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(heading(page, 'Your account')).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Security' })).toBeVisible();
    await capture('account-phone-overview');
    await navigation.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('link', { name: 'Back to the overview' })).toBeVisible();
    await expect(navigation).toBeHidden();
    await capture('account-phone-section');
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(heading(page, 'Your account')).toBeVisible();
    if (size) await page.setViewportSize(size);

    // Fault injection: the profile cannot be loaded (the API is down for it).
    await page.route(`${apiUrl}/users/me`, (route) =>
      route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } }),
    );
    await page.reload();
    await expect(heading(page, 'Your profile could not be loaded')).toBeVisible();
    await capture('account-profile-failed');
    await page.unroute(`${apiUrl}/users/me`);

    await page.goto(`${path('register-token-fcm')}?token=device-${Date.now()}&platform=android`);
    await expect(heading(page, 'Turn on notifications on this device?')).toBeVisible();
    await capture('register-token-fcm-confirm');
    await page.getByRole('main').getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(heading(page, 'Notifications are on')).toBeVisible();
    await capture('register-token-fcm');
  },

  async passkeys({ page, request, apiUrl, path, capture }) {
    const { email } = await newUser(request, apiUrl, 'journey-passkeys');
    // A device with a platform authenticator: after the password (and onboarding), the offer.
    await virtualAuthenticator(page);
    await page.goto(path('sign-in'));
    await fillSignIn(page, email, 'violet-harbour-1987');
    await finishOnboarding(page);
    const offer = page.getByRole('region', { name: 'Sign in faster next time' });
    await expect(offer).toBeVisible();
    await capture('passkey-offer');
    await offer.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(offer.getByRole('status')).toBeVisible();
    await capture('passkey-offer-added');
    await page.goto(path('security'));
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await capture('security-passkeys');
    await section.getByRole('button', { name: /^Rename / }).click();
    await expect(section.getByLabel('Passkey name')).toBeFocused();
    await capture('security-passkey-rename');
    await page.keyboard.press('Escape');
    await section.getByRole('button', { name: /^Remove / }).click();
    await expect(section.getByRole('button', { name: 'Remove passkey' })).toBeVisible();
    await capture('security-passkey-remove-ask');
  },

  async 'two-step verification'({ page, request, apiUrl, path, signedIn, capture }) {
    const { email } = await newUser(request, apiUrl, 'journey-two-step');
    await signedIn(path('security'), { email, password: 'violet-harbour-1987' });
    await expect(heading(page, 'Security')).toBeVisible();
    await capture('security');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(
      main.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await capture('two-step-setup');
    const grouped = await main.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent();
    const setupKey = grouped!.replaceAll(' ', '');
    await main.getByLabel('The 6-digit code the app shows').fill(await appCode(setupKey));
    await main.getByRole('button', { name: 'Turn on' }).click();
    await expect(heading(page, 'Your recovery codes')).toBeVisible();
    await capture('two-step-recovery-codes');
    await main.getByRole('button', { name: 'I have saved them' }).click();
    await expect(main.getByText('10 recovery codes left.')).toBeVisible();
    await capture('security-two-step-on');

    // Signed out of this tab and the authority: the next sign-in asks for a code.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(path('security'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, email, 'violet-harbour-1987');
    await expect(main.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
    await capture('sign-in-second-step');
    await main.getByLabel('Code from your authenticator app').fill('000000');
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(main.getByText(/This code is not right/)).toBeVisible();
    await capture('sign-in-second-step-error');
    await main.getByLabel('Code from your authenticator app').fill(await appCode(setupKey, 1));
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(heading(page, 'Security')).toBeVisible();
  },

  async 'devices and activity'({ page, request, apiUrl, path, signedIn, capture }) {
    const { email } = await newUser(request, apiUrl, 'journey-sessions');
    await signedIn(path('sessions'), { email, password: 'violet-harbour-1987' });
    await expect(heading(page, 'Devices and activity')).toBeVisible();
    // Another browser signs in too: "This wasn't me" is offered on another device's events only.
    const other = await page.context().browser()!.newContext();
    const second = await other.newPage();
    await second.goto(new URL(path('sign-in'), page.url()).href);
    await fillSignIn(second, email, 'violet-harbour-1987');
    await expect(second.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
    await other.close();
    await page.reload();
    const activity = page.getByRole('region', { name: 'Security activity' });
    const notMe = activity.getByRole('button', { name: /^This wasn't me/ }).first();
    await expect(notMe).toBeVisible();
    await capture('sessions');
    await notMe.click();
    await expect(activity.getByRole('group', { name: 'Secure your account?' })).toBeVisible();
    await capture('sessions-not-me');
    await activity.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${path('not-me')}?token=${'x'.repeat(43)}`);
    await expect(heading(page, 'Secure your account')).toBeVisible();
    await capture('not-me');
  },

  async 'your data'({ page, request, apiUrl, path, signedIn, capture }) {
    const { email } = await newUser(request, apiUrl, 'journey-privacy');
    await signedIn(path('privacy'), { email, password: 'violet-harbour-1987' });
    await expect(heading(page, 'Your data')).toBeVisible();
    await capture('privacy');
    const main = page.getByRole('main');
    // The e-mail address is the profile's (docs/account-centre.md).
    const navigation = page.getByRole('navigation', { name: 'Your account' });
    await navigation.getByRole('link', { name: 'Profile' }).click();
    await main.getByRole('button', { name: 'Change' }).click();
    await main.getByLabel('New e-mail address').fill(`new.${email}`);
    await main.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(main.getByText(/^We sent a confirmation link/)).toBeVisible();
    await capture('privacy-email-sent');
    await navigation.getByRole('link', { name: 'Your data' }).click();
    await main.getByRole('button', { name: 'Delete account…' }).click();
    await expect(main.getByRole('group', { name: 'Delete your account' })).toBeVisible();
    await capture('privacy-delete-panel');
    await main.getByLabel('To confirm, type your e-mail address').fill('someone@example.com');
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await expect(main.getByText('This is not the e-mail address of your account.')).toBeVisible();
    await capture('privacy-delete-error');

    await page.goto(await mailLink(request, apiUrl, `new.${email}`, '/privacy/confirm-email'));
    await expect(heading(page, 'Change your e-mail address?')).toBeVisible();
    await capture('privacy-link-ask');
    await main.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(heading(page, 'Your e-mail address was changed')).toBeVisible();
    await capture('privacy-email-changed');
    await page.goto(path('privacy'));
    await main.getByRole('button', { name: 'Delete account…' }).click();
    await main.getByLabel('To confirm, type your e-mail address').fill(`new.${email}`);
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await expect(heading(page, 'Your account will be deleted')).toBeVisible();
    await capture('privacy-deleted');
    await page.goto(path('sign-in'));
    await fillSignIn(page, `new.${email}`, 'violet-harbour-1987');
    await expect(
      main.getByRole('button', { name: 'Restore my account and sign in' }),
    ).toBeVisible();
    await capture('sign-in-deletion-scheduled');
    await page.goto(`${path('privacy/restore')}?token=${'x'.repeat(43)}`);
    await main.getByRole('button', { name: 'Restore my account' }).click();
    await expect(heading(page, 'This link is not valid')).toBeVisible();
    await capture('privacy-link-invalid');
  },

  async 'updated terms'({ page, request, apiUrl, path, signedIn, capture }) {
    const { email } = await newUser(request, apiUrl, 'journey-terms');
    await signedIn(path(''), { email, password: 'violet-harbour-1987' });
    await finishOnboarding(page);
    // As if the configuration had moved to newer versions since (docs/your-data.md).
    await request.post(`${apiUrl}/dev/consents/outdate`, { data: { email } });
    await page.goto(path(''));
    await expect(heading(page, 'We updated our terms')).toBeVisible();
    await capture('terms');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Accept' }).click();
    await expect(main.getByText('Accept the terms to continue.')).toBeVisible();
    await capture('terms-error');
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: 'Accept' }).click();
    await expect(heading(page, 'Your account')).toBeVisible();
  },

  // Signing in with another provider (docs/federation.md), through the stand-in Example ID.
  async 'sign-in with another provider'({ page, request, apiUrl, path, capture }) {
    const main = page.getByRole('main');
    await page.goto(path('sign-in'));
    await page.waitForURL(/interaction=/);
    await expect(providerButton(page)).toBeVisible();
    await capture('sign-in-providers');

    // Cancelled at the provider: back with the reason, what was typed kept.
    const { email, password } = await newUser(request, apiUrl, 'journey-fed');
    await main.getByLabel('E-mail').fill(email);
    await providerButton(page).click();
    await atProvider(page, { email }, 'Cancel');
    await expect(main.getByRole('alert')).toContainText('You cancelled signing in');
    await capture('sign-in-federation-cancelled');

    // The provider's verified address is an existing account's: its password first.
    await providerButton(page).click();
    await atProvider(page, { email });
    await expect(heading(page, 'Confirm it’s your account')).toBeVisible();
    await capture('sign-in-federation-link');
    await main.getByLabel('Password').fill(`not-${password}`);
    await main.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await capture('sign-in-federation-link-error');

    // Inside an app's embedded browser (the last step: the user agent holds from here on).
    await inEmbeddedBrowser(page);
    await page.goto(path('sign-in'));
    await page.waitForURL(/interaction=/);
    await expect(
      main.getByRole('region', { name: 'You are in another app’s browser' }),
    ).toBeVisible();
    await capture('sign-in-embedded-browser');
  },
};
