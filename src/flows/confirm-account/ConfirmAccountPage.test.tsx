import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { mockFetch, renderWithProviders } from '../../test/render';
import { holdLinkToken, releaseLinkToken } from '../../lib/link-token';
import ConfirmAccountPage from './ConfirmAccountPage';

const confirmPosts = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts/confirm'));

describe('ConfirmAccountPage', () => {
  it('opening the link confirms nothing (a mail scanner only loads it); the press confirms once and offers sign-in', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'confirmed' } }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
    const button = await screen.findByRole('button', { name: 'Confirm my e-mail address' });
    expect(
      screen.getByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Press the button to confirm/)).toBeInTheDocument();
    expect(confirmPosts(fetch)).toHaveLength(0);

    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(confirmPosts(fetch)).toHaveLength(1);
    expect(JSON.parse(String((confirmPosts(fetch)[0]![1] as RequestInit).body))).toEqual({
      token: 't1',
    });
  });

  it('drops the token from the address bar at once (a replace, other parameters kept) and still posts it on the press', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'confirmed' } }));
    function NavigationType() {
      return <div aria-label="navigation">{useNavigationType()}</div>;
    }
    renderWithProviders(
      <>
        <ConfirmAccountPage />
        <NavigationType />
      </>,
      { route: '/confirm-account?whitelabel=acme&token=t1' },
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        /^\/confirm-account\?whitelabel=acme$/,
      ),
    );
    expect(screen.getByLabelText('navigation')).toHaveTextContent('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(JSON.parse(String((confirmPosts(fetch)[0]![1] as RequestInit).body))).toEqual({
      token: 't1',
    });
  });

  it('the app took the token out of the address bar as it started: the page still has it for the press', async () => {
    window.history.replaceState(null, '', '/confirm-account?token=t-held');
    holdLinkToken();
    expect(window.location.search).toBe('');
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'confirmed' } }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my e-mail address' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(JSON.parse(String((confirmPosts(fetch)[0]![1] as RequestInit).body))).toEqual({
      token: 't-held',
    });
    releaseLinkToken();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    [410, 'token_expired', 'This link has expired'],
    [409, 'token_used', 'This link was already used'],
    [400, 'token_invalid', 'This link is not valid'],
  ])(
    '%i %s on the press: explained, with a form to get a new link',
    async (status, code, title) => {
      mockFetch(() => ({ status, body: { error: code, message: 'x' } }));
      renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
      await userEvent.click(
        await screen.findByRole('button', { name: 'Confirm my e-mail address' }),
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    },
  );

  it('without a token: explains, and posts nothing', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: {} }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account' });
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(
      fetch.mock.calls.filter(([url]) => String(url).includes('/accounts/confirm')),
    ).toHaveLength(0);
  });

  it('a server failure: a readable alert, and the button tries again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? { status: 503, body: {} } : { status: 200, body: { status: 'confirmed' } },
    );
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
    const button = await screen.findByRole('button', { name: 'Confirm my e-mail address' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
  });
});
