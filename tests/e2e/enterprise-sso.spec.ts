// Enterprise single sign-on (docs/enterprise-sso.md) in the browser, standalone and inside the
// host demo, against the real dev API and its stand-ins "Example DNS" (panel on port 4003) and
// "Example SAML IdP" (port 4004): an owner proves a domain by publishing the TXT record on the
// DNS panel, adds a SAML connection from the IdP's metadata URL, runs a test sign-in through
// the IdP (its result shown back on the organisation's page) and turns it on; a signed-out
// person of that domain is offered single sign-on on the sign-in page by the address alone,
// signs in at the IdP and joins the organisation on the way (JIT); with "Require single sign-on"
// a password of that domain is refused and the person is sent to the IdP, an e-mail code is not
// mailed (the code form sends them to the IdP) and a password reset says there is none to reset.
// axe checks the block.
import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import {
  appTookOver,
  confirmedAccount,
  fillSignIn,
  openInApp,
  finishOnboarding,
  signedOutPage,
  unique,
} from './pages';
import {
  addDomain,
  addSamlConnection,
  DNS_PANEL,
  newOrganisationSso,
  OIDC_IDP,
  proveDomain,
  SAML_IDP,
} from './sso-admin';

const password = 'violet-harbour-1987';

/** The sign-in form of a new interaction (the page goes to the authority and back first). */
async function openSignIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/interaction=/);
  await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  await appTookOver(page); // the address's SSO check is the app's
}

