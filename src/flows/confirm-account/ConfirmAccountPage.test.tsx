import { screen } from '@testing-library/react';
import { useNavigationType } from 'react-router';
import { mockFetch, renderWithProviders } from '../../test/render';
import ConfirmAccountPage from './ConfirmAccountPage';

describe('ConfirmAccountPage', () => {
  it('confirms the token once (even under StrictMode) and offers sign-in', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'confirmed' } }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts/confirm'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String((posts[0]![1] as RequestInit).body))).toEqual({ token: 't1' });
  });

  it('drops the token from the address bar at once (a replace, other parameters kept), posts it once and shows the answer', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetch = mockFetch((url) =>
      url.endsWith('/accounts/confirm')
        ? // mockFetch awaits whatever it is given; its type only names rejections.
          (held.then(() => ({ status: 200, body: { status: 'confirmed' } })) as Promise<never>)
        : { status: 404, body: {} },
    );
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
    // Gone while the request is still on its way, before the user can reload or share it.
    expect(await screen.findByLabelText('location')).toHaveTextContent(
      /^\/confirm-account\?whitelabel=acme$/,
    );
    expect(screen.getByLabelText('navigation')).toHaveTextContent('REPLACE');
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([url]) => String(url).endsWith('/accounts/confirm'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String((posts[0]![1] as RequestInit).body))).toEqual({ token: 't1' });
  });

  it.each([
    [410, 'token_expired', 'This link has expired'],
    [409, 'token_used', 'This link was already used'],
    [400, 'token_invalid', 'This link is not valid'],
  ])('%i %s: explained, with a form to get a new link', async (status, code, title) => {
    mockFetch(() => ({ status, body: { error: code, message: 'x' } }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

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

  it('a server failure: a readable message and a retry', async () => {
    mockFetch(() => ({ status: 503, body: {} }));
    renderWithProviders(<ConfirmAccountPage />, { route: '/confirm-account?token=t1' });
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/went wrong on our side/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
