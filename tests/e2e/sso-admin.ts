// The organisation's single sign-on block as its owner sets it up (docs/enterprise-sso.md), for
// the specs and the journey that need a proven domain and a connection before what they test.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { unique } from './pages';

/** The stand-ins (README, "Stand-ins"): the DNS panel, the SAML IdP, the OIDC IdP. */
export const DNS_PANEL = 'http://localhost:4003';
export const SAML_IDP = 'http://localhost:4004';
export const OIDC_IDP = 'http://localhost:4005';

/** Creates an organisation from the section (signed in, on it); returns its name. */
export async function createOrganisation(page: Page, prefix = 'Team'): Promise<string> {
  const name = `${prefix} ${unique()}`;
  const form = page.getByRole('region', { name: 'Create an organisation' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create organisation' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: `${name} was created. You are its owner.` }),
  ).toBeVisible();
  return name;
}

/** A new organisation's single sign-on block, opened on the organisations page, and its name. */
export async function newOrganisationSso(page: Page, prefix = 'Corp') {
  const main = page.getByRole('main');
  const name = await createOrganisation(page, prefix);
  await main.getByRole('button', { name: `Members and invitations of ${name}` }).click();
  return { sso: main.getByRole('region', { name: 'Single sign-on' }), name };
}

/** Adds `domain` to the block: its row and the TXT record it asks to publish. */
export async function addDomain(sso: Locator, domain: string) {
  const domains = sso.getByRole('region', { name: 'Domains' });
  await domains.getByLabel('Domain', { exact: true }).fill(domain);
  await domains.getByRole('button', { name: 'Add domain' }).click();
  const row = domains.getByRole('listitem').filter({ hasText: domain });
  const record = {
    domain,
    name: `_account-verification.${domain}`,
    value: (await row.getByText(/^account-verification=/).textContent())!,
  };
  return { domains, row, record };
}

/**
 * Publishes an added domain's record at the DNS stand-in (its panel's form, posted directly: the
 * panel in a browser is the SAML spec's), then Verify: the real lookup finds it.
 */
export async function publishAndVerify(
  request: APIRequestContext,
  { domains, row, record }: Awaited<ReturnType<typeof addDomain>>,
) {
  const published = await request.post(`${DNS_PANEL}/records`, {
    form: { name: record.name, value: record.value },
  });
  expect(published.ok()).toBe(true);
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(domains.getByRole('listitem').filter({ hasText: record.domain })).toContainText(
    'Verified',
  );
}

/** Adds `domain` and proves it (publishAndVerify). */
export async function proveDomain(sso: Locator, request: APIRequestContext, domain: string) {
  await publishAndVerify(request, await addDomain(sso, domain));
}

/** Adds a SAML connection from the stand-in IdP's metadata URL (off until turned on). */
export async function addSamlConnection(sso: Locator, name: string): Promise<Locator> {
  const connections = sso.getByRole('region', { name: 'Connections' });
  const form = connections
    .locator('form')
    .filter({ has: sso.page().getByRole('button', { name: 'Add SAML connection' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Identity provider metadata URL').fill(`${SAML_IDP}/metadata`);
  await form.getByRole('button', { name: 'Add SAML connection' }).click();
  return connections.getByRole('listitem').filter({ hasText: name });
}
