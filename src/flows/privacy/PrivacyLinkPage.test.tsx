import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import PrivacyLinkPage from './PrivacyLinkPage';

// The session's `forget`, observed (the rest of the session is the real one).
const mockForget = jest.fn(async () => undefined);
jest.mock('../../session/SessionContext', () => {
  const real = jest.requireActual<typeof import('../../session/SessionContext')>(
    '../../session/SessionContext',
  );
  return { ...real, useSession: () => ({ ...real.useSession(), forget: mockForget }) };
});

function open(route: string) {
  renderWithProviders(<PrivacyLinkPage />, { route, path: '/privacy/:page' });
}

const posts = (fetch: jest.Mock, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

describe('the mailed links', () => {
  it.each([
    [
      'confirm-email',
      'Change your e-mail address?',
      'Confirm the change',
      '/accounts/email-change/confirm',
    ],
    ['not-me', "It wasn't you?", 'Freeze the account', '/accounts/email-change/revert'],
    ['restore', 'Restore your account?', 'Restore my account', '/accounts/restore'],
  ])(
    '%s: opening the page (a mail scanner, a link preview) posts nothing; it says what the button does',
    async (page, title, button, path) => {
      const fetch = mockFetch(() => ({ body: { status: 'restored', email: 'a@example.com' } }));
      open(`/privacy/${page}?token=tok-1`);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(/^Press the button to/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
      expect(posts(fetch, path)).toHaveLength(0);
      expect(screen.getByLabelText('location')).toHaveTextContent(new RegExp(`^/privacy/${page}$`));
    },
  );

  it('confirm-email: the press posts the token once and says which address to sign in with; the token left the URL', async () => {
    const fetch = mockFetch(() => ({
      body: { status: 'email_changed', email: 'new@example.com' },
    }));
    open('/privacy/confirm-email?token=tok-123&whitelabel=acme');
    expect(await screen.findByLabelText('location')).toHaveTextContent(
      /^\/privacy\/confirm-email\?whitelabel=acme$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address was changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From now on, sign in with new@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const sent = posts(fetch, '/accounts/email-change/confirm');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({ token: 'tok-123' });
  });

  it('not-me: on the press, the account is frozen, the reset went to its current address; no reset from here', async () => {
    mockFetch(() => ({ body: { status: 'account_frozen' } }));
    open('/privacy/not-me?token=tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Freeze the account' }));
    expect(
      await screen.findByRole('heading', { name: 'The account is frozen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed out, and its password no longer works/)).toBeInTheDocument();
    expect(screen.getByText(/went to the account’s current e-mail address/)).toBeInTheDocument();
    expect(
      screen.getByText(/never give an account back to a previous address/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /new password/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
  });

  it('restore: on the press, the account is back; sign in to use it', async () => {
    mockFetch(() => ({ body: { status: 'restored' } }));
    open('/privacy/restore?token=tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my account' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is back' }),
    ).toBeInTheDocument();
  });

  it.each([
    [410, 'token_expired', 'This link has expired'],
    [409, 'token_used', 'This link was already used'],
    [400, 'token_invalid', 'This link is not valid'],
  ])('%i %s: explained', async (status, error, title) => {
    mockFetch(() => ({ status, body: { error, message: 'x' } }));
    open('/privacy/restore?token=tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my account' }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('an address taken since: said as such', async () => {
    mockFetch(() => ({ status: 409, body: { error: 'email_taken', message: 'x' } }));
    open('/privacy/confirm-email?token=tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/now belongs to another account/);
  });

  it('a network failure: an alert, and the button tries again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? Promise.reject(new TypeError('offline')) : { body: { status: 'restored' } },
    );
    open('/privacy/restore?token=tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my account' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Restore my account' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is back' }),
    ).toBeInTheDocument();
  });

  it('no token, or an unknown page: not valid', async () => {
    mockFetch(() => ({ body: {} }));
    open('/privacy/restore');
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
  });
});

describe('after a deletion request', () => {
  it('says when the account will be erased (pt-BR date) and how to restore it', async () => {
    mockFetch(() => ({ body: {} }));
    open('/privacy/deleted?eraseAt=2026-12-08T10%3A00%3A00.000Z');
    expect(
      await screen.findByRole('heading', { name: 'Your account will be deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It will be erased on December 8, 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/Restore my account/)).toBeInTheDocument();
  });
});

describe('the deleted page and the session', () => {
  beforeEach(() => mockForget.mockClear());

  it('opened from a link (anyone can send one), it forgets nothing', async () => {
    mockFetch(() => ({ body: {} }));
    open('/privacy/deleted?eraseAt=2026-12-08T10%3A00%3A00.000Z');
    expect(
      await screen.findByRole('heading', { name: 'Your account will be deleted' }),
    ).toBeInTheDocument();
    expect(mockForget).not.toHaveBeenCalled();
  });

  it('reached by a deletion in this tab, it forgets the session once', async () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(
      <Routes>
        <Route path="/privacy/:page" element={<PrivacyLinkPage />} />
        <Route path="*" element={<GoDeleted />} />
      </Routes>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account will be deleted' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(mockForget).toHaveBeenCalledTimes(1));
  });
});

function GoDeleted() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/privacy/deleted?eraseAt=2026-12-08T10%3A00%3A00.000Z', {
      state: { accountDeleted: true },
    });
  }, [navigate]);
  return null;
}
