// The challenge in the forms that need one (docs/abuse-protection.md), with the lazy solver
// replaced: what is sent, when it is solved, how refusals read, and the "taking long" status.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SignUpForm } from '../../flows/sign-up/SignUpForm';
import { SignInForm } from '../../flows/sign-in/SignInForm';
import { RequestResetForm } from '../../flows/forgot-password/RequestResetForm';
import { CHALLENGE_SLOW_MS } from '../../config/constants';
import { solve } from './solver';

jest.mock('./solver', () => ({
  solve: jest.fn(),
  solvingMessages: jest.requireActual('./messages').messages,
}));
const solveMock = solve as jest.MockedFunction<typeof solve>;

function bodyOf(fetch: jest.Mock, ending: string, index = 0): Record<string, unknown> {
  const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith(ending));
  return JSON.parse(String((calls[index]![1] as RequestInit).body)) as Record<string, unknown>;
}

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  password = 'violet harbour lantern',
) {
  await user.type(screen.getByLabelText('Name'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

const refusal = (error: string) => ({
  status: 403,
  body: { error, message: 'x', purpose: 'sign_up' },
});

beforeEach(() => {
  solveMock.mockReset();
  localStorage.clear();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('sign-up', () => {
  it('solves ahead, while the form is filled in, and sends the solution as `challenge`', async () => {
    solveMock.mockResolvedValue('solved-ahead');
    const fetch = mockFetch(() => ({ status: 202, body: { status: 'pending_confirmation' } }));
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />);
    await waitFor(() => expect(solveMock).toHaveBeenCalled());
    expect(solveMock.mock.calls[0]![0]).toMatchObject({ purpose: 'sign_up', force: false });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@example.com', false));
    expect(bodyOf(fetch, '/accounts')).toMatchObject({ challenge: 'solved-ahead' });
  });

  it('asked for one (or the one sent was refused): solves a fresh one and sends again', async () => {
    // Not needed when asked ahead; then the API asks for one.
    solveMock.mockImplementation(async ({ force }) => (force ? 'fresh' : undefined));
    let posts = 0;
    const fetch = mockFetch((url) => {
      if (!url.endsWith('/accounts')) return { status: 404, body: {} };
      posts += 1;
      return posts === 1
        ? refusal('challenge_required')
        : { status: 202, body: { status: 'pending_confirmation' } };
    });
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={onSent} />);
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(solveMock).toHaveBeenLastCalledWith(expect.objectContaining({ force: true }));
    expect(bodyOf(fetch, '/accounts', 0).challenge).toBeUndefined();
    expect(bodyOf(fetch, '/accounts', 1)).toMatchObject({ challenge: 'fresh' });
  });

  it('refused again: a translated, focused message, and everything typed is kept', async () => {
    solveMock.mockResolvedValue('token');
    mockFetch((url) =>
      url.endsWith('/accounts') ? refusal('challenge_invalid') : { status: 404, body: {} },
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check that you are a person.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('violet harbour lantern');
  });

  it('a breached password and a disposable address: each said on its field', async () => {
    solveMock.mockResolvedValue('token');
    mockFetch((url) =>
      url.endsWith('/accounts')
        ? {
            status: 400,
            body: {
              error: 'validation',
              message: 'x',
              fields: { email: 'disposable', password: 'breached' },
            },
          }
        : { status: 404, body: {} },
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSent={jest.fn()} />);
    await fillSignUp(user);
    await waitFor(() => expect(solveMock).toHaveBeenCalled());
    const solvedBefore = solveMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(/appeared in a data breach/)).toHaveAttribute(
      'id',
      `${password.id}-error`,
    );
    expect(screen.getByText(/an address that does not expire/)).toHaveAttribute(
      'id',
      `${screen.getByLabelText('E-mail').id}-error`,
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(password).toHaveValue('violet harbour lantern');
    // The solution was spent with that request: the next submit gets a fresh one.
    await waitFor(() => expect(solveMock).toHaveBeenCalledTimes(solvedBefore + 1));
  });

  it('says so, politely, only when solving takes long', async () => {
    jest.useFakeTimers();
    try {
      let finish: (token: string) => void = () => undefined;
      solveMock.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
      mockFetch(() => ({ status: 404, body: {} }));
      renderWithProviders(<SignUpForm onSent={jest.fn()} />);
      const status = await screen.findByRole('status');
      expect(status).toBeEmptyDOMElement();
      await act(async () => {
        jest.advanceTimersByTime(CHALLENGE_SLOW_MS - 100);
      });
      expect(status).toBeEmptyDOMElement();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      expect(status).toHaveTextContent('This can take a few seconds.');
      await act(async () => finish('token'));
      expect(status).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sign-in', () => {
  async function signIn(password = 'secret-phrase') {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('loads no solver for a first try; after the API asks, solves and sends the same sign-in', async () => {
    solveMock.mockResolvedValue('signin-token');
    let posts = 0;
    const fetch = mockFetch((url) => {
      if (!url.endsWith('/login')) return { status: 404, body: {} };
      posts += 1;
      return posts === 1
        ? { status: 401, body: { error: 'invalid_credentials', message: 'x' } }
        : posts === 2
          ? { status: 403, body: { error: 'challenge_required', message: 'x', purpose: 'sign_in' } }
          : { status: 401, body: { error: 'invalid_credentials', message: 'x' } };
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('incorrect');
    expect(solveMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(posts).toBe(3));
    expect(solveMock).toHaveBeenCalledWith(
      expect.objectContaining({ purpose: 'sign_in', force: true }),
    );
    expect(bodyOf(fetch, '/login', 1).challenge).toBeUndefined();
    expect(bodyOf(fetch, '/login', 2)).toMatchObject({
      email: 'ana@example.com',
      password: 'secret-phrase',
      challenge: 'signin-token',
    });
  });
});

describe('password recovery', () => {
  it("sends the page's tenant and the solution with the request", async () => {
    // A visitor who came by the tenant's link (the sign-in page's "Forgot your password?").
    localStorage.setItem('whitelabelId', 'acme');
    window.history.replaceState(null, '', '/forgot-password');
    solveMock.mockResolvedValue('reset-token');
    const fetch = mockFetch((url) =>
      url.endsWith('/password-reset') ? { status: 202, body: {} } : { status: 404, body: {} },
    );
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<RequestResetForm onSent={onSent} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(solveMock.mock.lastCall![0]).toMatchObject({
      purpose: 'password_reset',
      tenant: 'acme',
    });
    expect(bodyOf(fetch, '/password-reset')).toMatchObject({
      email: 'ana@example.com',
      tenantId: 'acme',
      challenge: 'reset-token',
    });
  });
});
