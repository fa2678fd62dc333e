import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../test/render';
import { ActivityTimeline } from './ActivityTimeline';
import { SessionList } from './SessionList';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function event(id: number, type: string, detail: object) {
  return {
    id: String(id),
    type,
    at: '2026-11-22T21:15:00.000Z',
    userAgent: FIREFOX,
    ip: '198.51.100.7',
    thisDevice: false,
    detail,
  };
}

/** The timeline's API: one page with two provider sign-ins, a link and an unlink (docs/federation.md). */
function api() {
  mockFetch((url) => {
    if (new URL(url).pathname === '/users/me/activity') {
      return {
        body: {
          events: [
            event(4, 'signed_in', { method: 'federated_two_step', provider: 'Google' }),
            event(3, 'signed_in', { method: 'federated', provider: 'Google' }),
            event(2, 'identity_unlinked', { provider: 'Example ID' }),
            event(1, 'identity_linked', { provider: 'Example ID' }),
          ],
          next: null,
        },
      };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
}

test('links and unlinks read with the provider’s name, and another device’s offer This wasn’t me', async () => {
  api();
  renderWithProviders(<ActivityTimeline onSecured={() => {}} />, { route: '/sessions' });
  expect(await screen.findByText('Sign-in with Example ID unlinked')).toBeInTheDocument();
  expect(screen.getByText('Sign-in with Example ID linked')).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: /^This wasn't me: Sign-in with Example ID linked/ }),
  ).toBeInTheDocument();
});

test('in Portuguese', async () => {
  api();
  renderWithProviders(<ActivityTimeline onSecured={() => {}} />, {
    route: '/sessions',
    language: 'pt-BR',
  });
  expect(await screen.findByText('Login com Example ID desvinculado')).toBeInTheDocument();
});

test('a sign-in through a provider names it, with the second step when there was one', async () => {
  api();
  renderWithProviders(<ActivityTimeline onSecured={() => {}} />, { route: '/sessions' });
  expect(await screen.findByText('Signed in (Google)')).toBeInTheDocument();
  expect(screen.getByText('Signed in (Google and two-step verification)')).toBeInTheDocument();
});

test('a provider sign-in in Spanish', async () => {
  api();
  renderWithProviders(<ActivityTimeline onSecured={() => {}} />, {
    route: '/sessions',
    language: 'es',
  });
  expect(await screen.findByText('Inicio de sesión (Google)')).toBeInTheDocument();
});

test('a session signed in through a provider says which one', () => {
  const session = {
    id: 'a',
    current: true,
    userAgent: FIREFOX,
    ip: '198.51.100.7',
    remembered: false,
    signedInAt: '2026-11-22T21:15:00.000Z',
    lastActiveAt: '2026-11-22T21:15:00.000Z',
  };
  renderWithProviders(
    <SessionList
      sessions={[
        { ...session, method: 'federated', provider: 'Google' },
        { ...session, id: 'b', current: false, method: 'federated_two_step', provider: 'GitHub' },
        // Recorded before the provider was kept.
        { ...session, id: 'c', current: false, method: 'federated' },
      ]}
      guard={(action) => action()}
      onChanged={() => {}}
    />,
    { route: '/sessions', language: 'pt-BR' },
  );
  expect(screen.getByText('Entrou com Google')).toBeInTheDocument();
  expect(screen.getByText('Entrou com GitHub e verificação em duas etapas')).toBeInTheDocument();
  expect(screen.getByText('Entrou com outro serviço')).toBeInTheDocument();
});
