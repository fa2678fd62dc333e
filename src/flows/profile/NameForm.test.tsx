import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '../../api/users';
import { mockFetch, renderWithProviders } from '../../test/render';
import { NameForm } from './NameForm';

const profile: Profile = {
  sub: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  onboardingCompleted: true,
};

describe('NameForm', () => {
  it('requires a name', async () => {
    const fetch = mockFetch(() => ({ body: profile }));
    const user = userEvent.setup();
    renderWithProviders(<NameForm profile={profile} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(
      fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH'),
    ).toHaveLength(0);
  });

  it('saves with PATCH and says so', async () => {
    const fetch = mockFetch(() => ({ body: { ...profile, name: 'Ana Souza' } }));
    const user = userEvent.setup();
    renderWithProviders(<NameForm profile={profile} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your name was saved.');
    const patch = fetch.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
    )!;
    expect(JSON.parse(String((patch[1] as RequestInit).body))).toEqual({ name: 'Ana Souza' });
  });

  it('a server failure keeps the new name in the field', async () => {
    mockFetch(() => ({ status: 503, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<NameForm profile={profile} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Souza');
  });

  it('after a new name, the passkey managers show it (WebAuthn Signal API)', async () => {
    const signalCurrentUserDetails = jest.fn(async () => undefined);
    Object.defineProperty(window, 'PublicKeyCredential', {
      configurable: true,
      writable: true,
      value: Object.assign(function PublicKeyCredential() {}, { signalCurrentUserDetails }),
    });
    try {
      mockFetch((url) =>
        url.endsWith('/users/me/passkeys')
          ? {
              body: {
                passkeys: [],
                signal: { rpId: 'localhost', userHandle: 'aGFuZGxl', credentialIds: ['c1'] },
              },
            }
          : { body: { ...profile, name: 'Ana Souza' } },
      );
      const user = userEvent.setup();
      renderWithProviders(<NameForm profile={profile} />);
      await user.clear(screen.getByLabelText('Name'));
      await user.type(screen.getByLabelText('Name'), 'Ana Souza');
      await user.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your name was saved.');
      await waitFor(() =>
        expect(signalCurrentUserDetails).toHaveBeenCalledWith({
          rpId: 'localhost',
          userId: 'aGFuZGxl',
          name: 'ana@example.com',
          displayName: 'Ana Souza',
        }),
      );
    } finally {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    }
  });
});
