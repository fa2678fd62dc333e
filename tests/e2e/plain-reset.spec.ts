// forgot-password.html carries the screen's two forms, rendered at build time
// (scripts/prerender.ts): before the app's scripts have arrived they post as plain HTML forms to
// the API, which answers with a plain page of its own (dev-api/src/accounts/recovery-plain.ts).
// Here the app's scripts never arrive on those pages (page.route aborts them), as on a network
// that drops them; they are let through for the sign-in afterwards.
import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, test } from './fixtures';
import { confirmedAccount, fillSignIn, mailLink, unique } from './pages';
import { refuseTheApp } from './plain';

test.skip(({ accountBase }) => accountBase !== '', 'the standalone root’s page (a host has none)');

/** The plain pages go into docs/screens/ when asked (PLAIN_RESET_SCREENS=1). */
async function photograph(page: Page, name: string) {
  if (!process.env.PLAIN_RESET_SCREENS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `docs/screens/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

test('without the app: ask for a link, choose the new password, then sign in with it', async ({
  page,
  baseURL,
  request,
  apiUrl,
  accountPath,
}) => {
  const email = `plain-reset-${unique()}@example.com`;
  await confirmedAccount(request, apiUrl, {
    name: 'Rosa Lima',
    email,
    password: 'old-lighthouse-phrase-1',
  });
  const allowScripts = await refuseTheApp(page, baseURL!);
  await page.setViewportSize({ width: 320, height: 700 });

  // The request form, shown by the page itself (the app never arrives here).
  await page.goto(accountPath('forgot-password'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-early', '');
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();

  // The API's own page: the same for any address, a way to sign in.
  await expect(page).toHaveURL(`${apiUrl}/accounts/password-reset`);
  await expect(main.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  await expect(main).toContainText('If an account uses this address');
  await expectNoAxeProblems(page);
  await photograph(page, 'plain-reset-sent');

  // The mailed link: the new-password form before the app, its token in the form.
  await page.goto(await mailLink(request, apiUrl, email, '/forgot-password'));
  await expect(
    main.getByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeVisible();
  await main.getByLabel('New password').fill('new-lighthouse-phrase-2');
  await main.getByLabel('Confirm password').fill('new-lighthouse-phrase-3');
  await main.getByRole('button', { name: 'Reset password' }).click();

  // Typed differently: the API's form again, the reason on the field, no password written back.
  await expect(page).toHaveURL(`${apiUrl}/accounts/password-reset/confirm`);
  const confirm = main.getByLabel('Confirm password');
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
  await expect(confirm).toBeFocused();
  await expect(main.getByLabel('New password')).toHaveValue('');
  expect(await page.content()).not.toContain('new-lighthouse-phrase');
  await expectNoAxeProblems(page);
  await photograph(page, 'plain-reset-mismatch');

  await main.getByLabel('New password').fill('new-lighthouse-phrase-2');
  await confirm.fill('new-lighthouse-phrase-2');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    main.getByRole('heading', { name: 'Your password was changed', level: 1 }),
  ).toBeVisible();
  await expectNoAxeProblems(page);
  await photograph(page, 'plain-reset-done');

  // The app again: its link to sign in, with the new password.
  await allowScripts();
  await main.getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, email, 'new-lighthouse-phrase-2');
  await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
});

test('in the visitor’s language: the page’s form and the API’s answer alike', async ({
  page,
  baseURL,
  accountPath,
  apiUrl,
}) => {
  await page.addInitScript(() => localStorage.setItem('account.language', 'pt-BR'));
  await refuseTheApp(page, baseURL!);
  await page.goto(accountPath('forgot-password'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Redefina sua senha', level: 1 })).toBeVisible();
  await main.getByLabel('E-mail').fill('not-an-address');
  await main.getByRole('button', { name: 'Enviar link de redefinição' }).click();

  // Refused: the form again in Portuguese, the address kept, the reason tied to the field.
  await expect(page).toHaveURL(`${apiUrl}/accounts/password-reset`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const field = main.getByLabel('E-mail');
  await expect(field).toHaveValue('not-an-address');
  await expect(field).toHaveAccessibleDescription(/Informe um endereço de e-mail válido/);
  await expectNoAxeProblems(page);
  await photograph(page, 'plain-reset-invalid');

  await field.fill(`nobody-${unique()}@example.com`);
  await main.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(main.getByRole('heading', { name: 'Verifique seu e-mail', level: 1 })).toBeVisible();
});
