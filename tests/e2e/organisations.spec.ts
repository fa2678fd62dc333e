// Organisations (docs/organisations.md) in the browser, standalone and inside the host demo:
// create one, invite an existing account and a new address, both accept through the invitation
// page (the new one signs up and in with the invited address filled in), a removed member is
// refused at their next call; the switch (the section's, or the host header's) renews the token
// and the host's own code hears it; `forbidden` says why and its way forward brings the person
// back. axe checks the new screens.
import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from './axe';
import { expect, hostIndependent, test } from './fixtures';
import { newUser } from './journeys';
import {
  confirmedAccount,
  fillSignIn,
  isTokenRequest,
  mailLink,
  record,
  signedOutPage,
  unique,
} from './pages';
import { createOrganisation } from './sso-admin';

const password = 'violet-harbour-1987';

/** The invitation link from the dev API's outbox, opened at this project's address of the page. */
async function openInvitation(
  page: Page,
  to: string,
  tools: { request: Page['request']; apiUrl: string; accountPath: (route: string) => string },
) {
  const link = await mailLink(tools.request, tools.apiUrl, to, 'organisations/invitation');
  await page.goto(tools.accountPath('organisations/invitation') + new URL(link).search);
}

test.describe('organisations', () => {
  test(
    'create, invite an account and a new address, both accept on a press; a removed member is refused at the next call',
    hostIndependent,
    async ({ page, browser, request, apiUrl, accountPath, signedIn }, info) => {
      test.setTimeout(180_000);
      const tools = { request, apiUrl, accountPath };
      const owner = await newUser(request, apiUrl, 'org-owner');
      const member = await newUser(request, apiUrl, 'org-member');
      const newcomer = `org-new.${unique()}@example.com`;

      await signedIn(accountPath('organisations'), { email: owner.email, password });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Organisations', level: 1 })).toBeVisible();
      const name = await createOrganisation(page);
      await main.getByRole('button', { name: `Members and invitations of ${name}` }).click();
      await expect(main.getByRole('heading', { name, level: 2 })).toBeFocused();

      const invitations = main.getByRole('region', { name: 'Invitations' });
      for (const [email, role] of [
        [member.email, 'Admin'],
        [newcomer, 'Member'],
      ] as const) {
        await invitations.getByLabel('Their e-mail address').fill(email);
        await invitations.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
        await invitations.getByRole('button', { name: 'Send invitation' }).click();
        await expect(
          invitations.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
        ).toBeVisible();
      }
      const pending = invitations.getByRole('list', { name: 'Pending invitations' });
      await expect(pending.getByRole('listitem')).toHaveCount(2);
      await expectNoAxeProblems(page, { within: '[data-theme]' });

      // An existing account, signed in: the page says what Accept does; only the press joins.
      const memberPage = await signedOutPage(browser, info.project.use.baseURL);
      await signedIn(accountPath('organisations'), { email: member.email, password }, memberPage);
      await openInvitation(memberPage, member.email, tools);
      await expect(memberPage).toHaveURL(/\/organisations\/invitation$/);
      await expect(
        memberPage.getByText(`You are invited to join ${name} as Admin.`, { exact: false }),
      ).toBeVisible();
      await expectNoAxeProblems(memberPage, { within: '[data-theme]' });
      await memberPage.getByRole('button', { name: `Accept and join ${name}` }).click();
      await expect(memberPage.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible();

      // A new address: signs up with it filled in (confirmed by the invitation), signs in, accepts.
      const newcomerPage = await signedOutPage(browser, info.project.use.baseURL);
      await openInvitation(newcomerPage, newcomer, tools);
      await newcomerPage.getByRole('button', { name: 'Create an account to accept' }).click();
      await expect(newcomerPage.getByLabel('E-mail')).toHaveValue(newcomer);
      await newcomerPage.getByLabel('Name', { exact: true }).fill('Nina Costa');
      await newcomerPage.getByLabel('Password', { exact: true }).fill(password);
      await newcomerPage.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await newcomerPage.getByRole('button', { name: 'Create account' }).click();
      // The invitation proved the address: no confirmation mail to wait for.
      await expect(
        newcomerPage.getByRole('heading', { name: 'Your account is ready', level: 1 }),
      ).toBeVisible();
      await newcomerPage.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await expect(newcomerPage.getByRole('main').getByLabel('E-mail')).toHaveValue(newcomer);
      await fillSignIn(newcomerPage, newcomer, password);
      await newcomerPage.getByRole('button', { name: `Accept and join ${name}` }).click();
      await expect(newcomerPage.getByText(`You joined ${name} as Member.`)).toBeVisible();

      // The owner sees both; removes the admin, whose next call is refused.
      await page.reload();
      const members = main.getByRole('region', { name: 'Members' });
      await expect(members.getByText('Nina Costa', { exact: true })).toBeVisible();
      await memberPage.goto(accountPath('organisations'));
      await memberPage.getByRole('button', { name: `Members and invitations of ${name}` }).click();
      const memberInvitations = memberPage.getByRole('region', { name: 'Invitations' });
      await expect(memberInvitations.getByLabel('Their e-mail address')).toBeVisible();
      // Everything the admin's screen asks for has come back before the removal: the call under
      // test is the invitation below, not one of these arriving late (then refused: forbidden).
      await memberPage.waitForLoadState('networkidle');

      await members.getByRole('button', { name: `Remove ${member.name}` }).click();
      await members.getByRole('button', { name: 'Remove member' }).click();
      await expect(
        members.getByRole('status').filter({ hasText: `${member.name} was removed.` }),
      ).toBeVisible();

      await memberInvitations
        .getByLabel('Their e-mail address')
        .fill(`late.${unique()}@example.com`);
      await memberInvitations.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        memberPage.getByRole('heading', { name: 'Access denied', level: 1 }),
      ).toBeVisible();
      await expect(memberPage).toHaveURL(/\/forbidden$/);
    },
  );

  test('switch: the token is renewed and carries it, the host hears it; forbidden explains and its way forward comes back', async ({
    page,
    request,
    apiUrl,
    accountPath,
    accountBase,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const owner = await newUser(request, apiUrl, 'org-switch');
    await signedIn(accountPath('organisations'), { email: owner.email, password });
    const name = await createOrganisation(page);
    const refreshes = record(page, (r) => isTokenRequest(r, 'refresh_token'));

    if (accountBase === '') {
      // Standalone: a page of ours that needs an organisation is refused with its reason.
      await page.goto(
        accountPath(
          `forbidden?reason=organization&returnTo=${encodeURIComponent('/organisations')}`,
        ),
      );
      await expect(
        page.getByRole('heading', { name: 'This page belongs to an organisation' }),
      ).toBeVisible();
      await expectNoAxeProblems(page, { within: '[data-theme]' });
      await page.getByRole('button', { name: `Work in ${name} (Owner)` }).click();
      await expect(page).toHaveURL(/\/organisations$/);
      await expect(page.getByText('Active: you work in this organisation')).toBeVisible();
      expect(refreshes.length).toBeGreaterThan(0);
      return;
    }

    // Hosted: the host's Team page needs an organisation, and none is active yet.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'This page belongs to an organisation' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/forbidden\?/);
    await expect(page.getByLabel("Host's active organisation")).toHaveText('none');
    await expectNoAxeProblems(page, { within: '[data-theme]' });

    // The switcher in the host's header: the host's own code receives the change.
    const switcher = page.getByRole('button', { name: 'No organisation, switch organisation' });
    await switcher.click();
    await page
      .getByRole('list', { name: 'Organisation' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await expect(page.getByLabel('Host received')).toHaveText(`organization-changed: ${name}`);
    await expect(page.getByLabel("Host's active organisation")).toHaveText(`${name} (owner)`);
    await expect(page.getByRole('button', { name: `${name}, switch organisation` })).toBeFocused();
    expect(refreshes.length).toBeGreaterThan(0);

    // The refusal's way forward now leads back to the host's page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(page.getByRole('heading', { name: 'Team settings' })).toBeVisible();
  });

  test(
    'request access: a person asks by short name and is promised nothing; an admin lets them in',
    hostIndependent,
    async ({ page, browser, request, apiUrl, accountPath, signedIn }, info) => {
      test.setTimeout(120_000);
      const owner = await newUser(request, apiUrl, 'org-req-owner');
      const asker = await newUser(request, apiUrl, 'org-req-asker');
      await signedIn(accountPath('organisations'), { email: owner.email, password });
      const name = await createOrganisation(page);
      const slug = name.toLowerCase().replace(' ', '-');

      const askerPage = await signedOutPage(browser, info.project.use.baseURL);
      await signedIn(accountPath('forbidden?reason=organization'), asker, askerPage);
      const ask = askerPage.getByRole('region', { name: 'Ask to join an organisation' });
      for (const named of ['no-such-team', slug]) {
        await ask.getByRole('textbox', { name: 'Its short name' }).fill(named);
        await ask.getByRole('button', { name: 'Ask to join' }).click();
        // The same words whether or not the short name names an organisation.
        await expect(ask.getByRole('status')).toHaveText(
          `Asked. If ${named} is an organisation here, its admins now have your request; you will get an e-mail when one lets you in.`,
        );
      }

      const main = page.getByRole('main');
      await main.getByRole('button', { name: `Members and invitations of ${name}` }).click();
      const requests = main.getByRole('region', { name: 'Requests to join' });
      await expect(requests.getByText(asker.email, { exact: false })).toBeVisible();
      await expectNoAxeProblems(page, { within: '[data-theme]' });
      await requests.getByRole('button', { name: `Let ${asker.name} in` }).click();
      await expect(requests.getByRole('status')).toHaveText(`${asker.name} is now a member.`);
      await expect(requests.getByText('No one is asking to join.')).toBeVisible();

      await askerPage.goto(accountPath('organisations'));
      await expect(askerPage.getByRole('button', { name: `Work in ${name}` })).toBeVisible();
    },
  );

  test('a switch in one tab shows in the other tab at once, without a reload', async ({
    page,
    request,
    apiUrl,
    accountPath,
    accountBase,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const owner = await newUser(request, apiUrl, 'org-tabs');
    await signedIn(accountPath('organisations'), { email: owner.email, password });
    const name = await createOrganisation(page);
    const other = await page.context().newPage();
    await other.goto(accountPath('organisations'));
    await expect(other.getByRole('button', { name: `Work in ${name}` })).toBeVisible();

    await page.getByRole('button', { name: `Work in ${name}` }).click();
    await expect(page.getByText('Active: you work in this organisation')).toBeVisible();
    await expect(other.getByText('Active: you work in this organisation')).toBeVisible();
    await expect(other.getByRole('button', { name: `Work in ${name}` })).toBeHidden();
    if (accountBase !== '') {
      // The host's code in the other tab hears it too.
      await expect(other.getByLabel("Host's active organisation")).toHaveText(`${name} (owner)`);
    }
  });

  test(
    'onboarding for a tenant whose people work in teams: create the organisation, then work in it',
    hostIndependent,
    async ({ page, request, apiUrl, accountPath, signedIn }) => {
      test.setTimeout(120_000);
      const account = await confirmedAccount(request, apiUrl, {
        name: 'Ida Team',
        email: `org-onboarding.${unique()}@example.com`,
        password,
        tenantId: 'initech',
        joinCode: 'initech-demo-join',
      });
      await signedIn(accountPath(''), account);
      const main = page.getByRole('main');
      for (const step of ['Is this your name?', 'Choose your language', 'Notifications']) {
        await expect(main.getByRole('heading', { name: step, level: 1 })).toBeVisible();
        await main.getByRole('button', { name: 'Next' }).click();
      }
      await expect(
        main.getByRole('heading', { name: 'Create or join an organisation', level: 1 }),
      ).toBeFocused();
      await expect(main.getByText('Step 4 of 5')).toBeVisible();
      const name = `Team ${unique()}`;
      await main.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await main.getByRole('button', { name: 'Create organisation' }).click();
      await expect(main.getByRole('heading', { name: 'Terms of service', level: 1 })).toBeVisible();
      await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await main.getByRole('button', { name: 'Finish' }).click();
      await expect(main.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

      await page.goto(accountPath('organisations'));
      const yours = main.getByRole('region', { name: 'Your organisations' });
      await expect(yours.getByRole('heading', { name, level: 3 })).toBeVisible();
      await expect(yours.getByText('Active: you work in this organisation')).toBeVisible();
    },
  );
});
