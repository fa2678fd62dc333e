// The sign-in page back from a provider (docs/sign-in.md, "Back from a provider"): every
// federationError said with a way back and what was typed kept, the proof before a link, the
// second step after a linked identity, and the buttons that leave for a provider.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEDERATION_ERRORS } from '../../api/federation';
import { ATTEMPT_KEY, LAST_USED_KEY, START_KEY } from '../../features/federation/attempt';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import SignInPage from './SignInPage';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => false),
  browserSupportsWebAuthnAutofill: jest.fn(async () => false),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const PENDING = {
  next: 'link',
  provider: 'example',
  providerName: 'Example ID',
  email: 'ana@example.com',
  methods: ['password'],
  codeRequired: false,
  trustDeviceDays: 30,
};
type Answer = { status?: number; body?: unknown };
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The authority; `answers` by the path's end, and every call recorded. */
function authority(answers: Record<string, Answer | (() => Answer)> = {}) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    calls.push({
      method: init?.method ?? 'GET',
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (path.endsWith('/details')) return { body: { uid: 'uid-1', prompt: 'login' } };
    if (path.endsWith('/federation/providers')) {
      return {
        body: { providers: [{ id: 'example', displayName: 'Example ID', development: true }] },
      };
    }
    const match = Object.keys(answers).find((end) => path.endsWith(end));
    if (match) {
      const answer = answers[match]!;
      return typeof answer === 'function' ? answer() : answer;
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

function renderPage(query: string) {
  const user = userEvent.setup();
  renderWithProviders(<SignInPage />, { route: `/sign-in?${query}` });
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a provider’s sign-in that failed or was cancelled', () => {
  it.each(FEDERATION_ERRORS)('%s: a sentence, focused, above the form that works', async (code) => {
    authority();
    renderPage(`interaction=uid-1&federationError=${code}`);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    // Words, never the code itself (every code but `cancelled` has an underscore).
    expect(alert.textContent).not.toContain('_');
    expect(alert.textContent).not.toBe(code);
    expect(alert.textContent!.length).toBeGreaterThan(30);
    // The way back: the form, the provider again.
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Sign in with Example ID' })).toBeVisible();
  });

  it('a cancel comes back with the e-mail typed before leaving, and nothing else changed', async () => {
    authority();
    localStorage.setItem(LAST_USED_KEY, 'github');
    sessionStorage.setItem(
      ATTEMPT_KEY,
      JSON.stringify({ provider: 'example', previous: 'github', email: 'ana@example.com' }),
    );
    localStorage.setItem(LAST_USED_KEY, 'example');
    // An interaction of its own: the page reads the attempt once per interaction.
    renderPage('interaction=uid-cancel&federationError=cancelled');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled signing in with the provider. Nothing has changed',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // The cancelled attempt was no use: "Last used" is the one before it again.
    expect(localStorage.getItem(LAST_USED_KEY)).toBe('github');
  });

  it('without an interaction (expired, or another browser’s): the reason and Start again', async () => {
    authority();
    renderPage('federationError=sign_in_expired');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in took too long.');
    expect(within(alert).getByRole('button', { name: 'Start again' })).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });
});

describe('leaving for a provider', () => {
  it('the entry is a link to the authority’s step for this interaction; followed, it keeps the typed e-mail', async () => {
    authority();
    const user = renderPage('interaction=uid-1');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-kept');
    const link = await screen.findByRole('link', { name: 'Sign in with Example ID' });
    // A link the browser follows by itself (docs/sign-in.md): no script needed to leave.
    expect(link).toHaveAttribute(
      'href',
      'http://api.test/auth/oidc/interaction/uid-1/federation/example',
    );
    // jsdom cannot navigate: the browser's part of the click is left out.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      await user.click(link);
    } finally {
      document.removeEventListener('click', stay);
    }
    const kept = sessionStorage.getItem(ATTEMPT_KEY)!;
    expect(JSON.parse(kept)).toMatchObject({ provider: 'example', email: 'ana@example.com' });
    expect(kept).not.toContain('not-kept');
    expect(link).toHaveAttribute('aria-busy', 'true');
  });

  it('from the sign-up page: on to the provider as soon as the interaction exists', async () => {
    authority();
    sessionStorage.setItem(START_KEY, 'example');
    renderPage('interaction=uid-start');
    expect(await screen.findByText('Taking you to the provider…')).toBeInTheDocument();
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith(
      'http://api.test/auth/oidc/interaction/uid-start/federation/example',
    );
    expect(sessionStorage.getItem(START_KEY)).toBeNull();
  });
});

describe('federation=link: proof of the existing account before linking', () => {
  it('says whose account, focuses the heading, and links only after the right password', async () => {
    const calls = authority({
      '/federation': { body: PENDING },
      '/federation/link': () =>
        calls.filter((c) => c.path.endsWith('/federation/link')).length === 1
          ? { status: 401, body: { error: 'invalid_credentials', message: 'x' } }
          : { body: { redirectTo: 'http://api.test/auth/oidc/auth/resume' } },
    });
    const user = renderPage('interaction=uid-1&federation=link&provider=example');
    const heading = await screen.findByRole('heading', { name: 'Confirm it’s your account' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByText(
        /Example ID says you are ana@example.com, and there is already an account/,
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password is incorrect. Nothing was linked.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(leavePage).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/resume'),
    );
    expect(calls.filter((c) => c.path.endsWith('/federation/link')).map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
  });

  it('an account with two-step verification: the code is asked, focused, and sent with the password', async () => {
    const calls = authority({
      '/federation': { body: { ...PENDING, codeRequired: true } },
      '/federation/link': () =>
        calls.filter((c) => c.path.endsWith('/federation/link')).length === 1
          ? {
              status: 202,
              body: { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 },
            }
          : { body: { redirectTo: 'http://api.test/auth/oidc/auth/resume' } },
    });
    const user = renderPage('interaction=uid-1&federation=link');
    await user.type(await screen.findByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('enter a code too');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(calls.filter((c) => c.path.endsWith('/federation/link')).map((c) => c.body)).toEqual([
      { password: 'right-one' },
      { password: 'right-one', code: '123456' },
    ]);
  });

  it('offers the account’s passkey when it has one', async () => {
    authority({ '/federation': { body: { ...PENDING, methods: ['password', 'passkey'] } } });
    renderPage('interaction=uid-1&federation=link');
    expect(await screen.findByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
  });

  it('a step that is over says so; "Sign in another way" goes back to the form', async () => {
    authority({
      '/federation': { status: 404, body: { error: 'no_pending_federation', message: 'x' } },
    });
    const user = renderPage('interaction=uid-1&federation=link');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This step is over');
    await user.click(within(alert).getByRole('button', { name: 'Sign in another way' }));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toBeVisible();
    expect(screen.getByLabelText('location')).toHaveTextContent('/sign-in?interaction=uid-1');
  });
});

describe('federation=two_step: a linked identity whose account has two-step verification', () => {
  it('the second step for the provider’s sign-in, sent to its own step', async () => {
    const calls = authority({
      '/federation': { body: { ...PENDING, next: 'two_step', methods: ['totp', 'recovery_code'] } },
      '/federation/two-step': { body: { redirectTo: 'http://api.test/auth/oidc/auth/resume' } },
    });
    const user = renderPage('interaction=uid-1&federation=two_step');
    const heading = await screen.findByRole('heading', { name: 'Two-step verification' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Signing in as ana@example.com.')).toBeVisible();
    expect(screen.getByLabelText(/Trust this device for 30 days/)).toBeVisible();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/resume'),
    );
    expect(calls.find((c) => c.path.endsWith('/federation/two-step'))?.body).toEqual({
      code: '123456',
      trustDevice: false,
    });
  });
});
