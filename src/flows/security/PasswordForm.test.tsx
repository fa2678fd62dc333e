import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByLabelText('Current password')).toHaveFocus();
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
});
