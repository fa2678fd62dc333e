import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext, useSession } from '../session/SessionContext';
import { mockFetch, renderWithProviders } from '../test/render';
import { TwoStepGate } from './TwoStepGate';

function SignedIn({ sub, children }: { sub: string; children: ReactNode }) {
  const session = useSession();
  const profile = { sub, email: 'ana@example.com', name: 'Ana', onboardingCompleted: true };
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', profile }}>
      {children}
    </SessionContext.Provider>
  );
}

function renderGate(sub: string, twoStep: object) {
  mockFetch((url) =>
    url.endsWith('/users/me/two-step') ? { body: twoStep } : { status: 404, body: {} },
  );
  renderWithProviders(
    <SignedIn sub={sub}>
      <TwoStepGate>
        <p>account area</p>
      </TwoStepGate>
    </SignedIn>,
    { route: '/' },
  );
}

test("a tenant's rule sends a user without two-step verification to its setup first", async () => {
  renderGate('u1', { enabled: false, required: true, enabledAt: null, recoveryCodesLeft: 0 });
  await waitFor(() =>
    expect(screen.getByLabelText('location')).toHaveTextContent('/security?setup=required'),
  );
});

test('anyone else goes on', async () => {
  renderGate('u2', { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
  expect(await screen.findByText('account area')).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
});

test('a user who has it on goes on under the rule too', async () => {
  renderGate('u3', { enabled: true, required: true, enabledAt: 'x', recoveryCodesLeft: 9 });
  expect(await screen.findByText('account area')).toBeInTheDocument();
});
