// Identifier-first sign-in (docs/sign-in.md, "Identifier first") in the browser, against the
// real dev API: the seeded tenant initech turns it on. Its sign-in page starts with the address
// alone; an address without a connection goes on to the password step (the address shown, the
// password manager's hidden username) and signs in; an address whose domain an organisation has
// proved and connected goes straight to the stand-in SAML IdP ("Example SAML IdP", port 4004).
import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import { appTookOver, confirmedAccount, finishOnboarding, signedOutPage, unique } from './pages';
import { addSamlConnection, newOrganisationSso, proveDomain, SAML_IDP } from './sso-admin';

const password = 'violet-harbour-1987';

/** Initech's sign-in page, its first step shown (the tenant is known once the app arrives). */
async function openIdentifierFirst(page: Page, signInPath: string) {
  await page.goto(`${signInPath}?whitelabel=initech`);
  await page.waitForURL(/interaction=/);
  await appTookOver(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(main.getByLabel('Password')).toHaveCount(0);
  return main;
}

test.describe('identifier-first sign-in', hostIndependent, () => {
  test('the address alone, Continue, then the password step with the address shown: signed in', async ({
    browser,
    request,
    apiUrl,
    accountPath,
  }, info) => {
    const account = await confirmedAccount(request, apiUrl, {
      name: 'Rui Lopes',
      email: `rui.${unique()}@example.com`,
      password,
    });
    const page = await signedOutPage(browser, info.project.use.baseURL);
    const main = await openIdentifierFirst(page, accountPath('sign-in'));
    // Keyboard only: the address, Enter.
    await main.getByLabel('E-mail').fill('someone-else@example.com');
    await main.getByLabel('E-mail').press('Enter');
    await expect(main.getByLabel('Password')).toBeFocused();
    await expect(main.getByText('Signing in as someone-else@example.com.')).toBeVisible();
    await expectNoAxeProblems(page, { within: '[data-theme]' });

    // Another address: back with the one typed, then on again.
    await main.getByRole('button', { name: 'Use another e-mail address' }).click();
    const field = main.getByLabel('E-mail');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('someone-else@example.com');
    await field.fill(account.email);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByLabel('Password')).toBeFocused();
    // The password manager's username, in the password's form.
    await expect(
      main.locator('form:has(input[type="password"]) input[autocomplete="username"]'),
    ).toHaveValue(account.email);
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await finishOnboarding(page);
    await page.context().close();
  });

  test("an address whose domain has a connection goes straight to the organisation's IdP", async ({
    page,
    browser,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const domain = `idfirst-${unique()}.example`;
    const owner = await newUser(request, apiUrl, 'idfirst-owner');
    await signedIn(accountPath('organisations'), { email: owner.email, password });
    const { sso } = await newOrganisationSso(page);
    // The domain, proven at the DNS stand-in; the SAML connection from the IdP's metadata URL.
    await proveDomain(sso, request, domain);
    const connection = await addSamlConnection(sso, 'Example SAML IdP');
    await connection.getByRole('button', { name: 'Turn on' }).click();
    await expect(connection.getByRole('button', { name: 'Turn off' })).toBeVisible();

    // Signed out, on initech's page: the address and Continue lead to the IdP, no password.
    const person = `lia.${unique()}@${domain}`;
    const visitor = await signedOutPage(browser, info.project.use.baseURL);
    const form = await openIdentifierFirst(visitor, accountPath('sign-in'));
    await form.getByLabel('E-mail').fill(person);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(visitor).toHaveURL(new RegExp(`^${SAML_IDP}/`));
    await visitor.getByLabel('Work e-mail').fill(person);
    await visitor.getByLabel('Name').fill('Lia Souza');
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back signed in: a new account, through its onboarding.
    await finishOnboarding(visitor);
    await visitor.context().close();
  });
});
