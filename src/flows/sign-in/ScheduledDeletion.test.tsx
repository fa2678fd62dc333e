import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SignInForm } from './SignInForm';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const scheduled = {
  status: 403,
  body: {
    error: 'account_deletion_scheduled',
    message: 'This account is scheduled for deletion.',
    eraseAt: '2026-12-08T10:00:00.000Z',
  },
};

describe('signing in to an account scheduled for deletion', () => {
  it('the right password: says when it will be erased and offers restoring, which signs in', async () => {
    const fetch = mockFetch((_url, init) =>
      JSON.parse(String(init?.body)).restoreAccount === true
        ? { body: { redirectTo: 'http://api.test/auth/oidc/auth/resume' } }
        : scheduled,
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is scheduled for deletion on December 8, 2026.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(leavePage).not.toHaveBeenCalled();
    // The form kept what was typed: restoring sends it again with restoreAccount.
    await user.click(screen.getByRole('button', { name: 'Restore my account and sign in' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/resume'),
    );
    const logins = fetch.mock.calls.filter(([url]) => String(url).endsWith('/uid-1/login'));
    expect(JSON.parse(String(logins[1]![1]!.body))).toEqual({
      email: 'ana@example.com',
      password: 'secret-phrase',
      restoreAccount: true,
    });
  });

  it('any other answer shows no restore offer', async () => {
    mockFetch(() => ({ status: 401, body: { error: 'invalid_credentials', message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    expect(screen.queryByRole('button', { name: /Restore my account/ })).not.toBeInTheDocument();
  });
});
