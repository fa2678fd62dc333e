import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders } from '../../test/render';
import TermsPage from './TermsPage';

const signOut = jest.fn(() => Promise.resolve());

function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = { sub: 't1', email: 'ana@example.com', name: 'Ana', onboardingCompleted: true };
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', profile, signOut }}>
      {children}
    </SessionContext.Provider>
  );
}

type Pending = { document: 'terms' | 'privacy'; version: string }[];

/** The API: GET answers `pending()`, POST answers `accept(body)`. */
function api(
  pending: () => Pending,
  accept: (body: { document: string; version: string }) => {
    status?: number;
    body?: unknown;
  },
) {
  return mockFetch((url, init) => {
    if (!url.endsWith('/users/me/consents')) return { status: 404, body: {} };
    if (init?.method === 'POST') {
      return accept(JSON.parse(String(init.body)) as { document: string; version: string });
    }
    return { body: { pending: pending(), accepted: [] } };
  });
}

function posted(fetch: jest.Mock) {
  return fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

function open() {
  renderWithProviders(
    <SignedIn>
      <TermsPage />
    </SignedIn>,
    { route: '/terms?returnTo=%2Fprivacy' },
  );
}

beforeEach(() => signOut.mockClear());

test('explains what changed, with the heading focused', async () => {
  api(
    () => [{ document: 'terms', version: '2026-06' }],
    () => ({ body: { pending: [], accepted: [] } }),
  );
  open();
  const heading = await screen.findByRole('heading', { name: 'We updated our terms', level: 1 });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('We updated the terms of service.')).toBeInTheDocument();
  expect(
    screen.getByRole('checkbox', { name: 'I accept the new terms of service' }),
  ).not.toBeChecked();
});

test('Accept without the box ticked: the error is on the box, focused, and nothing is sent', async () => {
  const fetch = api(
    () => [
      { document: 'terms', version: '2026-06' },
      { document: 'privacy', version: '2026-06' },
    ],
    () => ({ body: { pending: [], accepted: [] } }),
  );
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  const box = screen.getByRole('checkbox', {
    name: 'I accept the new terms of service and privacy policy',
  });
  await waitFor(() => expect(box).toHaveFocus());
  expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(posted(fetch)).toEqual([]);
});

test('accepting, by keyboard only, records each pending version and goes where the user was going', async () => {
  let left: Pending = [
    { document: 'terms', version: '2026-06' },
    { document: 'privacy', version: '2026-07' },
  ];
  const fetch = api(
    () => left,
    (body) => {
      left = left.filter((item) => item.document !== body.document);
      return { body: { pending: left, accepted: [] } };
    },
  );
  open();
  const user = userEvent.setup();
  const box = await screen.findByRole('checkbox');
  await user.tab();
  expect(box).toHaveFocus();
  await user.keyboard(' ');
  expect(box).toBeChecked();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/privacy$/));
  expect(posted(fetch)).toEqual([
    { document: 'terms', version: '2026-06' },
    { document: 'privacy', version: '2026-07' },
  ]);
});

test('a version changed meanwhile: said so, the box stays ticked, and the next Accept sends the new one', async () => {
  let current = '2026-06';
  let reads = 0;
  const fetch = api(
    () => {
      reads += 1;
      return [{ document: 'terms', version: current }];
    },
    (body) => {
      if (body.version !== current) {
        return {
          status: 409,
          body: {
            error: 'consent_version_outdated',
            message: 'x',
            currentVersion: current,
          },
        };
      }
      return { body: { pending: [], accepted: [] } };
    },
  );
  open();
  const user = userEvent.setup();
  const box = await screen.findByRole('checkbox', { name: 'I accept the new terms of service' });
  const readsBefore = reads;
  current = '2026-08';
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A newer version was published while this page was open.',
  );
  expect(box).toBeChecked();
  expect(screen.getByLabelText('location')).toHaveTextContent('/terms');

  // What is pending is read again, so the next Accept sends the version now in force.
  await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/privacy$/));
  expect(posted(fetch)).toEqual([
    { document: 'terms', version: '2026-06' },
    { document: 'terms', version: '2026-08' },
  ]);
});

test('Sign out is the way to refuse', async () => {
  const fetch = api(
    () => [{ document: 'privacy', version: '2026-06' }],
    () => ({ body: { pending: [], accepted: [] } }),
  );
  open();
  const user = userEvent.setup();
  expect(await screen.findByText('We updated the privacy policy.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(signOut).toHaveBeenCalledTimes(1);
  expect(posted(fetch)).toEqual([]);
});
