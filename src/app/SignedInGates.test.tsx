import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext, useSession, type Authentication } from '../session/SessionContext';
import { mockFetch, renderWithProviders } from '../test/render';
import SignedInGates from './SignedInGates';

// After a sign-in the gates' questions (two-step setup required? documents to accept?) went out
// one after another, and the first only once the profile had arrived: three requests in a row
// before the account area (bench/README.md, the sign-in round trip). Now both go out as soon as
// the token is there; what they decide, and in which order, is the same (TwoStepGate.test.tsx,
// ConsentGate.test.tsx).

const authentication: Authentication = { sub: 'u-gates', methods: [], at: Date.now() };

function TokenOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  // Signed in, the profile not arrived yet.
  return (
    <SessionContext.Provider
      value={{ ...session, status: 'signed-in', profile: null, authentication }}
    >
      {children}
    </SessionContext.Provider>
  );
}

test('both gates ask at once, with the token, before the profile and before either answers', async () => {
  const asked: string[] = [];
  // Nothing answers: a question asked only after another's answer would never go out.
  mockFetch((url) => {
    asked.push(new URL(url).pathname);
    return new Promise<never>(() => undefined);
  });
  renderWithProviders(
    <TokenOnly>
      <SignedInGates>
        <p>account area</p>
      </SignedInGates>
    </TokenOnly>,
    { route: '/' },
  );
  await waitFor(() =>
    expect(asked).toEqual(expect.arrayContaining(['/users/me/two-step', '/users/me/consents'])),
  );
  expect(screen.queryByText('account area')).not.toBeInTheDocument();
});
