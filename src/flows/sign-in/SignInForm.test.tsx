import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SignInForm } from './SignInForm';

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
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/interaction/'))).toHaveLength(0);
  });

  it.each([
    [401, { error: 'invalid_credentials' }, 'The e-mail or password is incorrect.'],
    [403, { error: 'account_not_confirmed' }, /Confirm your e-mail address first/],
    [500, { error: 'internal' }, /went wrong on our side/],
  ])('%i: a translated, focused message; the input is kept', async (status, body, text) => {
    mockFetch(() => ({ status, body }));
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-phrase');
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
});
