import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushTokenResult } from '../../firebase';
import { mockFetch, renderWithProviders } from '../../test/render';
import RegisterTokenPage from './RegisterTokenPage';

// Firebase at its boundary: the services our lazy `firebase` module would start.
const getPushToken = jest.fn<Promise<PushTokenResult>, []>();
jest.mock('../../firebase', () => ({
  startFirebase: () => ({
    screenView: () => {},
    setUser: () => {},
    watchBrand: () => () => {},
    getPushToken: () => getPushToken(),
  }),
}));

const firebase = { options: { apiKey: 'k', appId: 'a', projectId: 'p', messagingSenderId: 's' } };

function renderPage(route: string, withFirebase = true) {
  return renderWithProviders(<RegisterTokenPage />, {
    route,
    config: withFirebase ? { firebase } : {},
  });
}

/** The browser's push features, as a browser that has them (jsdom has neither). */
function browserSupportsPush(permission: NotificationPermission = 'default') {
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission },
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

function browserWithoutPush() {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

describe('register-token-fcm without a token', () => {
  beforeEach(() => {
    getPushToken.mockReset();
    browserSupportsPush();
  });
  afterAll(browserWithoutPush);

  it('offers web push; on consent it registers the browser token as a web token', async () => {
    const fetch = mockFetch((url) => ({
      body: url.endsWith('push-tokens') ? { created: true } : {},
    }));
    getPushToken.mockResolvedValue({ kind: 'token', token: 'web-token-1' });
    const user = userEvent.setup();
    renderPage('/register-token-fcm?href=%2Fdone');
    expect(
      await screen.findByRole('heading', { name: 'Get notifications in this browser?' }),
    ).toHaveFocus();
    // Nothing is asked of the browser before the user says so.
    expect(getPushToken).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications are on' })).toBeVisible();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/users/me/push-tokens'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: 'web-token-1', platform: 'web' });
  });

  it('explains a refused permission and an unsupported browser, registering nothing', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    getPushToken.mockResolvedValueOnce({ kind: 'denied' });
    const { unmount } = renderPage('/register-token-fcm');
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications are blocked' })).toHaveFocus();
    unmount();

    getPushToken.mockResolvedValueOnce({ kind: 'unsupported' });
    renderPage('/register-token-fcm');
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByRole('heading', { name: 'Notifications are not available here' }),
    ).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('push-tokens'))).toBe(false);
  });

  it('does not offer what cannot work: no push support, or notifications already blocked', async () => {
    mockFetch(() => ({ body: {} }));
    browserWithoutPush();
    const { unmount } = renderPage('/register-token-fcm');
    expect(
      await screen.findByRole('heading', { name: 'Notifications are not available here' }),
    ).toBeVisible();
    unmount();

    browserSupportsPush('denied');
    renderPage('/register-token-fcm');
    expect(await screen.findByRole('heading', { name: 'Notifications are blocked' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(getPushToken).not.toHaveBeenCalled();
  });

  it('without Firebase, says there is nothing to register', async () => {
    mockFetch(() => ({ body: {} }));
    renderPage('/register-token-fcm', false);
    expect(await screen.findByRole('heading', { name: 'Nothing to register' })).toBeVisible();
  });
});

describe('register-token-fcm with a token from the link', () => {
  const posts = (fetch: jest.Mock) =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/users/me/push-tokens'));

  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const realUserAgent = navigator.userAgent;
  beforeEach(() =>
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ANDROID_CHROME }),
  );
  afterEach(() =>
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realUserAgent }),
  );

  /** The confirmation every link opens on, pressed. */
  async function turnOn(user = userEvent.setup()) {
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
  }

  it('opening the link registers nothing: the page names this device and waits for the press; Not now leaves with nothing registered', async () => {
    const fetch = mockFetch(() => ({ body: { created: true } }));
    const user = userEvent.setup();
    renderPage('/register-token-fcm?token=fcm-0&platform=android&href=%2Fdone');
    expect(
      await screen.findByRole('heading', { name: 'Turn on notifications on this device?' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        'The notifications of your account will go to this device: Chrome on Android.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/only if this is your device/)).toBeVisible();
    expect(posts(fetch)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/redirect?href=%2Fdone');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('a token another account holds (409 push_token_taken): said so, nothing moved', async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: 'push_token_taken', message: 'x' },
    }));
    renderPage('/register-token-fcm?token=fcm-9&platform=android');
    await turnOn();
    expect(
      await screen.findByRole('heading', { name: 'Notifications could not be turned on' }),
    ).toBeVisible();
    expect(screen.getByText(/gets the notifications of another account/)).toBeVisible();
  });

  it('on the press, registers it once, then continues by itself to href as it stood in the URL', async () => {
    const fetch = mockFetch(() => ({ body: { created: true } }));
    renderPage('/register-token-fcm?token=fcm-1&platform=android&href=%2Fsettings%3Ftab%3D2');
    await turnOn();
    expect(await screen.findByRole('heading', { name: 'Notifications are on' })).toBeVisible();
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toEqual({
      token: 'fcm-1',
      platform: 'android',
    });
    await waitFor(
      () =>
        expect(screen.getByLabelText('location')).toHaveTextContent(
          '/redirect?href=%2Fsettings%3Ftab%3D2',
        ),
      { timeout: 3000 },
    );
    expect(posts(fetch)).toHaveLength(1);
  });

  it('a failure is explained and retried; Continue goes home without href', async () => {
    let fail = true;
    const fetch = mockFetch(() =>
      fail ? { status: 503, body: {} } : { body: { created: false } },
    );
    const user = userEvent.setup();
    renderPage('/register-token-fcm?token=fcm-2&platform=ios');
    await turnOn(user);
    expect(
      await screen.findByRole('heading', { name: 'Notifications could not be turned on' }),
    ).toBeVisible();
    expect(screen.getByText(/went wrong on our side/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Already registered' })).toBeVisible();
    expect(posts(fetch)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('a refused token is said so; Not now continues to href without it, nothing retried by itself', async () => {
    const fetch = mockFetch(() => ({
      status: 400,
      body: {
        error: 'validation',
        message: 'Some fields are invalid.',
        fields: { token: 'too_long' },
      },
    }));
    const user = userEvent.setup();
    renderPage('/register-token-fcm?token=fcm-3&platform=android&href=%2Fdone');
    await turnOn(user);
    expect(
      await screen.findByRole('heading', { name: 'Notifications could not be turned on' }),
    ).toBeVisible();
    expect(
      screen.getByText('This device’s token was not accepted, so nothing was changed.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Longer than a success stays; in act, as the session engine's tab pull ends meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1800)));
    expect(posts(fetch)).toHaveLength(1);
    expect(screen.getByLabelText('location')).toHaveTextContent('/register-token-fcm?token=fcm-3');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/redirect?href=%2Fdone');
  });
});
