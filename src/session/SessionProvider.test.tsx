import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserManager } from 'oidc-client-ts';
import { RequireAuth } from '../app/RequireAuth';
import { renderWithProviders } from '../test/render';
import { useAccount, useSession } from './SessionContext';
import { createSession } from './session';

// The engine chunk starts the OIDC session with createSession: counted, otherwise real.
jest.mock('./session', () => {
  const actual = jest.requireActual<typeof import('./session')>('./session');
  return { ...actual, createSession: jest.fn(actual.createSession) };
});
const engineLoaded = createSession as jest.Mock;

const statuses: string[] = [];

function Status() {
  const { status, signIn } = useAccount();
  statuses.push(status);
  return (
    <>
      <p>status: {status}</p>
      <button type="button" onClick={() => void signIn()}>
        sign in
      </button>
    </>
  );
}

function Dormancy() {
  return <p>dormant: {String(useSession().dormant)}</p>;
}

/** The page opens at `path` (the provider reads the real address, the screens the router's). */
function renderAt(path: string, ui = <Status />) {
  window.history.pushState({}, '', path);
  return renderWithProviders(ui, { route: path });
}

beforeEach(() => {
  engineLoaded.mockClear();
  statuses.length = 0;
  globalThis.fetch = jest.fn(async () => Response.json({}, { status: 503 })) as typeof fetch;
});

test('a public screen is anonymous at once and never loads the session by itself', async () => {
  jest.useFakeTimers();
  try {
    renderAt('/sign-up');
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
  } finally {
    jest.useRealTimers();
  }
  expect(engineLoaded).not.toHaveBeenCalled();
  expect(statuses).not.toContain('loading');
});

test('a guarded screen opened from a public one loads the session, then sends a visitor to sign in', async () => {
  renderAt(
    '/sign-in',
    <RequireAuth>
      <p>account area</p>
    </RequireAuth>,
  );
  await waitFor(() =>
    expect(screen.getByLabelText('location')).toHaveTextContent('/unauthorized?returnTo='),
  );
  expect(engineLoaded).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('account area')).not.toBeInTheDocument();
});

test('Sign in on a public screen loads the session and starts the authorization request', async () => {
  const redirect = jest.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
  renderAt('/forgot-password');
  expect(engineLoaded).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
  await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
  expect(redirect.mock.calls[0]![0]).toMatchObject({ state: { returnTo: '/' } });
  redirect.mockRestore();
});

test('a screen that is not public loads the session at once', async () => {
  renderAt('/', <Dormancy />);
  expect(screen.getByText('dormant: false')).toBeInTheDocument();
  await waitFor(() => expect(engineLoaded).toHaveBeenCalledTimes(1));
  await act(async () => {}); // the engine's first render
});
