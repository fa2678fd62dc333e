import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useApi } from '../api/ApiContext';
import { API_RETRY_MS, BACK_ONLINE_MS } from '../config/constants';
import { mockFetch, renderWithProviders } from '../test/render';
import { Notices } from './Notices';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A screen that asks the API once, as a screen loading its data does. */
function AsksTheApi() {
  const api = useApi();
  useEffect(() => {
    api.request('users/me', { auth: 'user' }).catch(() => undefined);
  }, [api]);
  return null;
}

describe('Notices', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => {
    jest.useRealTimers();
    // The screen is still mounted here (it unmounts after this hook): it hears the event.
    act(() => setOnline(true));
  });

  it('says when the browser goes offline, then that it is back, then goes quiet', async () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<Notices />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline. What you type is kept');
    act(() => setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('You’re back online.');
    await act(() => jest.advanceTimersByTimeAsync(BACK_ONLINE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the API stops answering, asks again by itself, and goes quiet when it answers', async () => {
    let down = true;
    const fetch = mockFetch(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : {}));
    renderWithProviders(
      <>
        <Notices />
        <AsksTheApi />
      </>,
    );
    expect(
      await screen.findByText('We can’t reach the server right now. Trying again…'),
    ).toBeInTheDocument();
    const asked = fetch.mock.calls.length;
    // Still down: asked again once per API_RETRY_MS, no faster.
    await act(() => jest.advanceTimersByTimeAsync(API_RETRY_MS));
    expect(fetch.mock.calls.length).toBe(asked + 1);
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(
      'http://api.test/auth/oidc/.well-known/openid-configuration',
    );
    expect(screen.getByRole('status')).toHaveTextContent('We can’t reach the server');
    down = false;
    await act(() => jest.advanceTimersByTimeAsync(API_RETRY_MS));
    expect(screen.queryByRole('status')).toBeNull();
    // Answered: no more asking.
    const after = fetch.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(API_RETRY_MS * 3));
    expect(fetch.mock.calls.length).toBe(after);
  });

  it('offline wins over the API not answering, and nothing is asked while offline', async () => {
    const fetch = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(
      <>
        <Notices />
        <AsksTheApi />
      </>,
    );
    expect(await screen.findByText(/We can’t reach the server/)).toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline');
    const asked = fetch.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(API_RETRY_MS * 3));
    expect(fetch.mock.calls.length).toBe(asked);
  });

  it('back online after failures while offline: says so, and asks the API at once', async () => {
    const fetch = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(
      <>
        <Notices />
        <AsksTheApi />
      </>,
    );
    act(() => setOnline(false));
    // The screen's request fails while offline (and the session engine arrives), inside act.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(await screen.findByText(/You’re offline/)).toBeInTheDocument();
    const asked = fetch.mock.calls.length;
    const answering = mockFetch(() => ({ body: {} }));
    act(() => setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('You’re back online.');
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(BACK_ONLINE_MS));
    // The API answered the first ask: nothing more to say.
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch.mock.calls.length).toBe(asked);
    expect(answering.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api.test/auth/oidc/.well-known/openid-configuration',
    ]);
  });
});
