import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CODE_POLL_MS } from '../../config/constants';
import { mockFetch, renderWithProviders } from '../../test/render';
import { leavePage } from '../../lib/navigate';
import { solve } from '../challenge/solver';
import EmailCodeSignIn from './EmailCodeSignIn';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

// The abuse protection's solver replaced (its own tests: features/challenge/): by default it has
// nothing to send, as where the tenant asks for no challenge.
jest.mock('../challenge/solver', () => ({
  solve: jest.fn(),
  solvingMessages: jest.requireActual('../challenge/messages').messages,
}));
const solveMock = solve as jest.MockedFunction<typeof solve>;
beforeEach(() => solveMock.mockReset());

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** The authority's e-mail code steps at fetch's boundary; `verify` answers the typed code. */
function authority(
  options: {
    verify?: () => Answer;
    status?: () => Answer;
    continued?: () => Answer;
    /** The answer to the n-th request for a code (from 1). */
    ask?: (n: number) => Answer | undefined;
  } = {},
) {
  let asked = 0;
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('/email-code/verify')) return options.verify?.() ?? { body: {} };
    if (path.endsWith('/email-code/continue')) return options.continued?.() ?? { body: {} };
    if (path.endsWith('/email-code') && method === 'POST') {
      asked += 1;
      return options.ask?.(asked) ?? { status: 202, body: { expiresIn: 600, codeLength: 6 } };
    }
    if (path.endsWith('/email-code')) return options.status?.() ?? { body: { state: 'waiting' } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

function render(onOutcome = jest.fn(), fakeTimers = false) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(
    <EmailCodeSignIn
      interaction="uid-1"
      email="ana@example.com"
      tenant="acme"
      onOutcome={onOutcome}
      onBack={jest.fn()}
      restart={jest.fn()}
    />,
  );
  return { user, onOutcome };
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByRole('heading', { name: 'Sign in with a code' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
}

// The page's polling runs on timers: the tests about it move them; the others end before it asks.
afterEach(() => jest.useRealTimers());

test('asks for a code for the typed address and this tenant, then the code step (one-time-code)', async () => {
  const calls = authority();
  const { user } = render();
  await toCodeStep(user);
  expect(calls[0]).toEqual({
    method: 'POST',
    path: '/auth/oidc/interaction/uid-1/email-code',
    body: { email: 'ana@example.com', whitelabel: 'acme' },
  });
  const field = screen.getByLabelText('Code from the e-mail');
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('inputmode', 'numeric');
});

test('a right code: on to where the authority says', async () => {
  authority({ verify: () => ({ body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } }) });
  const { user, onOutcome } = render();
  await toCodeStep(user);
  await user.type(screen.getByLabelText('Code from the e-mail'), '123 456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() =>
    expect(onOutcome).toHaveBeenCalledWith(
      { redirectTo: 'http://api.test/auth/oidc/auth/x' },
      'ana@example.com',
    ),
  );
});

test.each([
  [{ status: 400, body: { error: 'invalid_code', message: 'x' } }, /This code is not right/],
  [{ status: 400, body: { error: 'code_expired', message: 'x' } }, /This code has expired/],
  [{ status: 400, body: { error: 'code_used', message: 'x' } }, /can no longer be used/],
  [
    {
      status: 429,
      body: { error: 'too_many_attempts', message: 'x' },
      headers: { 'Retry-After': '60' },
    },
    /Too many tries/,
  ],
])(
  'a refused code (%j): said on the field, which keeps the focus and what was typed',
  async (answer, text) => {
    authority({ verify: () => answer });
    const { user, onOutcome } = render();
    await toCodeStep(user);
    const field = screen.getByLabelText('Code from the e-mail');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('654321');
    expect(onOutcome).not.toHaveBeenCalled();
  },
);

test("an address whose organisation requires SSO: no code step; the refusal in the person's words and the way to the organisation's sign-in", async () => {
  const startUrl = 'http://api.test/auth/oidc/interaction/uid-1/sso/sso-1';
  authority({
    ask: () => ({
      status: 403,
      body: { error: 'sso_required', message: 'x', startUrl },
    }),
  });
  const { user } = render();
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your organisation requires signing in with its own identity provider',
  );
  expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
  expect(leavePage).toHaveBeenCalledWith(startUrl);
});

