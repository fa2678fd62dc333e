import { expect } from '../fixtures';
import { confirmedAccount, mailLink, unique } from '../pages';
import { heading, type Journey } from './tools';

const password = 'violet-harbour-1987';

/**
 * Organisations (docs/organisations.md): onboarding's step for a tenant whose people work in
 * teams (initech), the section's list, one organisation (members, invitations, name and logo,
 * activity), `forbidden` with its reason, an invitation opened by another account and by the
 * signed-out invitee, whose sign-up the invitation confirms.
 */
export const organisationJourneys: Record<string, Journey> = {
  async organisations({ page, request, apiUrl, path, signedIn, capture }) {
    const user = await confirmedAccount(request, apiUrl, {
      name: 'Olga Lima',
      email: `olga.team.${unique()}@example.com`,
      password,
      tenantId: 'initech',
      joinCode: 'initech-demo-join',
    });
    await signedIn(path(''), user);
    const main = page.getByRole('main');
    for (const step of ['Is this your name?', 'Choose your language', 'Notifications']) {
      await expect(heading(page, step)).toBeVisible();
      await main.getByRole('button', { name: 'Next' }).click();
    }
    await expect(heading(page, 'Create or join an organisation')).toBeFocused();
    await capture('onboarding-organisation');
    const name = 'Lima Studio';
    await main.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // Unique in the tenant across runs; the screens show the name.
    await main.getByRole('textbox', { name: 'Short name', exact: true }).fill(`lima-${unique()}`);
    await main.getByRole('button', { name: 'Create organisation' }).click();
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Finish' }).click();
    await expect(heading(page, 'Your account')).toBeVisible();

    await page.goto(path('organisations'));
    await expect(heading(page, 'Organisations')).toBeVisible();
    await expect(main.getByText('Active: you work in this organisation')).toBeVisible();
    await capture('organisations');

    await main.getByRole('button', { name: `Members and invitations of ${name}` }).click();
    await expect(main.getByRole('heading', { name, level: 2 })).toBeFocused();
    const invitee = `carla.${unique()}@example.com`;
    const invitations = main.getByRole('region', { name: 'Invitations' });
    await invitations.getByLabel('Their e-mail address').fill(invitee);
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invitations.getByRole('list', { name: 'Pending invitations' })).toBeVisible();
    const settings = main.getByRole('region', { name: 'Name and logo' });
    await settings.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Brasil`);
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await expect(settings.getByRole('status')).toHaveText('Your changes were saved.');
    const activity = main.getByRole('region', { name: 'Activity' });
    await expect(activity.getByText(/changed the organisation’s name/)).toBeVisible();
    await capture('organisation');

    // A page that needs an organisation's admin: the reason, and the way forward.
    await page.goto(`${path('forbidden')}?reason=role&role=billing`);
    await expect(heading(page, 'Your role does not allow this')).toBeVisible();
    await capture('forbidden-organisation-role');

    // The invitation's page, opened by someone signed in with another address.
    const link = await mailLink(request, apiUrl, invitee, 'organisations/invitation');
    await page.goto(path('organisations/invitation') + new URL(link).search);
    await expect(main.getByText(`You are invited to join ${name} Brasil`)).toBeVisible();
    await capture('organisation-invitation-other-account');

    // The invitee, signed out in this browser (a fresh one: no session here, none at the
    // authority): the invitation, then the sign-up its own address needs no mail for.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(path('organisations/invitation') + new URL(link).search);
    await expect(main.getByRole('button', { name: 'Create an account to accept' })).toBeVisible();
    await capture('organisation-invitation');
    await main.getByRole('button', { name: 'Create an account to accept' }).click();
    await expect(main.getByLabel('E-mail')).toHaveValue(invitee);
    await main.getByLabel('Name', { exact: true }).fill('Carla Dias');
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Your account is ready')).toBeVisible();
    await capture('sign-up-invited');
  },
};
