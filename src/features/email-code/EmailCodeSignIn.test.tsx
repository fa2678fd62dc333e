import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CODE_POLL_MS } from '../../config/constants';
import { mockFetch, renderWithProviders } from '../../test/render';
import EmailCodeSignIn from './EmailCodeSignIn';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** The authority's e-mail code steps at fetch's boundary; `verify` answers the typed code. */
function authority(
  options: { verify?: () => Answer; status?: () => Answer; continued?: () => Answer } = {},
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('/email-code/verify')) return options.verify?.() ?? { body: {} };
    if (path.endsWith('/email-code/continue')) return options.continued?.() ?? { body: {} };
    if (path.endsWith('/email-code') && method === 'POST') {
      return { status: 202, body: { expiresIn: 600, codeLength: 6 } };
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
    expect(field).toHaveFocus();
    expect(field).toHaveValue('654321');
    expect(onOutcome).not.toHaveBeenCalled();
  },
);

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
