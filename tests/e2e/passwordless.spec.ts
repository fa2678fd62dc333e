// Passwordless (docs/passwordless.md): signing in with a mailed code, the mailed link on the same
// browser and on another device (which is never signed in, while the first continues by itself),
// and a removed passkey refused with the WebAuthn Signal API told to forget it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import { appTookOver, fillSignIn, finishOnboarding, record, type Mail } from './pages';
import { virtualAuthenticator } from './passkeys';

/** The newest sign-in mail to `to`: its code (the subject's first word) and its link. */
async function signInMail(request: APIRequestContext, apiUrl: string, to: string) {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
        messages: Mail[];
      };
      mail = messages.filter((m) => m.to === to && / is your sign-in code$/.test(m.subject)).at(-1);
      return mail;
    })
    .toBeTruthy();
  return { code: mail!.subject.slice(0, 6), link: mail!.links[0]! };
}

/** From a guarded page of tenant acme (which turns e-mail codes on) to the code step. */
async function toCodeStep(page: Page, securityPath: string, email: string) {
  await page.goto(`${securityPath}?whitelabel=acme`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('button', { name: 'Email me a code' }).click();
  await expect(main.getByRole('heading', { name: 'Sign in with a code' })).toBeFocused();
  await expect(main.getByLabel('E-mail')).toHaveValue(email);
  // Acme asks for a challenge on e-mail-code requests (dev/seed.ts): the page solves the real
  // proof of work and sends it with the request, which the API checks.
  const asked = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/email-code$/.test(request.url()),
  );
  await main.getByRole('button', { name: 'Email me a code' }).click();
  expect((await asked).postDataJSON()).toMatchObject({
    email,
    whitelabel: 'acme',
    challenge: expect.any(String),
  });
  await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
}

/** CDP answers a credential id in base64; WebAuthn and the API speak base64url. */
function base64url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

