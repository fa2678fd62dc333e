import { act, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../../test/render';
import RedirectPage from './RedirectPage';

describe('RedirectPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    mockFetch(() => ({ body: {} }));
  });
  afterEach(() => jest.useRealTimers());

  async function open(query: string) {
    window.history.replaceState(null, '', `/redirect${query}`);
    renderWithProviders(<RedirectPage />, { route: `/redirect${query}`, path: '/redirect' });
    // No timer runs for it: the 300 ms below are still all to come.
    await sessionEngineLoaded();
  }

  it('shows a pulsing logo and announces the redirect, then forwards after 300 ms', async () => {
    await open(`?href=${encodeURIComponent('/forbidden')}`);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…');
    expect(screen.getByRole('img', { name: 'Account' })).toHaveClass('pulse');

    // An async act: the session engine's tab pull ends on a timer, and its answer is a promise
    // that settles after the timers have run.
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…');
    expect(screen.getByLabelText('location')).toHaveTextContent('/redirect');

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/forbidden$/);
  });

  it('goes home when href is absent', async () => {
    await open('');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('asks before leaving for a foreign site, naming its host', async () => {
    await open(`?href=${encodeURIComponent('https://evil.example/x')}`);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByRole('heading', { name: 'You are leaving this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to evil.example' })).toHaveAttribute(
      'href',
      'https://evil.example/x',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("asks before sending anyone to the authority's sign-out, though it is the API's origin", async () => {
    const signOut = 'http://api.test/auth/oidc/session/end';
    await open(`?href=${encodeURIComponent(signOut)}`);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByRole('heading', { name: 'You are leaving this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to api.test' })).toHaveAttribute(
      'href',
      signOut,
    );
  });
});
