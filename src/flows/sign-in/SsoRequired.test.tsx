// Enterprise SSO's enforcement on the password form (docs/enterprise-sso.md): a password refused
// with `sso_required` sends the browser to the organisation's identity provider; typing an address
// of a domain with SSO offers it before any password is sent; back from a failed organisation
// sign-in, its code is said.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SignInForm } from './SignInForm';
import SignInPage from './SignInPage';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const START = 'http://api.test/auth/oidc/interaction/uid-1/sso/sso-0123456789abcdef';

it('a password refused with sso_required goes to the start URL', async () => {
  mockFetch((url) =>
    url.endsWith('/auth/sso/discovery')
      ? { body: { sso: false } }
      : {
          status: 403,
          body: {
            error: 'sso_required',
            message: 'Your organisation requires signing in with its identity provider.',
            startUrl: START,
          },
        },
  );
  const user = userEvent.setup();
  renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
  await user.type(screen.getByLabelText('E-mail'), 'ana@contoso.example');
  await user.type(screen.getByLabelText('Password'), 'secret-phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(leavePage).toHaveBeenCalledWith(START));
});

it('an address of a domain with SSO is offered its organisation sign-in', async () => {
  mockFetch((url) =>
    url.endsWith('/auth/sso/discovery')
      ? { body: { sso: true, enforced: false, startUrl: START } }
      : { status: 404, body: { error: 'not_found', message: 'x' } },
  );
  const user = userEvent.setup();
  renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
  await user.type(screen.getByLabelText('E-mail'), 'ana@contoso.example');
  await user.click(await screen.findByRole('button', { name: 'Continue with single sign-on' }));
  expect(leavePage).toHaveBeenCalledWith(START);
});

describe('back from an organisation sign-in that failed (ssoError)', () => {
  function api() {
    mockFetch((url) => {
      const path = new URL(url).pathname;
      if (path.endsWith('/details')) return { body: { uid: 'uid-1', prompt: 'login' } };
      if (path.endsWith('/federation/providers')) return { body: { providers: [] } };
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    });
  }

  it('with its interaction: the code above the form', async () => {
    api();
    renderWithProviders(<SignInPage />, {
      route: '/sign-in?interaction=uid-1&ssoError=email_domain_not_verified',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your e-mail address is not in a domain your organisation has verified here. Ask your IT administrator (code email_domain_not_verified).',
    );
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it.each([
    ['saml_status', 'identity provider did not let you in. If you should have access, ask'],
    ['saml_replayed', 'used already, so it cannot be used again. Start again.'],
    ['sign_in_expired', 'The sign-in took too long and has expired. Start again.'],
    ['saml_expired', 'outside its time limits (a clock may be wrong)'],
    ['provider_unavailable', 'did not answer. Try again in a few minutes.'],
    ['sso_required', 'its own identity provider, not this one'],
  ])('%s in its own words', async (code, words) => {
    api();
    renderWithProviders(<SignInPage />, { route: `/sign-in?interaction=uid-1&ssoError=${code}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('a code this version does not know: the general words with the code', async () => {
    api();
    renderWithProviders(<SignInPage />, {
      route: '/sign-in?interaction=uid-1&ssoError=some_new_code',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your organisation's sign-in did not work (code some_new_code).",
    );
  });

  it('without one: the code and Start again, no form', async () => {
    api();
    renderWithProviders(<SignInPage />, { route: '/sign-in?ssoError=saml_audience_mismatch' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'sent an answer meant for another service. Give this code to your IT administrator: saml_audience_mismatch.',
    );
    expect(within(alert).getByRole('button', { name: 'Start again' })).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });
});
