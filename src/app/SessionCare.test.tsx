import { act, render, screen } from '@testing-library/react';
import type { Brand } from '../api/whitelabels';
import { defaultBrand } from '../whitelabel/default-brand';
import { FixedBrand } from '../whitelabel/WhitelabelContext';
import { SessionContext, type SessionState } from '../session/SessionContext';
import type { SessionEvent } from '../session/session-care';
import { SessionCare } from './SessionCare';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

const signOut = jest.fn(() => Promise.resolve());
const expire = jest.fn(() => Promise.resolve());

function session(overrides: Partial<SessionState> = {}): SessionState {
  return {
    status: 'signed-in',
    authentication: { sub: 'u1', methods: ['pwd'], at: Date.now() },
    tokenExpiresAt: null,
    renew: jest.fn(() => Promise.resolve(false)),
    forget: jest.fn(() => Promise.resolve()),
    expectEnd: jest.fn(() => Promise.resolve()),
    signIn: jest.fn(() => Promise.resolve()),
    signOut,
    expire,
    ...overrides,
  } as unknown as SessionState;
}

/** The timers and the warning load once someone is signed in (./SessionWatch, a chunk). */
async function watchLoaded() {
  await act(async () => {
    await import('./SessionWatch');
  });
}

test("a host's own warning and events: expiring two minutes ahead, extended on stay, ended with the reason", async () => {
  const events: SessionEvent[] = [];
  const brand: Brand = { ...defaultBrand, idleTimeoutMinutes: 15 };
  render(
    <SessionContext.Provider value={session()}>
      <FixedBrand brand={brand}>
        <SessionCare
          onSessionEvent={(event) => events.push(event)}
          renderSessionWarning={({ cause, stay }) => (
            <button type="button" onClick={stay}>
              {`host warning: ${cause}`}
            </button>
          )}
        />
      </FixedBrand>
    </SessionContext.Provider>,
  );
  await watchLoaded();
  act(() => jest.advanceTimersByTime(13 * 60_000 - 1));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(events).toEqual([
    { type: 'session-expiring', cause: 'idle', endsAt: Date.now() + 120_000 },
  ]);
  act(() => screen.getByRole('button', { name: 'host warning: idle' }).click());
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(events.at(-1)).toEqual({ type: 'session-extended' });

  act(() => jest.advanceTimersByTime(15 * 60_000));
  expect(events.at(-1)).toEqual({ type: 'session-ended', reason: 'idle' });
  // Every tab ends it: one at the authority, the others follow it (session.ts, `expire`).
  expect(expire).toHaveBeenCalledTimes(1);
  expect(signOut).not.toHaveBeenCalled();
  expect(JSON.parse(sessionStorage.getItem('account.sessionEndReason') ?? '{}')).toEqual({
    reason: 'idle',
    idleMinutes: 15,
  });
});

test('no idle timeout for the tenant: no warning', async () => {
  const events: SessionEvent[] = [];
  render(
    <SessionContext.Provider value={session()}>
      <FixedBrand brand={defaultBrand}>
        <SessionCare onSessionEvent={(event) => events.push(event)} />
      </FixedBrand>
    </SessionContext.Provider>,
  );
  await watchLoaded();
  act(() => jest.advanceTimersByTime(60 * 60_000));
  expect(events).toEqual([]);
});