test.describe('passwordless', hostIndependent, () => {
  test('a mailed code signs in; a wrong one is said on the field, which keeps it', async ({
    page,
    request,
    apiUrl,
    accountPath,
  }) => {
    const { email } = await newUser(request, apiUrl, 'code');
    await toCodeStep(page, accountPath('security'), email);
    await expectNoAxeProblems(page);
    const { code } = await signInMail(request, apiUrl, email);
    const main = page.getByRole('main');
    const field = main.getByLabel('Code from the e-mail');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      main.getByText('This code is not right. Check the e-mail and try again.'),
    ).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(wrong);
    await field.fill(code);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    // The session says how it signed in (not "method not recorded").
    await page.goto(accountPath('sessions'));
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await expect(sessions.getByRole('listitem')).toContainText(
      'Signed in with a code sent by e-mail',
    );
  });

  test('the link on the same browser: a press, and the tab that asked is signed in', async ({
    page,
    context,
    request,
    apiUrl,
    accountPath,
  }) => {
    const { email } = await newUser(request, apiUrl, 'link-same');
    await toCodeStep(page, accountPath('security'), email);
    const { link } = await signInMail(request, apiUrl, email);
    const tab = await context.newPage();
    await tab.goto(link);
    await tab.getByRole('button', { name: 'Continue signing in' }).click();
    await expect(tab.getByRole('heading', { name: 'Go back to your first tab' })).toBeVisible();
    await expectNoAxeProblems(tab);
    // Nothing typed in the first tab: it goes on by itself.
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  });

  test('the link on another device: that browser is not signed in, the first continues by itself', async ({
    page,
    browser,
    request,
    apiUrl,
    accountPath,
  }, info) => {
    const { email } = await newUser(request, apiUrl, 'link-other');
    await toCodeStep(page, accountPath('security'), email);
    const { link } = await signInMail(request, apiUrl, email);

    const phone = await browser.newContext({ baseURL: info.project.use.baseURL });
    try {
      const other = await phone.newPage();
      await other.goto(link);
      // Opening alone does nothing: the first device still waits.
      await expect(other.getByRole('button', { name: 'Continue signing in' })).toBeVisible();
      await other.getByRole('button', { name: 'Continue signing in' }).click();
      await expect(
        other.getByRole('heading', { name: 'Go back to your first device' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
      // The phone holds no session: its guarded pages ask it to sign in.
      await other.goto(accountPath('security'));
      await expect(other.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
      // And the spent link says so.
      await other.goto(link);
      await other.getByRole('button', { name: 'Continue signing in' }).click();
      await expect(other.getByText(/already used or has expired/)).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('passkey-first sign-up: the address proven by a code, the passkey made, then it signs in with no password and adds one later, keeping the passkey', async ({
    page,
    request,
    apiUrl,
    accountPath,
  }) => {
    // No passkey autofill: the virtual authenticator would answer it by itself, racing the button.
    await page.context().addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
        configurable: true,
        value: async () => false,
      });
    });
    await virtualAuthenticator(page);
    const email = `passkey-first.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(accountPath('sign-up'));
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Create an account with a passkey instead' }).click();
    await expect(
      main.getByRole('heading', { name: 'Create an account with a passkey' }),
    ).toBeVisible();
    await main.getByLabel('Name').fill('Ana Lima');
    await main.getByLabel('E-mail').fill(email);
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Email me a code' }).click();
    await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    let code = '';
    await expect
      .poll(async () => {
        const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
          messages: Mail[];
        };
        code = messages.find((m) => m.to === email)?.subject.slice(0, 6) ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await main.getByLabel('Code from the e-mail').fill(code);
    await main.getByRole('button', { name: 'Create my passkey' }).click();
    await expect(main.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/interaction=/);
    await appTookOver(page);
    await main.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // A new account: onboarding first.
    await finishOnboarding(page);

    // A password added later, on the security screen, with no current one; the passkey stays.
    await page.goto(accountPath('security'));
    const password = page.getByRole('region', { name: 'Password' });
    await expect(password.getByText(/You sign in without a password/)).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveCount(0);
    await password.getByLabel('New password', { exact: true }).fill('violet-harbour-1987');
    await password.getByLabel('Confirm new password').fill('violet-harbour-1987');
    await password.getByRole('button', { name: 'Add a password' }).click();
    await expect(password.getByRole('status')).toContainText('Your password was added.');
    await expect(password.getByLabel('Current password')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(
      1,
    );
  });

  test('after a password sign-in the browser is asked for a conditional create first; held without an answer (no password manager here), the offer card follows', async ({
    page,
    request,
    apiUrl,
    accountPath,
  }) => {
    const { email, password } = await newUser(request, apiUrl, 'conditional');
    await virtualAuthenticator(page);
    const options = record(page, (r) =>
      r.url().endsWith('/users/me/passkeys/registration-options'),
    );
    await page.goto(accountPath('sign-in'));
    // Asked once the authority has sent the browser back: asked during that redirect, the page
    // that would answer is already gone.
    await page.waitForURL(/interaction=/);
    // Chromium's headless shell says conditionalCreate; its virtual authenticator plays no
    // password manager, so the silent request gets no answer (docs/passwordless.md).
    expect(
      await page.evaluate(
        async () => (await PublicKeyCredential.getClientCapabilities()).conditionalCreate,
      ),
    ).toBe(true);
    await fillSignIn(page, email, password);
    await finishOnboarding(page);
    const offer = page.getByRole('region', { name: 'Sign in faster next time' });
    await expect(offer.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    // The silent attempt came first (its options), then the card.
    expect(options).toHaveLength(1);
  });

  test('a removed passkey is refused, and the passkey manager is told to forget it (Signal API)', async ({
    page,
    browser,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }, info) => {
    test.setTimeout(90_000);
    const user = await newUser(request, apiUrl, 'signal');
    await signedIn(accountPath('security'), user);
    const authenticator = await virtualAuthenticator(page);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('status')).toHaveText('Passkey added.');
    const credentials = await authenticator.credentials();
    const name = (await section.getByRole('listitem').locator('p').first().textContent())!;
    await section.getByRole('button', { name: `Remove ${name}` }).click();
    await section.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

    // Another browser that still holds the passkey; the Signal API recorded at its boundary
    // (Chromium's virtual authenticator does not show what a manager was told).
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    try {
      await other.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { signalCalls: calls });
        Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
          configurable: true,
          value: async () => false,
        });
        Object.defineProperty(PublicKeyCredential, 'signalUnknownCredential', {
          configurable: true,
          value: async (options: unknown) => void calls.push(options),
        });
      });
      const second = await other.newPage();
      await virtualAuthenticator(second, { credentials });
      await second.goto(accountPath('security'));
      await second.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await second
        .getByRole('main')
        .getByRole('button', { name: 'Sign in with a passkey' })
        .click();
      await expect(second.getByRole('alert')).toContainText('may have been removed');
      await expect
        .poll(() =>
          second.evaluate(() => (window as unknown as { signalCalls: unknown[] }).signalCalls),
        )
        .toEqual([{ rpId: 'localhost', credentialId: base64url(credentials[0]!.credentialId) }]);
    } finally {
      await other.close();
    }
  });
});
