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

function session(): SessionState {
  return {
    status: 'signed-in',
    authentication: { sub: 'u1', methods: ['pwd'], at: Date.now() },
    signIn: jest.fn(() => Promise.resolve()),
    signOut,
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
  // One tab ends it at the authority (the ordinary sign-out); the others follow.
  expect(signOut).toHaveBeenCalledTimes(1);
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
