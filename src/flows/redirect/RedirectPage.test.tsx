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

  /** The frame that paints the screen: the 300 ms count from it. */
  async function painted() {
    await act(async () => {
      jest.advanceTimersToNextFrame();
    });
  }

  it('shows a pulsing logo and announces the redirect, then forwards 300 ms after its first frame', async () => {
    await open(`?href=${encodeURIComponent('/forbidden')}`);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…');
    expect(screen.getByRole('img', { name: 'Account' })).toHaveClass('pulse');
    await painted();

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

  it('counts the 300 ms from the frame that paints it, not from the render before it', async () => {
    await open(`?href=${encodeURIComponent('/forbidden')}`);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    // The first frame came 16 ms in (the fake clock's frames): still showing at 300 ms.
    expect(screen.getByLabelText('location')).toHaveTextContent('/redirect');
    await act(async () => {
      jest.advanceTimersByTime(16);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/forbidden$/);
  });

  it('goes home when href is absent', async () => {
    await open('');
    await painted();
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('asks before leaving for a foreign site, naming its host', async () => {
    await open(`?href=${encodeURIComponent('https://evil.example/x')}`);
    await painted();
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
    await painted();
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
