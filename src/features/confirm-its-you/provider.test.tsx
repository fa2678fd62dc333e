// "Confirm it's you" through a linked provider (docs/federation.md, "Confirm it's you"): the
// dialog offers the account's linked services (only them when it has no password), a press
// leaves for the provider with this page to come back to, and the page says the outcome once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../../test/render';
import { ConfirmItsYou } from './ConfirmItsYou';
import { ProviderConfirmed } from './ProviderConfirmed';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const EXAMPLE = { id: 'example', displayName: 'Example ID', development: true };
const GOOGLE = { id: 'google', displayName: 'Google', development: false };

beforeEach(() => {
  jest.clearAllMocks();
  // The page the dialog was opened on (the app's base is '' in the tests' configuration).
  window.history.pushState({}, '', '/security');
});

describe('"Confirm it’s you" through a linked provider', () => {
  it('an account without a password: no password asked, its services offered; a press leaves for one', async () => {
    const requests: { path: string; body: unknown; credentials?: RequestCredentials }[] = [];
    mockFetch((url, init) => {
      requests.push({
        path: new URL(url).pathname,
        body: JSON.parse(String(init?.body ?? 'null')),
        credentials: init?.credentials,
      });
      return { body: { url: 'http://localhost:4001/auth?state=s' } };
    });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmItsYou
        codeRequired={false}
        password={false}
        providers={[EXAMPLE, GOOGLE]}
        onDone={onDone}
      />,
    );
    await sessionEngineLoaded();
    const dialog = screen.getByRole('dialog', { name: 'Confirm it’s you' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Sign in again with a service linked to your account/);
    const list = within(dialog).getByRole('list', { name: 'Linked services' });
    const example = within(list).getByRole('button', { name: 'Continue with Example ID' });
    expect(example).toHaveAccessibleDescription('Development');
    expect(within(list).getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    await user.click(example);
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('http://localhost:4001/auth?state=s'),
    );
    expect(requests).toEqual([
      {
        path: '/users/me/reauthenticate/federation',
        body: { provider: 'example', returnPath: 'security', returnOrigin: 'http://localhost' },
        credentials: 'include',
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('with a password too: the password form, and the services under it', async () => {
    renderWithProviders(
      <ConfirmItsYou codeRequired={false} providers={[GOOGLE]} onDone={jest.fn()} />,
    );
    await sessionEngineLoaded();
    expect(screen.getByLabelText('Password')).toBeVisible();
    const list = screen.getByRole('list', {
      name: 'Or confirm with a linked service (you come back here afterwards)',
    });
    expect(within(list).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  it('a provider that does not answer: said in the dialog, nothing left', async () => {
    mockFetch(() => ({ status: 503, body: { error: 'provider_unavailable', message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmItsYou
        codeRequired={false}
        password={false}
        providers={[EXAMPLE]}
        onDone={jest.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Example ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This service does not answer right now. Try again later.',
    );
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('back from the provider', () => {
  it('confirmed: said and focused once, then taken out of the address', async () => {
    renderWithProviders(<ProviderConfirmed />, { route: '/security?reauthenticated=example' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Confirmed: it’s you. You can now make the change.');
    expect(status).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/security$/),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('another account at the provider: said, focused', async () => {
    renderWithProviders(<ProviderConfirmed />, {
      route: '/security?reauthError=identity_mismatch&provider=example&tab=x',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/the service signed in another account than the one linked/);
    expect(alert).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/security\?tab=x$/),
    );
  });

  it('a code this app does not know is a failure; in Spanish', async () => {
    renderWithProviders(<ProviderConfirmed />, {
      route: '/security?reauthError=something_new',
      language: 'es',
    });
    expect(
      await screen.findByText('El servicio no pudo confirmar que eres tú. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('nothing in the address: nothing said', () => {
    renderWithProviders(<ProviderConfirmed />, { route: '/security' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
