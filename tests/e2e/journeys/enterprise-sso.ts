import { expect } from '../fixtures';
import { appTookOver } from '../pages';
import {
  addDomain,
  addSamlConnection,
  newOrganisationSso,
  publishAndVerify,
  SAML_IDP,
} from '../sso-admin';
import { type Journey, newUser } from './tools';

/**
 * Enterprise single sign-on's screens (docs/enterprise-sso.md): the organisation's SSO block
 * with a domain to prove and a SAML connection, the sign-in page offering the organisation's
 * sign-in from the address alone, and a refused sign-in said in the person's words; a tenant's
 * identifier-first sign-in page (the address alone, then the password step).
 */
export const enterpriseSsoJourneys: Record<string, Journey> = {
  async 'enterprise single sign-on'({ page, request, apiUrl, path, signedIn, capture }) {
    const owner = await newUser(request, apiUrl, 'sso-journey');
    await signedIn(path('organisations'), { email: owner.email, password: owner.password });
    const { sso } = await newOrganisationSso(page, 'Contoso');

    // A domain to prove (the TXT record shown) and a SAML connection, still off.
    const domain = `sso-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.example`;
    const added = await addDomain(sso, domain);
    const connection = await addSamlConnection(sso, 'Contoso IdP');
    await expect(connection.getByText('Off (test it, then turn it on)')).toBeVisible();
    await capture('enterprise-sso-admin');

    // Published at the DNS stand-in, verified, turned on: the domain now routes to the IdP.
    await publishAndVerify(request, added);
    // A test sign-in through the stand-in IdP: its result on the connection.
    await connection.getByRole('button', { name: 'Test sign-in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SAML_IDP}/`));
    await page.getByLabel('Work e-mail').fill(`it-admin@${domain}`);
    await page.getByLabel('Name').fill('IT Admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(connection.getByRole('heading', { name: 'Last test sign-in' })).toBeFocused();
    await capture('enterprise-sso-test-sign-in');

    await connection.getByRole('button', { name: 'Turn on' }).click();
    await expect(connection.getByRole('button', { name: 'Turn off' })).toBeVisible();

    // Signed out: the address alone offers the organisation's sign-in.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(path('sign-in'));
    await page.waitForURL(/interaction=/);
    await appTookOver(page);
    const form = page.getByRole('main');
    await form.getByLabel('E-mail').fill(`ana@${domain}`);
    await expect(form.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
    await capture('enterprise-sso-sign-in');

    // Back from the IdP refused: said in the person's words, with Start again.
    await page.goto(`${path('sign-in')}?ssoError=saml_status`);
    await expect(page.getByRole('alert')).toContainText('did not let you in');
    await capture('enterprise-sso-refused');
  },

  // Identifier first (docs/sign-in.md): initech's sign-in page starts with the address alone;
  // an address whose domain has no connection goes on to the password step, the address shown.
  async 'identifier-first sign-in'({ page, path, capture }) {
    await page.goto(`${path('sign-in')}?whitelabel=initech`);
    await page.waitForURL(/interaction=/);
    await appTookOver(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(main.getByLabel('Password')).toHaveCount(0);
    await capture('sign-in-identifier');

    await main.getByLabel('E-mail').fill('ana@example.com');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByLabel('Password')).toBeFocused();
    await expect(main.getByText('Signing in as ana@example.com.')).toBeVisible();
    await capture('sign-in-identifier-password');
  },
};
