import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { leavePage } from '../../lib/navigate';
import { SignInForm } from './SignInForm';

const SECOND_STEP = { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 };
type Answer = { status?: number; body?: unknown };

/** The authority: the login asks for the second step; `twoStep` answers the code. */
function authority(twoStep: (body: { code: string; trustDevice: boolean }) => Answer) {
  return mockFetch((url, init) => {
    if (url.endsWith('/login')) return { status: 202, body: SECOND_STEP };
    if (url.endsWith('/two-step')) return twoStep(JSON.parse(String(init?.body)));
    return { status: 404, body: { error: 'not_found' } };
  });
}

async function toSecondStep(onStartAgain = jest.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={onStartAgain} />);
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

// The browser's navigation, at its boundary.
jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));
const assign = leavePage as jest.Mock;
beforeEach(() => assign.mockClear());

describe('the second step of the sign-in', () => {
  it('a new step: its heading takes the focus; it says whose sign-in it is and offers no sign-up', async () => {
    authority(() => ({ body: {} }));
    await toSecondStep();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    expect(screen.getByText('Signing in as ana@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create an account/ })).not.toBeInTheDocument();
  });

  it('Not you?: the authority forgets this sign-in, then a new one starts at the e-mail', async () => {
    const fetch = authority(() => ({ body: {} }));
    const onStartAgain = jest.fn();
    const user = await toSecondStep(onStartAgain);
    await user.click(screen.getByRole('button', { name: 'Not you? Use another account' }));
    await waitFor(() => expect(onStartAgain).toHaveBeenCalledTimes(1));
    const abort = fetch.mock.calls.find(([u]) => String(u).endsWith('/interaction/uid-1/abort'));
    expect(abort?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    // Cancelled, not finished: nothing follows the authority's answer.
    expect(assign).not.toHaveBeenCalled();
  });

  it('Not you? when the authority has already forgotten it: a new sign-in all the same', async () => {
    const onStartAgain = jest.fn();
    mockFetch((url) =>
      url.endsWith('/login')
        ? { status: 202, body: SECOND_STEP }
        : { status: 404, body: { error: 'interaction_expired', message: 'x' } },
    );
    const user = await toSecondStep(onStartAgain);
    await user.click(screen.getByRole('button', { name: 'Not you? Use another account' }));
    await waitFor(() => expect(onStartAgain).toHaveBeenCalledTimes(1));
  });

  it('asks for the app code: the numeric keyboard and one-time-code autofill', async () => {
    authority(() => ({ body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } }));
    await toSecondStep();
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(
      screen.getByRole('checkbox', { name: /Trust this device for 30 days/ }),
    ).not.toBeChecked();
  });

  it('a right code (spaces allowed) with "trust this device" goes on to the authority', async () => {
    const sent: unknown[] = [];
    authority((body) => {
      sent.push(body);
      return { body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } };
    });
    const user = await toSecondStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '492 039');
    await user.click(screen.getByRole('checkbox', { name: /Trust this device/ }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/x'));
    expect(sent).toEqual([{ code: '492039', trustDevice: true }]);
  });

  it.each([
    ['invalid_code', 'This code is not right.'],
    ['code_used', 'This code was already used.'],
  ])('%s: said on the field, which keeps the focus and the code', async (error, text) => {
    authority(() => ({ status: 400, body: { error, message: 'x' } }));
    const user = await toSecondStep();
    const code = screen.getByLabelText('Code from your authenticator app');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('111111');
    expect(assign).not.toHaveBeenCalled();
  });

  it('five wrong codes: says how long to wait', async () => {
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/login')
        ? Response.json(SECOND_STEP, { status: 202 })
        : new Response(JSON.stringify({ error: 'too_many_attempts' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
          }),
    ) as unknown as typeof fetch;
    const user = await toSecondStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 15 minutes.');
  });

  it('a recovery code instead: its own field, sent as typed in lower case', async () => {
    const sent: unknown[] = [];
    authority((body) => {
      sent.push(body);
      return { body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } };
    });
    const user = await toSecondStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, '7K2M-Q9XD');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent).toEqual([{ code: '7k2m-q9xd', trustDevice: false }]);
  });

  it('a malformed code is refused before anything is sent', async () => {
    const fetch = authority(() => ({ body: {} }));
    const user = await toSecondStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the 6 digits from your app/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/two-step'))).toHaveLength(0);
  });

  it('a second step that waited too long: back to the password, the e-mail kept', async () => {
    authority(() => ({ status: 409, body: { error: 'password_step_required', message: 'x' } }));
    const user = await toSecondStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '492039');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your password again.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
