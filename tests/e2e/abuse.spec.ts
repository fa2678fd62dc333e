// Abuse protection in the browser (docs/abuse-protection.md), standalone and hosted: the proof of
// work solved for real (cheap in development), the tenant that chose Turnstile against its
// stand-in, sign-in's challenge after failures, breached passwords refused on sign-up, reset and
// change (HIBP range stand-in), and the notice after signing in with a breached password.
import type { Page, Request } from '@playwright/test';
import { expect, hostIndependent, test } from './fixtures';
import { confirmedAccount, fillSignIn, mailLink, openInApp, record } from './pages';

/** Seeded (dev-api/src/abuse/settings.ts): on the stand-in's breach list, signs in all the same. */
const breachedUser = { email: 'breached@example.com', password: 'Summer2024!' };
/** On the stand-in's list, and strong enough for the strength rule: only the breach check refuses it. */
const breachedStrong = 'Autumn-Leaves-1987';

function unique(label: string, project: string) {
  return `abuse-${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The body's `challenge`, decoded when it is ALTCHA's payload. */
function challengeOf(request: Request): {
  raw: string;
  altcha: { solution: { counter: number } } | null;
} {
  const raw = (request.postDataJSON() as { challenge?: string }).challenge ?? '';
  try {
    return { raw, altcha: JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) };
  } catch {
    return { raw, altcha: null };
  }
}

async function fillSignUp(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await main.getByLabel('Name').fill('Olga Lima');
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await main.getByRole('button', { name: 'Create account' }).click();
}

const signUps = (page: Page) =>
  record(page, (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/accounts');

test(
  'sign-up into a tenant that asks for it solves the proof of work, unseen',
  hostIndependent,
  async ({ page, accountPath }, info) => {
    const sent = signUps(page);
    await page.goto(`${accountPath('sign-up')}?whitelabel=acme&join=acme-demo-join`);
    await fillSignUp(page, unique('pow', info.project.name), 'violet-harbour-lantern-92');
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(sent).toHaveLength(1);
    const { altcha } = challengeOf(sent[0]!);
    // A real solution of the API's challenge (the API checked it: the sign-up went through).
    expect(typeof altcha?.solution.counter).toBe('number');
  },
);

test(
  'a breached password is refused on sign-up, on its field, with what was typed kept',
  hostIndependent,
  async ({ page, accountPath }, info) => {
    await page.goto(`${accountPath('sign-up')}?whitelabel=acme&join=acme-demo-join`);
    const email = unique('breached-sign-up', info.project.name);
    await fillSignUp(page, email, breachedStrong);
    const main = page.getByRole('main');
    const password = main.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAccessibleDescription(/appeared in a data breach/);
    await expect(password).toBeFocused();
    await expect(password).toHaveValue(breachedStrong);
    await expect(main.getByLabel('E-mail')).toHaveValue(email);
    // Another password, and the sign-up goes through (with a fresh challenge).
    await password.fill('violet-harbour-lantern-93');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  },
);

test(
  'recovery on a tenant that asks for it: the proof of work, then the link arrives',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath }, info) => {
    const account = await confirmedAccount(request, apiUrl, {
      name: 'Olga Lima',
      email: unique('recovery', info.project.name),
      password: 'violet-harbour-1987',
    });
    const sent = record(
      page,
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/accounts/password-reset',
    );
    await openInApp(page, `${accountPath('forgot-password')}?whitelabel=acme`);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(account.email);
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(main.getByText(/we sent it a link to reset the password/)).toBeVisible();
    expect(challengeOf(sent[0]!).altcha).not.toBeNull();
    expect(await mailLink(request, apiUrl, account.email, '/forgot-password')).toContain('token=');
  },
);

test(
  'after three failed sign-ins the next one solves a challenge and signs in',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath }, info) => {
    const account = await confirmedAccount(request, apiUrl, {
      name: 'Olga Lima',
      email: unique('threshold', info.project.name),
      password: 'violet-harbour-1987',
    });
    const logins = record(page, (r) => r.method() === 'POST' && r.url().endsWith('/login'));
    await page.goto(accountPath(''));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    for (let i = 0; i < 3; i++) {
      await fillSignIn(page, account.email, `wrong-password-${i}`);
      await expect(page.getByRole('alert')).toHaveText(/incorrect/);
    }
    await fillSignIn(page, account.email, account.password);
    // Signed in (a new account starts with onboarding).
    await expect(page.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
    // The fourth was refused for want of a challenge and sent again with a solved one.
    expect(logins).toHaveLength(5);
    expect(challengeOf(logins[3]!).raw).toBe('');
    expect(challengeOf(logins[4]!).altcha).not.toBeNull();
  },
);

test(
  'a breached password is refused on reset',
  hostIndependent,
  async ({ page, request, apiUrl, accountPath }, info) => {
    const account = await confirmedAccount(request, apiUrl, {
      name: 'Olga Lima',
      email: unique('breached-reset', info.project.name),
      password: 'violet-harbour-1987',
    });
    // Without a tenant the development API asks no challenge of a reset request.
    await request.post(`${apiUrl}/accounts/password-reset`, { data: { email: account.email } });
    const link = new URL(await mailLink(request, apiUrl, account.email, '/forgot-password'));
    await openInApp(page, `${accountPath('forgot-password')}${link.search}`);
    const main = page.getByRole('main');
    await main.getByLabel('New password').fill(breachedStrong);
    await main.getByLabel('Confirm password').fill(breachedStrong);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(main.getByLabel('New password')).toHaveAccessibleDescription(
      /appeared in a data breach/,
    );
    await expect(main.getByLabel('New password')).toHaveValue(breachedStrong);
  },
);

test(
  'signed in with a breached password: told so, and asked to change it; a breached one is refused',
  hostIndependent,
  async ({ page, accountPath }) => {
    await page.goto(accountPath(''));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, breachedUser.email, breachedUser.password);
    // Signed in, not locked out: the account, with the notice above it.
    const notice = page.getByRole('region', { name: 'Your password appeared in a data breach' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Change your password' }).click();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Current password')).toBeVisible();
    await main.getByLabel('Current password').fill(breachedUser.password);
    const newPassword = main.getByRole('textbox', { name: 'New password', exact: true });
    await newPassword.fill(breachedStrong);
    await main.getByLabel('Confirm new password').fill(breachedStrong);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(newPassword).toHaveAccessibleDescription(/appeared in a data breach/);
    await expect(notice).toBeVisible();
  },
);

test('a tenant that chose Turnstile: its widget (the stand-in) where the page allows its host', async ({
  page,
  accountPath,
}, info) => {
  const sent = signUps(page);
  await page.goto(`${accountPath('sign-up')}?whitelabel=umbrella&join=umbrella-demo-join`);
  await fillSignUp(page, unique('turnstile', info.project.name), 'violet-harbour-lantern-94');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const { raw, altcha } = challengeOf(sent[0]!);
  if (info.project.name === 'standalone') {
    // The deployment lists the stand-in's origin (config.json `challengeOrigins`, and the CSP).
    expect(raw).toMatch(/^XXXX\.DUMMY\.TOKEN\./);
  } else {
    // The host hands the remote no CAPTCHA origins: the proof of work, which the API accepts too.
    expect(altcha).not.toBeNull();
  }
});