test('"Send a new code" refused because the organisation now requires SSO: on to its sign-in', async () => {
  const startUrl = 'http://api.test/auth/oidc/interaction/uid-1/sso/sso-1';
  authority({
    ask: (n) =>
      n === 2
        ? { status: 403, body: { error: 'sso_required', message: 'x', startUrl } }
        : undefined,
  });
  const { user } = render();
  await toCodeStep(user);
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  await waitFor(() => expect(leavePage).toHaveBeenCalledWith(startUrl));
});

test('not 6 digits: said on the field, nothing sent', async () => {
  const calls = authority();
  const { user } = render();
  await toCodeStep(user);
  await user.type(screen.getByLabelText('Code from the e-mail'), '12');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter the 6 digits from the e-mail.')).toBeInTheDocument();
  expect(calls.some((call) => call.path.endsWith('/verify'))).toBe(false);
});

test('the link confirmed on another device: this page continues by itself', async () => {
  jest.useFakeTimers();
  let state = 'waiting';
  authority({
    status: () => ({ body: { state } }),
    continued: () => ({
      status: 202,
      body: { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 },
    }),
  });
  const { user, onOutcome } = render(jest.fn(), true);
  await toCodeStep(user);
  await act(async () => {
    jest.advanceTimersByTime(EMAIL_CODE_POLL_MS);
  });
  expect(onOutcome).not.toHaveBeenCalled();
  state = 'verified';
  await act(async () => {
    jest.advanceTimersByTime(EMAIL_CODE_POLL_MS);
  });
  await waitFor(() =>
    expect(onOutcome).toHaveBeenCalledWith(
      { secondStep: { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 } },
      'ana@example.com',
    ),
  );
});

test('a code already used in another tab: said, and the page stops asking', async () => {
  jest.useFakeTimers();
  authority({ status: () => ({ body: { state: 'used' } }) });
  const { user } = render(jest.fn(), true);
  await toCodeStep(user);
  await act(async () => {
    jest.advanceTimersByTime(EMAIL_CODE_POLL_MS);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(/already signed you in/);
});

describe('the abuse protection’s challenge (purpose email_code)', () => {
  const refusal = (error: string) => ({
    status: 403,
    body: { error, message: 'x', purpose: 'email_code' },
  });
  const posts = (calls: ReturnType<typeof authority>) =>
    calls.filter((call) => call.method === 'POST' && call.path.endsWith('/email-code'));

  test('solved ahead, while the address is typed, and sent as `challenge`', async () => {
    solveMock.mockResolvedValue('solved-ahead');
    const calls = authority();
    const { user } = render();
    await toCodeStep(user);
    expect(solveMock.mock.calls[0]![0]).toMatchObject({ purpose: 'email_code', force: false });
    expect(posts(calls)[0]!.body).toEqual({
      email: 'ana@example.com',
      whitelabel: 'acme',
      challenge: 'solved-ahead',
    });
  });

  test('refused even with a fresh one: a translated, focused message; the address kept', async () => {
    solveMock.mockResolvedValue('token');
    authority({ ask: () => refusal('challenge_invalid') });
    const { user } = render();
    const field = screen.getByLabelText('E-mail');
    await user.clear(field);
    await user.type(field, 'bia@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check that you are a person.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveValue('bia@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).toBeNull();
  });

  test('"Send again" asks with a fresh solution when the API asks for one', async () => {
    solveMock.mockImplementation(async ({ force }) => (force ? 'fresh' : 'ahead'));
    const calls = authority({ ask: (n) => (n === 2 ? refusal('challenge_required') : undefined) });
    const { user } = render();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(posts(calls).map((call) => (call.body as { challenge?: string }).challenge)).toEqual([
      'ahead',
      undefined,
      'fresh',
    ]);
  });
});
