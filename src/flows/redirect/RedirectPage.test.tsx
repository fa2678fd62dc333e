import { act, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../test/render';
import RedirectPage from './RedirectPage';

describe('RedirectPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    mockFetch(() => ({ body: {} }));
  });
  afterEach(() => jest.useRealTimers());

  function open(query: string) {
    window.history.replaceState(null, '', `/redirect${query}`);
    renderWithProviders(<RedirectPage />, { route: `/redirect${query}`, path: '/redirect' });
  }

  it('shows a pulsing logo and announces the redirect, then forwards after 300 ms', () => {
    open(`?href=${encodeURIComponent('/forbidden')}`);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…');
    expect(screen.getByRole('img', { name: 'Account' })).toHaveClass('pulse');

    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…');
    expect(screen.getByLabelText('location')).toHaveTextContent('/redirect');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/forbidden$/);
  });

  it('goes home when href is absent', () => {
    open('');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('asks before leaving for a foreign site, naming its host', () => {
    open(`?href=${encodeURIComponent('https://evil.example/x')}`);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('heading', { name: 'You are leaving this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to evil.example' })).toHaveAttribute(
      'href',
      'https://evil.example/x',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("asks before sending anyone to the authority's sign-out, though it is the API's origin", () => {
    const signOut = 'http://api.test/auth/oidc/session/end';
    open(`?href=${encodeURIComponent(signOut)}`);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('heading', { name: 'You are leaving this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to api.test' })).toHaveAttribute(
      'href',
      signOut,
    );
  });
});
