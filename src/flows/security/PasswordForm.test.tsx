import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { Profile } from '../../api/users';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import { PasswordForm } from './PasswordForm';

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  renderWithProviders(<PasswordForm />);
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('checks the new password twice before posting', async () => {
    const fetch = mockFetch(() => ({ status: 204 }));
    await fill('old-secret', 'short', 'shorter');
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/password'))).toHaveLength(0);
  });

  it('a wrong current password lands on that field; the inputs are kept', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'validation', fields: { currentPassword: 'incorrect' } },
    }));
    await fill('wrong-secret', 'a-long-new-passphrase');
    expect(await screen.findByText('This password is not correct.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveValue('a-long-new-passphrase');
  });

  it('success: says so, and clears the fields', async () => {
    mockFetch(() => ({ status: 204 }));
    await fill('old-secret', 'a-long-new-passphrase');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('on an old sign-in: confirm it is you, then the change goes through with what was typed', async () => {
    let recent = false;
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/users/me/reauthenticate')) {
        recent = JSON.parse(String(init?.body)).password === 'old-secret';
        return recent ? { body: {} } : { status: 400, body: { error: 'invalid_credentials' } };
      }
      if (url.endsWith('/users/me/password') && !recent) {
        return reauthenticationRequired();
      }
      return { status: 204 };
    });
    await fill('old-secret', 'a-long-new-passphrase');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    // What the user typed stays in the form behind the dialog.
    expect(screen.getByLabelText('New password')).toHaveValue('a-long-new-passphrase');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'old-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const changes = fetch.mock.calls.filter(([u]) => String(u).endsWith('/users/me/password'));
    expect(changes).toHaveLength(2);
    expect(JSON.parse(String(changes[1]![1]!.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'a-long-new-passphrase',
    });
  });

  describe('an account with no password (passkey-first, or a provider’s)', () => {
    const passwordless: Profile = {
      sub: 'u1',
      email: 'ana@example.com',
      name: 'Ana Lima',
      onboardingCompleted: true,
      hasPassword: false,
    };

    /** A signed-in session whose profile the form can replace (as the real one does). */
    function SignedIn({ children }: { children: ReactNode }) {
      const session = useSession();
      const [profile, setProfile] = useState(passwordless);
      return (
        <SessionContext.Provider value={{ ...session, status: 'signed-in', profile, setProfile }}>
          {children}
        </SessionContext.Provider>
      );
    }

    it('adds the first password with no current one; then it is a change like any other', async () => {
      const fetch = mockFetch(() => ({ status: 204 }));
      const user = userEvent.setup();
      renderWithProviders(
        <SignedIn>
          <PasswordForm />
        </SignedIn>,
      );
      expect(screen.getByText(/You sign in without a password/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Current password')).toBeNull();
      await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
      await user.type(screen.getByLabelText('Confirm new password'), 'a-long-new-passphrase');
      await user.click(screen.getByRole('button', { name: 'Add a password' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your password was added.');
      const sent = fetch.mock.calls.filter(([u]) => String(u).endsWith('/users/me/password'));
      expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
        newPassword: 'a-long-new-passphrase',
      });
      // It has one now: changing it asks for it.
      expect(screen.getByLabelText('Current password')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
      expect(screen.queryByText(/You sign in without a password/)).toBeNull();
    });

    it('in Portuguese and Spanish', async () => {
      for (const [language, add] of [
        ['pt-BR', 'Adicionar uma senha'],
        ['es', 'Añadir una contraseña'],
      ] as const) {
        mockFetch(() => ({ status: 204 }));
        const { unmount } = renderWithProviders(
          <SignedIn>
            <PasswordForm />
          </SignedIn>,
          { language },
        );
        expect(await screen.findByRole('button', { name: add })).toBeInTheDocument();
        unmount();
      }
    });
  });
});
