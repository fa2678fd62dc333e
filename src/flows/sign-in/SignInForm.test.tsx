import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showEarlyPage } from '../../test/early-page';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../../test/render';
import { SignInForm } from './SignInForm';

/** The authority's answer to a sign-in of an account waiting to be erased (every request). */
const scheduledForDeletion = () => ({
  status: 403,
  body: {
    error: 'account_deletion_scheduled',
    message: 'This account is scheduled for deletion.',
    eraseAt: '2026-12-08T10:00:00.000Z',
  },
});

async function submit(email = 'ana@example.com', password = 'secret-phrase') {
  const user = userEvent.setup();
  renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInForm', () => {
  it('validates before posting anything', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/interaction/'))).toHaveLength(0);
  });

  it.each([
    [401, { error: 'invalid_credentials' }, 'The e-mail or password is incorrect.'],
    [403, { error: 'account_not_confirmed' }, /Confirm your e-mail address first/],
    [403, { error: 'account_frozen' }, /this account is frozen.*Forgot your password\?/],
    [500, { error: 'internal' }, /went wrong on our side/],
  ])('%i: a translated, focused message; the input is kept', async (status, body, text) => {
    mockFetch(() => ({ status, body }));
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-phrase');
  });

  it('"Forgot your password?" is right under the password; reaching it reports nothing', async () => {
    mockFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    // Through the empty fields with Tab: the password, its "Show password", then the link.
    await user.click(screen.getByLabelText('E-mail'));
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    await user.tab();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveFocus();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    // And by the pointer, from a field: it goes where it says.
    await user.click(screen.getByLabelText('Password'));
    await user.click(forgot);
    expect(screen.getByLabelText('location')).toHaveTextContent('/forgot-password');
  });

  it('429: says how long to wait', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: 'too_many_attempts' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
    ) as unknown as typeof fetch;
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 2 minutes.');
  });

  it('an expired interaction offers to start again', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'interaction_expired' } }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in page has expired.');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it("another browser's interaction: starts this browser's own sign-in, shows no error", async () => {
    mockFetch(() => ({ status: 403, body: { error: 'interaction_not_bound' } }));
    const onStartAgain = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={onStartAgain} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onStartAgain).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts to the interaction with credentials and follows only the authority', async () => {
    const fetch = mockFetch(() => ({ body: { redirectTo: 'https://evil.example/steal' } }));
    await submit();
    // A redirect off the authority is refused: the user stays, with a message, input kept.
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/interaction/uid-1/login'))!;
    expect((call[1] as RequestInit).credentials).toBe('include');
  });

  describe('taking over the form the page showed before the app (sign-in.html)', () => {
    afterEach(() => document.getElementById('root')?.remove());

    it('keeps what was typed and where, then later forms start empty', async () => {
      mockFetch(() => ({ body: {} }));
      const container = showEarlyPage(
        { email: 'ana@example.com', password: 'secr' },
        { focus: 'password' },
      );
      // Into the page's root, as the app does: React replaces the page's form with its own.
      const first = renderWithProviders(
        <SignInForm interaction="uid-1" onStartAgain={jest.fn()} />,
        { container },
      );
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('secr');
      expect(screen.getByLabelText('Password')).toHaveFocus();
      first.unmount();

      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
      await sessionEngineLoaded();
      expect(screen.getByLabelText('E-mail')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('a password typed before the app is no default: "Use another account" empties it', async () => {
      mockFetch(scheduledForDeletion);
      const user = userEvent.setup();
      const container = showEarlyPage({ email: 'ana@example.com', password: 'secret-phrase' });
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />, {
        container,
      });
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.click(await screen.findByRole('button', { name: 'Use another account' }));
      expect(await screen.findByLabelText('Password')).toHaveValue('');
    });

    it('nothing is sent for the user (a submit before the app went to the authority as a plain form)', async () => {
      const fetch = mockFetch(() => ({ body: {} }));
      const container = showEarlyPage({ email: 'ana@example.com', password: '' });
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />, {
        container,
      });
      await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com'));
      expect(fetch.mock.calls.filter(([u]) => String(u).includes('/interaction/'))).toHaveLength(0);
    });
  });

  describe('Keep me signed in on this device', () => {
    const puts = (fetch: jest.Mock) =>
      fetch.mock.calls
        .filter(([u]) => String(u).endsWith('/interaction/uid-1/remember'))
        .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    afterEach(() => {
      localStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it('unticked on the page before the app: unticked in the app too, and the authority told', async () => {
      const fetch = mockFetch(() => ({ body: {} }));
      const container = showEarlyPage({ email: 'ana@example.com', password: '', remember: false });
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />, {
        container,
      });
      expect(
        await screen.findByRole('checkbox', { name: 'Keep me signed in on this device' }),
      ).not.toBeChecked();
      await waitFor(() => expect(puts(fetch)).toEqual([{ remember: false }]));
      document.getElementById('root')?.remove();
    });

    it('unticked, then the form drawn again (another account after a scheduled deletion): still unticked', async () => {
      mockFetch(scheduledForDeletion);
      const user = userEvent.setup();
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
      const name = 'Keep me signed in on this device';
      await user.click(await screen.findByRole('checkbox', { name }));
      await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-phrase');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.click(await screen.findByRole('button', { name: 'Use another account' }));
      expect(await screen.findByRole('checkbox', { name })).not.toBeChecked();
    });

    it('checked by default: nothing to tell the authority', async () => {
      const fetch = mockFetch(() => ({ body: {} }));
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
      expect(
        await screen.findByRole('checkbox', { name: 'Keep me signed in on this device' }),
      ).toBeChecked();
      await sessionEngineLoaded();
      expect(puts(fetch)).toEqual([]);
    });

    it('unchecked: the authority is told before the password is sent', async () => {
      // The password is refused: the page stays (no navigation in this test).
      const fetch = mockFetch((url) =>
        url.endsWith('/login') ? { status: 401, body: { error: 'invalid_credentials' } } : {},
      );
      const user = userEvent.setup();
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
      await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }));
      await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-phrase');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('incorrect');
      const order = fetch.mock.calls
        .map(([u]) => String(u))
        .filter((u) => u.includes('/interaction/uid-1/'));
      expect(order).toEqual([
        'http://api.test/auth/oidc/interaction/uid-1/remember',
        'http://api.test/auth/oidc/interaction/uid-1/login',
      ]);
      expect(puts(fetch)).toEqual([{ remember: false }]);
      // The password's request carries only the credentials.
      const login = fetch.mock.calls.find(([u]) => String(u).endsWith('/login'))!;
      expect(JSON.parse(String((login[1] as RequestInit).body))).toEqual({
        email: 'ana@example.com',
        password: 'secret-phrase',
      });
    });

    it('a tenant that starts it unchecked: unchecked, and the authority told at once', async () => {
      window.history.replaceState(null, '', '/?whitelabel=globex');
      const fetch = mockFetch((url) => ({
        body: url.includes('/whitelabels/')
          ? {
              id: 'globex',
              name: 'Globex',
              logo: 'https://cdn.test/globex.svg',
              logoDark: 'https://cdn.test/globex-dark.svg',
              keepSignedInDefault: false,
            }
          : {},
      }));
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />, {
        config: { logoOrigins: ['https://cdn.test'] },
      });
      const box = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
      await waitFor(() => expect(box).not.toBeChecked());
      await waitFor(() => expect(puts(fetch)).toEqual([{ remember: false }]));
    });
  });
});
