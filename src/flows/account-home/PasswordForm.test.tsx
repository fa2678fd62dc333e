import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
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
});