/** At the stand-in IdP's own page: the person signs in there as `email`. */
async function atSamlIdp(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`^${SAML_IDP}/`));
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('enterprise single sign-on', hostIndependent, () => {
  test('an owner proves a domain and connects a SAML IdP; its people are sent there by their address, join on the way, and their password is refused once SSO is required', async ({
    page,
    browser,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }, info) => {
    test.setTimeout(180_000);
    const domain = `sso-${unique()}.example`;
    const owner = await newUser(request, apiUrl, 'sso-owner');
    // An account of that domain made before the connection: it keeps its password until SSO is
    // required.
    const pat = await confirmedAccount(request, apiUrl, {
      name: 'Pat Silva',
      email: `pat@${domain}`,
      password,
    });

    // The owner: an organisation, then its single sign-on block.
    await signedIn(accountPath('organisations'), { email: owner.email, password });
    const { sso, name } = await newOrganisationSso(page);
    await expect(sso.getByRole('heading', { name: 'Single sign-on', level: 3 })).toBeVisible();

    // The domain: the TXT record to publish, not found before it is published.
    const {
      domains,
      row,
      record: { name: recordName, value: recordValue },
    } = await addDomain(sso, domain);
    await expect(
      row.getByText('Not verified: publish this DNS record, then verify.'),
    ).toBeVisible();
    await expect(row.getByText(recordName, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByRole('alert')).toHaveText(/The TXT record was not found yet/);
    await expectNoAxeProblems(page, { within: '[data-theme]' });

    // Published on the stand-in DNS's panel (another site: a browser of its own), and seen in
    // its list before Verify is pressed. The panel's Publish is a form post: the click does not
    // wait for its answer when the navigation is noticed late, so closing the panel at once could
    // drop the record, and the second Verify would then meet "not found yet" again.
    const dnsHost = await browser.newContext();
    const panel = await dnsHost.newPage();
    await panel.goto(DNS_PANEL);
    await panel.getByLabel('Name').fill(recordName);
    await panel.getByLabel('TXT value').fill(recordValue);
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(
      panel.getByRole('listitem').filter({ hasText: `${recordName} TXT "${recordValue}"` }),
    ).toBeVisible();
    await dnsHost.close();
    // The real lookup finds it.
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(domains.getByRole('listitem').filter({ hasText: domain })).toContainText(
      'Verified',
    );

    // The connection, from the IdP's metadata URL: off until turned on.
    const connection = await addSamlConnection(sso, 'Example SAML IdP');
    await expect(connection.getByText('Off (test it, then turn it on)')).toBeVisible();
    await expect(connection.getByText(/\/acs$/)).toBeVisible();
    await connection.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(connection.getByRole('status')).toHaveText('The configuration works.');
    // A test sign-in before turning it on: a round trip through the IdP that reports on this
    // page (the identity received) and signs nobody in.
    const tester = `it-admin.${unique()}@${domain}`;
    await connection.getByRole('button', { name: 'Test sign-in' }).click();
    await atSamlIdp(page, tester, 'IT Admin');
    await expect(connection.getByRole('heading', { name: 'Last test sign-in' })).toBeFocused();
    await expect(connection).toContainText(`It works: your identity provider signed in ${tester}.`);
    await expect(page).not.toHaveURL(/ssoTest=/);
    await expect(connection.getByText('Off (test it, then turn it on)')).toBeVisible();
    await connection.getByRole('button', { name: 'Turn on' }).click();
    await expect(connection.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await expect(connection).not.toContainText('Off (test it, then turn it on)');

    // Just-in-time membership.
    const rules = sso.getByRole('region', { name: 'Sign-in rules' });
    await rules.getByRole('checkbox', { name: /Add people of our domains/ }).check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(rules.getByRole('status')).toHaveText('Saved.');
    await expectNoAxeProblems(page, { within: '[data-theme]' });

    // A new person of that domain, signed out: the address alone finds the IdP.
    const newcomer = `ines.${unique()}@${domain}`;
    const visitor = await signedOutPage(browser, info.project.use.baseURL);
    await openSignIn(visitor, accountPath('sign-in'));
    const form = visitor.getByRole('main');
    await form.getByLabel('E-mail').fill(newcomer);
    await expect(
      form.getByText('Your organisation signs in with its own identity provider.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await atSamlIdp(visitor, newcomer, 'Inês Costa');
    // A new account: through the terms and the onboarding, as after any first federated sign-in.
    await finishOnboarding(visitor);
    await visitor.goto(accountPath('organisations'));
    await expect(
      visitor.getByRole('main').getByRole('button', { name: `Members and invitations of ${name}` }),
    ).toBeVisible();
    await visitor.context().close();

    // Single sign-on required: Pat's password is refused and Pat is sent to the IdP.
    await rules.getByRole('checkbox', { name: /Require single sign-on/ }).check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(rules.getByRole('status')).toHaveText('Saved.');
    const patPage = await signedOutPage(browser, info.project.use.baseURL);
    await openSignIn(patPage, accountPath('sign-in'));
    await patPage.getByRole('main').getByLabel('E-mail').fill(pat.email);
    await expect(
      patPage.getByRole('main').getByText(/requires signing in with its own identity provider/),
    ).toBeVisible();
    await fillSignIn(patPage, pat.email, password);
    await atSamlIdp(patPage, pat.email, 'Pat Silva');
    // The existing account, linked to the IdP's identity (the organisation proved the domain):
    // signed in, at its onboarding (never finished) or its home.
    await expect(patPage).toHaveURL(new RegExp(`^${info.project.use.baseURL}`));
    await expect(
      patPage.getByRole('heading', { name: /^(Your account|Is this your name\?)$/, level: 1 }),
    ).toBeVisible();
    await patPage.context().close();

    // No e-mail code for the domain (none is mailed): the code form says why, in the sign-in
    // page's words, and continues to the IdP. Tenant acme turns e-mail codes on.
    const coder = await signedOutPage(browser, info.project.use.baseURL);
    await coder.goto(`${accountPath('security')}?whitelabel=acme`);
    await coder.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const codeForm = coder.getByRole('main');
    await expect(codeForm.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await codeForm.getByLabel('E-mail').fill(pat.email);
    await codeForm.getByRole('button', { name: 'Email me a code' }).click();
    await expect(codeForm.getByRole('heading', { name: 'Sign in with a code' })).toBeFocused();
    await codeForm.getByRole('button', { name: 'Email me a code' }).click();
    await expect(codeForm.getByRole('alert')).toContainText(
      'Your organisation requires signing in with its own identity provider',
    );
    await expectNoAxeProblems(coder, { within: '[data-theme]' });
    await codeForm.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await atSamlIdp(coder, pat.email, 'Pat Silva');
    await expect(coder).toHaveURL(new RegExp(`^${info.project.use.baseURL}`));
    await coder.context().close();

    // No reset link either: the form says there is no password to reset, and offers Sign in.
    const forgetful = await signedOutPage(browser, info.project.use.baseURL);
    await openInApp(forgetful, accountPath('forgot-password'));
    await forgetful.getByRole('main').getByLabel('E-mail').fill(pat.email);
    await forgetful.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgetful.getByRole('main').getByRole('alert')).toContainText(
      'there is no password to reset here',
    );
    await expect(
      forgetful.getByRole('main').getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
    await expectNoAxeProblems(forgetful, { within: '[data-theme]' });
    await forgetful.context().close();
  });
});

test.describe('enterprise single sign-on over OpenID Connect', hostIndependent, () => {
  test("an owner connects the company's OIDC provider; a person of the domain is sent there by the address and comes back signed in", async ({
    page,
    browser,
    request,
    apiUrl,
    accountPath,
    signedIn,
  }, info) => {
    test.setTimeout(120_000);
    const domain = `oidc-${unique()}.example`;
    const owner = await newUser(request, apiUrl, 'oidc-owner');
    await signedIn(accountPath('organisations'), { email: owner.email, password });
    const { sso } = await newOrganisationSso(page);
    // The domain, proven at the DNS stand-in.
    await proveDomain(sso, request, domain);

    // The OIDC connection: issuer, client id and secret; its discovery document is fetched.
    const connections = sso.getByRole('region', { name: 'Connections' });
    const oidcForm = connections
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add OpenID Connect connection' }) });
    await oidcForm.getByLabel('Name').fill('Example Workforce ID');
    await oidcForm.getByLabel('Issuer').fill(OIDC_IDP);
    await oidcForm.getByLabel('Client ID').fill('account-workforce');
    await oidcForm.getByLabel('Client secret').fill('example-workforce-dev-secret-not-a-secret');
    await oidcForm.getByRole('button', { name: 'Add OpenID Connect connection' }).click();
    const connection = connections
      .getByRole('listitem')
      .filter({ hasText: 'Example Workforce ID' });
    await expect(connection.getByText(/\/auth\/federation\/sso-.+\/callback$/)).toBeVisible();
    await connection.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(connection.getByRole('status')).toHaveText('The configuration works.');
    // A test sign-in before turning it on: through the provider's own pages and back here, with
    // the identity received and the claims its ID token carried; nobody is signed in.
    const tester = `it-admin.${unique()}@${domain}`;
    await connection.getByRole('button', { name: 'Test sign-in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${OIDC_IDP}/`));
    await page.locator('input[name="login"]').fill(tester);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(connection.getByRole('heading', { name: 'Last test sign-in' })).toBeFocused();
    await expect(connection).toContainText(`It works: your identity provider signed in ${tester}.`);
    await expect(
      connection.getByRole('term').filter({ hasText: /^email_verified$/ }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/ssoTest=/);
    await expect(connection.getByText('Off (test it, then turn it on)')).toBeVisible();
    await connection.getByRole('button', { name: 'Turn on' }).click();
    await expect(connection.getByRole('button', { name: 'Turn off' })).toBeVisible();
    // Its directory requires a second factor of everyone: the organisation trusts that.
    await expect(connection.getByText(/multi-factor sign-in is not counted here/)).toBeVisible();
    await connection.getByRole('button', { name: 'Trust its multi-factor sign-in' }).click();
    await expect(
      connection.getByRole('button', { name: 'Stop trusting its multi-factor sign-in' }),
    ).toBeVisible();

    // A new person of the domain, signed out: the address alone sends them to the provider.
    const person = `kai.${unique()}@${domain}`;
    const visitor = await signedOutPage(browser, info.project.use.baseURL);
    await openSignIn(visitor, accountPath('sign-in'));
    const form = visitor.getByRole('main');
    await form.getByLabel('E-mail').fill(person);
    await form.getByRole('button', { name: 'Continue with single sign-on' }).click();
    // The provider's own (development) sign-in page, then its consent page.
    await expect(visitor).toHaveURL(new RegExp(`^${OIDC_IDP}/`));
    await visitor.locator('input[name="login"]').fill(person);
    await visitor.locator('input[name="password"]').fill('any');
    await visitor.getByRole('button', { name: 'Sign-in' }).click();
    // The app's code exchange: its ID token says how the person signed in at the provider.
    const exchanged = visitor.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/token') &&
        (response.request().postData() ?? '').includes('grant_type=authorization_code'),
    );
    await visitor.getByRole('button', { name: 'Continue' }).click();
    const { id_token: idToken } = (await (await exchanged).json()) as { id_token: string };
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { amr?: string[] };
    expect(claims.amr).toEqual(['fed', 'pwd', 'mfa']);
    // Back signed in: a new account, through the onboarding, as after any first SSO sign-in.
    await finishOnboarding(visitor);
    await expect(visitor.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await visitor.context().close();
  });
});