// Renewal starts ten minutes before the access token expires and retries every 10 s: a token two
// minutes from its end means the sign-in service has not answered for eight minutes.
test('renewal failing for a while: the warning before the token expires, Stay tries at once, then the end with its reason', async () => {
  const events: SessionEvent[] = [];
  const renew = jest.fn(() => Promise.resolve(false));
  const forget = jest.fn(() => Promise.resolve());
  const signIn = jest.fn(() => Promise.resolve());
  const value = session({
    tokenExpiresAt: Date.now() + 5 * 60_000,
    renew,
    forget,
    signIn,
    signOut: jest.fn(() => Promise.resolve()),
  });
  render(
    <SessionContext.Provider value={value}>
      <FixedBrand brand={defaultBrand}>
        <SessionCare
          onSessionEvent={(event) => events.push(event)}
          renderSessionWarning={({ cause, stay }) => (
            <button type="button" onClick={stay}>
              {`host warning: ${cause}`}
            </button>
          )}
        />
      </FixedBrand>
    </SessionContext.Provider>,
  );
  await watchLoaded();
  act(() => jest.advanceTimersByTime(3 * 60_000));
  expect(events).toEqual([
    { type: 'session-expiring', cause: 'renewal', endsAt: Date.now() + 120_000 },
  ]);
  // Stay: one renewal now; refused again, a new sign-in back to this page.
  await act(async () => screen.getByRole('button', { name: 'host warning: renewal' }).click());
  expect(renew).toHaveBeenCalledTimes(1);
  expect(signIn).toHaveBeenCalledWith('/', { reauthenticate: false });

  // At the expiry: one last try, then the session ends in every tab with why.
  await act(async () => jest.advanceTimersByTime(2 * 60_000));
  expect(renew).toHaveBeenCalledTimes(2);
  expect(forget).toHaveBeenCalledTimes(1);
  expect(value.signOut).not.toHaveBeenCalled();
  expect(events.at(-1)).toEqual({ type: 'session-ended', reason: 'renewal-failed' });
});

test('the last try at the expiry works (a device that slept through it): the session goes on', async () => {
  const events: SessionEvent[] = [];
  const forget = jest.fn(() => Promise.resolve());
  const renew = jest.fn(() => Promise.resolve(true));
  const value = session({ tokenExpiresAt: Date.now() + 60_000, renew, forget });
  render(
    <SessionContext.Provider value={value}>
      <FixedBrand brand={defaultBrand}>
        <SessionCare
          onSessionEvent={(event) => events.push(event)}
          renderSessionWarning={() => <p>host warning</p>}
        />
      </FixedBrand>
    </SessionContext.Provider>,
  );
  await watchLoaded();
  await act(async () => jest.advanceTimersByTime(60_000));
  expect(renew).toHaveBeenCalledTimes(1);
  expect(forget).not.toHaveBeenCalled();
  expect(screen.queryByText('host warning')).not.toBeInTheDocument();
  expect(events.at(-1)).toEqual({ type: 'session-extended' });
});

test('the screens dropping to signed out for a moment do not restart the idle timeout', async () => {
  const events: SessionEvent[] = [];
  const brand: Brand = { ...defaultBrand, idleTimeoutMinutes: 15 };
  // Its own person: the page's activity tracker outlives a render (as it should).
  const value = session({ authentication: { sub: 'u2', methods: ['pwd'], at: Date.now() } });
  const tree = (state: SessionState) => (
    <SessionContext.Provider value={state}>
      <FixedBrand brand={brand}>
        <SessionCare
          onSessionEvent={(event) => events.push(event)}
          renderSessionWarning={() => <p>host warning</p>}
        />
      </FixedBrand>
    </SessionContext.Provider>
  );
  const { rerender } = render(tree(value));
  await watchLoaded();
  act(() => jest.advanceTimersByTime(10 * 60_000));
  // An access token found expired before its renewal arrived: signed out, then in again.
  rerender(tree({ ...value, status: 'anonymous', authentication: null }));
  rerender(tree(value));
  await watchLoaded();
  act(() => jest.advanceTimersByTime(3 * 60_000));
  expect(events).toEqual([
    { type: 'session-expiring', cause: 'idle', endsAt: Date.now() + 120_000 },
  ]);
});

test("no warning over the authority's sign-in form: the person is already signing in again", async () => {
  const brand: Brand = { ...defaultBrand, idleTimeoutMinutes: 15 };
  window.history.replaceState(null, '', '/sign-in?interaction=abc');
  try {
    render(
      <SessionContext.Provider
        value={session({ authentication: { sub: 'u3', methods: [], at: Date.now() } })}
      >
        <FixedBrand brand={brand}>
          <SessionCare renderSessionWarning={() => <p>host warning</p>} />
        </FixedBrand>
      </SessionContext.Provider>,
    );
    await watchLoaded();
    act(() => jest.advanceTimersByTime(13 * 60_000));
    expect(screen.queryByText('host warning')).not.toBeInTheDocument();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});
