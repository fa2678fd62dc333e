import { expect, hostIndependent, test } from './fixtures';
import { confirmedAccount, fillSignIn, mailLink, openInApp, type Mail } from './pages';
import { turnOnTwoStep } from './two-step';
import { centreNavigation } from './centre';

const unique = (label: string, project: string) =>
  `${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('account lifecycle', () => {
  test('sign-up → confirmation link → sign in → account area with the new name', async ({
    page,
    accountPath,
    apiUrl,
    request,
  }, info) => {
    const email = unique('ana', info.project.name);
    await page.goto(accountPath('sign-up'));
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Ana Souza');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('violet-harbour-1987');
    await expect(main.getByText(/Weak|Fair|Strong|Very strong/)).toBeVisible();
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const link = await mailLink(request, apiUrl, email, '/confirm-account');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    expect(new URL(link).pathname).toBe(accountPath('confirm-account'));
    const confirm = page.getByRole('button', { name: 'Confirm my e-mail address' });
    await page.goto(link);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();

    // The same link again: already used.
    await page.goto(link);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();

    await page.goto(accountPath('sign-in'));
    await fillSignIn(page, email, 'violet-harbour-1987');

    // First run: onboarding, step by step, resumable after a reload.
    await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeFocused();
    await expect(main.getByText('Step 1 of 4')).toBeVisible();
    await main.getByLabel('Name').fill('Ana Clara Souza');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeFocused();
    // Choosing a language switches the screens to it at once.
    await main.getByRole('radio', { name: 'Português (Brasil)' }).check();
    await expect(page.getByRole('heading', { name: 'Escolha seu idioma' })).toBeVisible();
    await main.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await main.getByRole('button', { name: 'Voltar' }).click();
    await expect(main.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
    await main.getByRole('button', { name: 'Avançar' }).click();
    await main.getByRole('checkbox', { name: /Avise-me/ }).check();
    await main.getByRole('button', { name: 'Avançar' }).click();
    await main.getByRole('button', { name: 'Concluir' }).click();
    await expect(main.getByRole('checkbox', { name: /Aceito os termos/ })).toBeFocused();
    await main.getByRole('checkbox', { name: /Aceito os termos/ }).check();
    await main.getByRole('button', { name: 'Concluir' }).click();

    await expect(page.getByRole('heading', { name: 'Sua conta' })).toBeVisible();
    // The overview shows who is signed in.
    const shown = (text: string) => main.getByRole('paragraph').filter({ hasText: text });
    await expect(shown('Ana Clara Souza')).toBeVisible();
    await expect(shown(email)).toBeVisible();
    // The account's locale is the choice: the API has it (our e-mails use it).
    const profile = await page.evaluate(async (api) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const { access_token } = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
      const response = await fetch(`${api}/users/me`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      return (await response.json()) as { locale: string };
    }, apiUrl);
    expect(profile.locale).toBe('pt-BR');
  });

  test('edit name shows at once (and in the host header); change password', async ({
    page,
    accountPath,
    apiUrl,
    request,
    signedIn,
  }, info) => {
    const email = unique('dora', info.project.name);
    await confirmedAccount(request, apiUrl, {
      name: 'Dora',
      email,
      password: 'first-harbour-phrase',
    });
    await signedIn(accountPath(''), { email, password: 'first-harbour-phrase' });
    const main = page.getByRole('main');
    // Straight through onboarding.
    for (let i = 0; i < 3; i++) await main.getByRole('button', { name: 'Next' }).click();
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

    // The name is the profile's, the password the security section's (docs/account-centre.md).
    await centreNavigation(page).getByRole('link', { name: 'Profile' }).click();
    await main.getByLabel('Name').fill('Dora Lima');
    await main.getByRole('button', { name: 'Save name' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'Your name was saved.' }),
    ).toBeVisible();
    if (info.project.name === 'hosted') {
      await expect(page.getByRole('banner').getByLabel('Signed-in user')).toHaveText('Dora Lima');
    }

    await centreNavigation(page).getByRole('link', { name: 'Security' }).click();
    await main.getByLabel('Current password').fill('not-my-password');
    await main.getByLabel('New password', { exact: true }).fill('second-harbour-phrase');
    await main.getByLabel('Confirm new password').fill('second-harbour-phrase');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('This password is not correct.')).toBeVisible();
    await expect(main.getByLabel('Current password')).toBeFocused();
    await expect(main.getByLabel('New password', { exact: true })).toHaveValue(
      'second-harbour-phrase',
    );
    await main.getByLabel('Current password').fill('first-harbour-phrase');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText(/Your password was changed/)).toBeVisible();
    await centreNavigation(page).getByRole('link', { name: 'Profile' }).click();
    await page.reload();
    await expect(main.getByLabel('Name')).toHaveValue('Dora Lima');
  });

  test(
    'an unconfirmed account cannot sign in, and is told why',
    hostIndependent,
    async ({ page, accountPath, request, apiUrl }, info) => {
      const email = unique('bruno', info.project.name);
      const created = await request.post(`${apiUrl}/accounts`, {
        data: { name: 'Bruno', email, password: 'violet-harbour-1987', acceptedTerms: true },
      });
      expect(created.status()).toBe(202);
      await page.goto(accountPath('sign-in'));
      await fillSignIn(page, email, 'violet-harbour-1987');
      await expect(page.getByRole('alert')).toHaveText(/Confirm your e-mail address first/);
    },
  );

  test(
    'forgot password → link → new password; the old one stops working',
    hostIndependent,
    async ({ page, accountPath, apiUrl, request }, info) => {
      const email = unique('carla', info.project.name);
      await confirmedAccount(request, apiUrl, {
        name: 'Carla',
        email,
        password: 'old-harbour-phrase-1',
      });

      await openInApp(page, accountPath('forgot-password'));
      await page.getByRole('main').getByLabel('E-mail').fill(email);
      await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

      const link = await mailLink(request, apiUrl, email, '/forgot-password');
      await page.goto(link);
      await page.getByRole('main').getByLabel('New password').fill('new-harbour-phrase-2');
      await page.getByRole('main').getByLabel('Confirm password').fill('new-harbour-phrase-2');
      await page.getByRole('main').getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await fillSignIn(page, email, 'old-harbour-phrase-1');
      await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
      await page.getByRole('main').getByLabel('Password').fill('new-harbour-phrase-2');
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      // Signed in with the new password: a new account starts with onboarding.
      await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
    },
  );

  test(
    'an unknown e-mail gets the same answer, and no mail',
    hostIndependent,
    async ({ page, accountPath, apiUrl, request }, info) => {
      const email = unique('nobody', info.project.name);
      await openInApp(page, accountPath('forgot-password'));
      await page.getByRole('main').getByLabel('E-mail').fill(email);
      await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await expect(page.getByText(/If an account uses this address/)).toBeVisible();
      const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
        messages: Mail[];
      };
      expect(messages.filter((m) => m.to === email)).toEqual([]);
    },
  );
});

test.describe('push-token registration', () => {
  test('registers a native token once, on the press, then continues to href', async ({
    page,
    accountPath,
  }, info) => {
    const token = `fcm-${info.project.name}-${Date.now()}`;
    const target = accountPath('forbidden');
    const url = `${accountPath('register-token-fcm')}?${new URLSearchParams({ token, platform: 'android', href: target })}`;
    // Guarded: sign in first, and come back here with the query intact.
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, 'demo@example.com', 'Demo-Passw0rd!');
    const turnOn = page.getByRole('main').getByRole('button', { name: 'Turn on notifications' });
    await turnOn.click();
    await expect(page.getByRole('heading', { name: 'Notifications are on' })).toBeVisible();
    await page.waitForURL((u) => u.pathname === target);

    // The same token again: stored once, and said so.
    await page.goto(url);
    await turnOn.click();
    await expect(page.getByRole('heading', { name: 'Already registered' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === target);
  });
});

test.describe('expired links', () => {
  test(
    'an expired confirmation link explains itself and sends a new one',
    hostIndependent,
    async ({ page, apiUrl, request }, info) => {
      const email = unique('eva', info.project.name);
      await request.post(`${apiUrl}/accounts`, {
        data: { name: 'Eva', email, password: 'violet-harbour-1987', acceptedTerms: true },
      });
      const link = await mailLink(request, apiUrl, email, '/confirm-account');
      // Fault injection: the authority answers as it does 24 h later.
      await page.route(`${apiUrl}/accounts/confirm`, (route) =>
        route.fulfill({ status: 410, json: { error: 'token_expired', message: 'expired' } }),
      );
      await page.goto(link);
      await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
      await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      const main = page.getByRole('main');
      await main.getByLabel('E-mail').fill(email);
      await main.getByRole('button', { name: 'Send a new link' }).click();
      await expect(main.getByRole('status')).toHaveText(/a new link is on its way/);
      await expect
        .poll(async () => {
          const { messages } = (await (await request.get(`${apiUrl}/dev/outbox`)).json()) as {
            messages: Mail[];
          };
          return messages.filter(
            (m) => m.to === email && m.links.some((l) => l.includes('confirm-account')),
          ).length;
        })
        .toBe(2);
    },
  );
});

test("the account area shows the user's tenant; the language switch saves to the account", async ({
  page,
  accountPath,
  apiUrl,
  request,
  signedIn,
}, info) => {
  const email = unique('gil', info.project.name);
  await confirmedAccount(request, apiUrl, {
    name: 'Gil',
    email,
    password: 'violet-harbour-1987',
    tenantId: 'globex',
    joinCode: 'globex-demo-join',
  });
  await signedIn(accountPath(''), { email, password: 'violet-harbour-1987' });
  const main = page.getByRole('main');
  // Globex requires two-step verification: its setup comes first, then the rest.
  await turnOnTwoStep(page, { fromOverview: false });
  await main.getByRole('button', { name: 'I have saved them' }).click();
  await page.goto(accountPath(''));
  for (let i = 0; i < 3; i++) await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  // No ?whitelabel on this visit: the user's own tenant brands the page (standalone in the
  // centre's header, inside a host in the host's own).
  await expect(page.getByRole('img', { name: 'Globex' }).first()).toBeVisible();
  // The Language switch under the screen: the text changes, the account keeps the choice.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Español');
  await expect(page.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu idioma se guardó en tu cuenta.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  // A new device (no choice saved there) takes the account's language once signed in.
  await page.evaluate(() => localStorage.removeItem('account.language'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
});
