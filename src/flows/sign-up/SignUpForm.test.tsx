import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { forgetPendingInvitation, keepPendingInvitation } from '../../lib/pending-invitation';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { SignUpForm } from './SignUpForm';

// Starting a sign-in leaves for the authority (its own tests): here only whether it is asked.
jest.mock('../../features/session-actions/use-start-sign-in', () => ({
  useStartSignIn: jest.fn(),
}));
const start = jest.fn();
beforeEach(() =>
  jest.mocked(useStartSignIn).mockReturnValue({ start, starting: false, unreachable: false }),
);

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  password = 'correct horse battery',
  name = 'Ana Souza',
) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('SignUpForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => forgetPendingInvitation());

  it('an address whose organisation requires SSO: told its sign-in makes the account, and the way there', async () => {
    mockFetch((url) =>
      url.includes('/whitelabels/')
        ? { status: 404, body: {} }
        : {
            status: 403,
            body: { error: 'sso_required', message: 'x' },
          },
    );
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your organisation requires signing in with its own identity provider, so no account is created here.',
    );
    expect(onSent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(start).toHaveBeenCalled();
  });

  it('validates inline and moves focus to the first error', async () => {
    const fetch = mockFetch(() => ({ status: 202, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This field is required.', {
        selector: '#' + screen.getByLabelText('Name').id + '-error',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms to continue.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts'))).toHaveLength(0);
  });

  it('posts the account with the tenant, its link’s join code and locale, then reports the e-mail', async () => {
    // The tenant's own sign-up link brought both (?whitelabel=acme&join=acme-demo-join).
    localStorage.setItem('whitelabelId', 'acme');
    localStorage.setItem('whitelabelJoin', 'acme:acme-demo-join');
    const fetch = mockFetch((url) =>
      url.includes('/whitelabels/')
        ? { status: 404, body: {} }
        : { status: 202, body: { status: 'pending_confirmation' } },
    );
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@example.com', false));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/accounts'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'correct horse battery',
      acceptedTerms: true,
      tenantId: 'acme',
      joinCode: 'acme-demo-join',
      locale: 'en',
    });
  });

  it('signing up to accept an invitation sends its token for the invited address only, and reports a confirmed account', async () => {
    keepPendingInvitation({ token: 'T'.repeat(43), email: 'ana@example.com' });
    const fetch = mockFetch((url) =>
      url.includes('/whitelabels/')
        ? { status: 404, body: {} }
        : { status: 202, body: { status: 'confirmed' } },
    );
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@example.com', true));
    const body = (index: number) =>
      JSON.parse(
        String(
          (
            fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts'))[
              index
            ]![1] as RequestInit
          ).body,
        ),
      ) as Record<string, unknown>;
    expect(body(0).invitationToken).toBe('T'.repeat(43));

    // Another address typed: the invitation is not sent (it would prove nothing for it).
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'someone.else@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
    expect(body(1)).not.toHaveProperty('invitationToken');
  });

  it("puts the server's password verdict on the field and keeps every input", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'validation', message: 'x', fields: { password: 'too_common' } },
    }));
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await fill(user, 'password123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/too common or too easy to guess/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('password123456');
  });

  it('a network failure: a focused, readable message, nothing lost', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  });
  it('says before submitting that a password too easy to guess will be refused', async () => {
    const fetch = mockFetch(() => ({ status: 202, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Marta Quintela');
    const password = screen.getByLabelText('Password');
    for (const guessable of ['Password1!', 'aaaaaaaaaa', 'Welcome2024', 'Quintela2024!']) {
      await user.clear(password);
      await user.type(password, guessable);
      expect(
        await screen.findByText(/Too easy to guess: this password will be refused/),
      ).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'violet-harbour-1987');
    expect(await screen.findByText('Very strong')).toBeInTheDocument();
    expect(screen.queryByText(/Too easy to guess/)).not.toBeInTheDocument();
    // Advisory only: nothing was sent while typing.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts'))).toHaveLength(0);
  });

  it('too many sign-ups: a translated message with the wait, every input kept', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/accounts')
        ? new Response(
            JSON.stringify({ error: 'too_many_attempts', message: 'Too many sign-ups.' }),
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '150' } },
          )
        : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
    ) as unknown as typeof fetch;
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />, { language: 'pt-BR' });
    // The Portuguese catalog loads on demand.
    await user.type(await screen.findByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Muitas tentativas de cadastro. Tente novamente em 3 minutos.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Senha')).toHaveValue('correct horse battery');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
