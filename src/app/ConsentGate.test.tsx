import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext, useSession } from '../session/SessionContext';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../test/render';
import { ConsentGate } from './ConsentGate';

function SignedIn({
  sub,
  onboardingCompleted = true,
  children,
}: {
  sub: string;
  onboardingCompleted?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const profile = { sub, email: 'ana@example.com', name: 'Ana', onboardingCompleted };
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', profile }}>
      {children}
    </SessionContext.Provider>
  );
}

function renderGate(
  sub: string,
  answer: { status?: number; body?: unknown },
  { route = '/privacy', onboardingCompleted = true } = {},
) {
  const fetch = mockFetch((url) =>
    url.endsWith('/users/me/consents') ? answer : { status: 404, body: {} },
  );
  const view = renderWithProviders(
    <SignedIn sub={sub} onboardingCompleted={onboardingCompleted}>
      <ConsentGate>
        <p>account area</p>
      </ConsentGate>
    </SignedIn>,
    { route },
  );
  const asked = () =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/users/me/consents')).length;
  return { ...view, asked };
}

const termsMoved = { body: { pending: [{ document: 'terms', version: '2026-06' }], accepted: [] } };

test('a user with a newer version to accept goes to the terms screen first, keeping where they were going', async () => {
  renderGate('c1', termsMoved);
  await waitFor(() =>
    expect(screen.getByLabelText('location')).toHaveTextContent('/terms?returnTo=%2Fprivacy'),
  );
});

test('a user with nothing to accept goes on, and is not asked again on the next screen', async () => {
  const first = renderGate('c2', { body: { pending: [], accepted: [] } });
  expect(await screen.findByText('account area')).toBeInTheDocument();
  first.unmount();
  const second = renderGate('c2', termsMoved, { route: '/sessions' });
  await sessionEngineLoaded();
  expect(screen.getByText('account area')).toBeInTheDocument();
  expect(second.asked()).toBe(0);
});

test('a failed check lets the user through (the API keeps the record)', async () => {
  renderGate('c3', { status: 500, body: { error: 'internal', message: 'x' } });
  expect(await screen.findByText('account area')).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/privacy$/);
});

test('onboarding is not held up: it records the versions in force itself', async () => {
  const view = renderGate('c4', termsMoved, { route: '/onboarding', onboardingCompleted: false });
  await sessionEngineLoaded();
  expect(screen.getByText('account area')).toBeInTheDocument();
  expect(view.asked()).toBe(0);
});

test('the terms screen itself is not sent back to itself', async () => {
  const view = renderGate('c5', termsMoved, { route: '/terms?returnTo=%2F' });
  await sessionEngineLoaded();
  expect(screen.getByText('account area')).toBeInTheDocument();
  expect(view.asked()).toBe(0);
});
