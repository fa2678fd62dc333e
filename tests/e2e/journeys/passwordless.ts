import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { appTookOver, fillSignIn, finishOnboarding, type Mail } from '../pages';
import { virtualAuthenticator } from '../passkeys';
import { heading, type Journey, newUser } from './tools';

/** The newest mail to `to` whose subject starts with its code: the code and the first link. */
async function codeMail(request: APIRequestContext, apiUrl: string, to: string) {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
        messages: Mail[];
      };
      mail = messages.filter((m) => m.to === to && /^\d{6} /.test(m.subject)).at(-1);
      return mail;
    })
    .toBeTruthy();
  return { code: mail!.subject.slice(0, 6), link: mail!.links[0] };
}

/** From Acme's sign-in form (Acme turns e-mail codes on) to the step that asks for the address. */
async function askForCode(page: Page, path: (route: string) => string, email: string) {
  await page.goto(`${path('security')}?whitelabel=acme`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('button', { name: 'Email me a code' }).click();
  await expect(main.getByRole('heading', { name: 'Sign in with a code' })).toBeFocused();
}

/** Sends the code request (Acme's proof of work solved by the page) and waits for its step. */
async function sendCode(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Email me a code' }).click();
  await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
}

/**
 * Passwordless (docs/passwordless.md): the e-mail code's steps, the mailed link's page (asked,
 * confirmed, spent), passkey-first sign-up, and the passkey a password manager saved by itself
 * after a password sign-in (conditional create).
 */
export const passwordlessJourneys: Record<string, Journey> = {
  async 'passwordless: passkey-first sign-up'({ page, request, apiUrl, path, capture }) {
    // No passkey autofill on the sign-in form: the virtual authenticator would answer it by
    // itself.
    await page.context().addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
        configurable: true,
        value: async () => false,
      });
    });
    await virtualAuthenticator(page);
    const email = `passkey-first.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(path('sign-up'));
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Create an account with a passkey instead' }).click();
    await expect(heading(page, 'Create an account with a passkey')).toBeVisible();
    await main.getByLabel('Name').fill('Ana Lima');
    await main.getByLabel('E-mail').fill(email);
    await capture('passkey-sign-up');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Email me a code' }).click();
    await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await capture('passkey-sign-up-code');
    const { code } = await codeMail(request, apiUrl, email);
    await main.getByLabel('Code from the e-mail').fill(code);
    await main.getByRole('button', { name: 'Create my passkey' }).click();
    await expect(main.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await capture('passkey-sign-up-ready');
    // Signed in with the passkey, the security screen offers to add a password.
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/interaction=/);
    await appTookOver(page);
    await main.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await finishOnboarding(page);
    await page.goto(path('security'));
    const password = page.getByRole('region', { name: 'Password' });
    await expect(password.getByRole('button', { name: 'Add a password' })).toBeVisible();
    await capture('security-add-password');
  },

  async 'passwordless: a code by e-mail and its link'({ page, request, apiUrl, path, capture }) {
    const main = page.getByRole('main');
    // The link opened in this browser while the code step waits elsewhere: it confirms, and
    // says to go back to the first tab.
    const first = await newUser(request, apiUrl, 'journey-code');
    await askForCode(page, path, first.email);
    await capture('email-code-ask');
    await sendCode(page);
    await capture('email-code-check');
    const sent = await codeMail(request, apiUrl, first.email);
    const field = main.getByLabel('Code from the e-mail');
    const wrong = sent.code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      main.getByText('This code is not right. Check the e-mail and try again.'),
    ).toBeVisible();
    await expect(field).toBeFocused();
    await capture('email-code-wrong');
    await page.goto(sent.link!);
    const press = main.getByRole('button', { name: 'Continue signing in' });
    await expect(press).toBeVisible();
    await capture('email-link');
    await press.click();
    await expect(main.getByRole('heading', { name: 'Go back to your first tab' })).toBeVisible();
    await capture('email-link-confirmed');

    // Another person's code signs in; its link, opened after, is spent.
    const second = await newUser(request, apiUrl, 'journey-code-spent');
    await askForCode(page, path, second.email);
    await sendCode(page);
    const used = await codeMail(request, apiUrl, second.email);
    await main.getByLabel('Code from the e-mail').fill(used.code);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(heading(page, 'Security')).toBeVisible();
    await page.goto(used.link!);
    await main.getByRole('button', { name: 'Continue signing in' }).click();
    await expect(main.getByText(/already used or has expired/)).toBeVisible();
    await capture('email-link-spent');
  },

  async 'passwordless: the passkey a password manager saved'({
    page,
    request,
    apiUrl,
    path,
    capture,
  }) {
    // Chromium's virtual authenticator plays no password manager, so the silent request would
    // never be answered: here the conditional request is passed on as an ordinary one, which
    // the virtual authenticator answers, as a password manager that just filled the password
    // would (docs/passwordless.md).
    await page.context().addInitScript(() => {
      const create = navigator.credentials.create.bind(navigator.credentials);
      // `mediation` on create is newer than this TypeScript's DOM types.
      navigator.credentials.create = (
        options?: CredentialCreationOptions & { mediation?: string },
      ) => {
        if (options?.mediation !== 'conditional') return create(options);
        const ordinary = { ...options };
        delete ordinary.mediation;
        return create(ordinary);
      };
    });
    await virtualAuthenticator(page);
    const { email, password } = await newUser(request, apiUrl, 'journey-conditional');
    await page.goto(path('sign-in'));
    await fillSignIn(page, email, password);
    await finishOnboarding(page);
    await expect(
      page.getByText('Your password manager saved a passkey for this account', { exact: false }),
    ).toBeVisible();
    await capture('passkey-conditional-saved');
  },
};
