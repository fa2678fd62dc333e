// Identifier-first sign-in (docs/sign-in.md, "Identifier first"), for a tenant that turns it on:
// the address alone and Continue; discovery sends a domain with a connection to its identity
// provider and every other address to the same password step (the address shown, a way to
// change it, the hidden username for the password manager); focus moves with each step.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Brand } from '../../api/whitelabels';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import { FixedBrand } from '../../whitelabel/WhitelabelContext';
import { SignInForm } from './SignInForm';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const brand: Brand = {
  id: 'initech',
  name: 'Initech',
  logo: 'https://cdn.test/initech.svg',
  logoDark: 'https://cdn.test/initech-dark.svg',
  identifierFirst: true,
};

const START = 'http://api.test/auth/oidc/interaction/uid-1/sso/sso-0123456789abcdef';

/** The API: contoso.example has a connection; the login refuses every password (`login`). */
function api({
  discovery = 'answers',
  login = { status: 401, body: { error: 'invalid_credentials', message: 'x' } },
}: {
  discovery?: 'answers' | 'fails';
  login?: { status: number; body: unknown };
} = {}) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    if (path === '/auth/sso/discovery') {
      if (discovery === 'fails') return { status: 500, body: { error: 'internal', message: 'x' } };
      const email = String(body.email);
      return email.endsWith('@contoso.example')
        ? { body: { sso: true, enforced: false, startUrl: START } }
        : { body: { sso: false } };
    }
    if (path.endsWith('/login')) return login;
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

function render(setting: Brand = brand) {
  renderWithProviders(
    <FixedBrand brand={setting}>
      <SignInForm interaction="uid-1" onStartAgain={jest.fn()} />
    </FixedBrand>,
  );
}

async function continueWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => jest.mocked(leavePage).mockClear());

test('starts with the e-mail address alone and Continue: no password, passkey or other ways yet', async () => {
  api();
  render();
  expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Create an account/ })).toBeInTheDocument();
});

test('a tenant without the setting keeps the full form', async () => {
  api();
  render({ ...brand, identifierFirst: undefined });
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});

test('Continue checks the address first (focused, said) and asks nothing of the API', async () => {
  const calls = api();
  const user = userEvent.setup();
  render();
  await continueWith(user, 'ana@contoso');
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  expect(calls).toEqual([]);
});

test.each(['ana@example.com', 'nobody-here@example.org'])(
  'an address without a connection (%s): the same password step, the address shown, the password focused',
  async (email) => {
    const calls = api();
    const user = userEvent.setup();
    render();
    await continueWith(user, email);
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    // Discovery only (by the domain): nothing asked about the account, the same step for all
    // (the tenant's providers list, for the step's buttons, is the same for every address).
    expect(calls.filter(({ path }) => path !== '/auth/federation/providers')).toEqual([
      { path: '/auth/sso/discovery', body: { email, interaction: 'uid-1' } },
    ]);
    expect(screen.getByText(`Signing in as ${email}.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    // The password manager's username: in the same form as the password, hidden.
    const username = password.closest('form')!.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(email);
    expect(username).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  },
);

test('a domain with a connection goes to its identity provider, with no password step', async () => {
  const calls = api();
  const user = userEvent.setup();
  render();
  await continueWith(user, 'Ana@Contoso.example');
  await waitFor(() => expect(leavePage).toHaveBeenCalledWith(START));
  expect(calls[0]?.body.email).toBe('ana@contoso.example');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
});

test('no answer from discovery: on to the password step all the same', async () => {
  api({ discovery: 'fails' });
  const user = userEvent.setup();
  render();
  await continueWith(user, 'ana@example.com');
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('keyboard only: Enter continues, Enter signs in with the address and password', async () => {
  const calls = api();
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('textbox', { name: 'E-mail' }));
  await user.keyboard('ana@example.com{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  await user.keyboard('secret-phrase{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The e-mail or password is incorrect.',
  );
  const login = calls.find(({ path }) => path.endsWith('/login'));
  expect(login?.body).toMatchObject({ email: 'ana@example.com', password: 'secret-phrase' });
});

test('"Use another e-mail address" goes back with the address kept and focused; the password and its message stay behind', async () => {
  const calls = api();
  const user = userEvent.setup();
  render();
  await continueWith(user, 'ana@example.com');
  await user.type(await screen.findByLabelText('Password'), 'secret-phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
  const field = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('ana@example.com');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, 'bea@example.com{Enter}');
  const password = await screen.findByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveValue('');
  expect(screen.getByText('Signing in as bea@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter(({ path }) => path === '/auth/sso/discovery')).toHaveLength(2);
});

test('"Use another account" from an account scheduled for deletion goes back to the address step', async () => {
  api({
    login: {
      status: 403,
      body: {
        error: 'account_deletion_scheduled',
        message: 'x',
        eraseAt: '2026-12-08T10:00:00.000Z',
      },
    },
  });
  const user = userEvent.setup();
  render();
  await continueWith(user, 'ana@example.com');
  await user.type(await screen.findByLabelText('Password'), 'secret-phrase{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Use another account' }));
  const field = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(field).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('the tenant known only once its brand arrives: the address step replaces the form, keeping what was typed and the focus', async () => {
  api();
  let setBrand: (brand: Brand | null) => void = () => undefined;
  function Arriving() {
    const [current, set] = useState<Brand | null>(null);
    setBrand = set;
    return (
      <FixedBrand brand={current}>
        <SignInForm interaction="uid-1" onStartAgain={jest.fn()} />
      </FixedBrand>
    );
  }
  const user = userEvent.setup();
  renderWithProviders(<Arriving />);
  // The full form meanwhile (the page's own, before the tenant is known).
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exa');
  act(() => setBrand(brand));
  const field = await screen.findByRole('textbox', { name: 'E-mail' });
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(field).toHaveValue('ana@exa');
  await waitFor(() => expect(field).toHaveFocus());
  await user.keyboard('mple.com');
  expect(field).toHaveValue('ana@example.com');
});
