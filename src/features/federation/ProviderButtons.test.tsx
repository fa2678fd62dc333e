// The provider buttons (docs/federation.md, "The buttons"): the tenant's list in its order, the
// configured names, the Development and Last used notes, and the embedded-browser rule.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { ATTEMPT_KEY, beginAttempt, endAttempt, LAST_USED_KEY } from './attempt';
import { loadProviderList } from './from-address';
import { ProviderButtons } from './ProviderButtons';

const PROVIDERS = [
  { id: 'microsoft', displayName: 'Microsoft', development: false },
  { id: 'example', displayName: 'Example ID', development: true },
  { id: 'google', displayName: 'Google', development: false },
];

const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36');
});

function providers(list = PROVIDERS) {
  return mockFetch((url) =>
    url.includes('/auth/federation/providers')
      ? { body: { providers: list } }
      : { status: 404, body: { error: 'not_found', message: 'x' } },
  );
}

async function buttons() {
  const list = await screen.findByRole('list', { name: 'Other ways to sign in' });
  return within(list).getAllByRole('button');
}

test('one button per provider, in the order the API gives, each named from the configuration', async () => {
  providers();
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />);
  expect((await buttons()).map((b) => b.textContent)).toEqual([
    'Sign in with Microsoft',
    'Sign in with Example ID',
    'Sign in with Google',
  ]);
});

test('the tenant is asked for its own list', async () => {
  const fetch = providers();
  // The tenant comes from the page's address (whitelabel/capture.ts).
  window.history.replaceState(null, '', '/sign-in?whitelabel=globex');
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />);
  await buttons();
  const asked = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('providers'));
  expect(asked).toContain('http://api.test/auth/federation/providers?whitelabel=globex');
  window.history.replaceState(null, '', '/');
});

test('the sign-up page says "Sign up with", except Microsoft, whose guidance has one label', async () => {
  providers();
  renderWithProviders(<ProviderButtons purpose="signUp" onChoose={jest.fn()} />);
  expect((await buttons()).map((b) => b.textContent)).toEqual([
    'Sign in with Microsoft',
    'Sign up with Example ID',
    'Sign up with Google',
  ]);
});

test('a stand-in entry says Development; the provider last used here says Last used', async () => {
  providers();
  localStorage.setItem(LAST_USED_KEY, 'google');
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />);
  const [microsoft, example, google] = await buttons();
  expect(microsoft).not.toHaveAccessibleDescription();
  expect(example).toHaveAccessibleDescription('Development');
  expect(google).toHaveAccessibleDescription('Last used');
  expect(screen.getAllByText('Development')).toHaveLength(1);
  expect(screen.getAllByText('Last used')).toHaveLength(1);
});

test('a press goes to the caller once; every button waits while the browser leaves', async () => {
  providers();
  const onChoose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={onChoose} />);
  const [, example, google] = await buttons();
  await user.click(example!);
  expect(onChoose).toHaveBeenCalledWith(PROVIDERS[1]);
  expect(example).toHaveAttribute('aria-busy', 'true');
  expect(google).toBeDisabled();
});

test('with an address for each: links the browser follows, a press told to the caller once', async () => {
  providers();
  const onChoose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <ProviderButtons
      purpose="signIn"
      onChoose={onChoose}
      href={(provider) => `https://api.test/start/${provider.id}`}
    />,
  );
  const list = await screen.findByRole('list', { name: 'Other ways to sign in' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    PROVIDERS.map((provider) => `https://api.test/start/${provider.id}`),
  );
  expect(within(list).queryByRole('button')).toBeNull();
  // jsdom cannot navigate: the browser's part of the click is left out.
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  try {
    await user.click(links[1]!);
    await user.click(links[2]!);
  } finally {
    document.removeEventListener('click', stay);
  }
  expect(onChoose).toHaveBeenCalledTimes(1);
  expect(onChoose).toHaveBeenCalledWith(PROVIDERS[1]);
  expect(links[1]).toHaveAttribute('aria-busy', 'true');
});

test('no providers, or none loaded: nothing at all', async () => {
  providers([]);
  const { container } = renderWithProviders(
    <ProviderButtons purpose="signIn" onChoose={jest.fn()} />,
  );
  await screen.findByLabelText('location');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('list')).toBeNull();
  expect(container.querySelector('button')).toBeNull();
});

test('in an app’s embedded browser Google is not offered, and the page says how to leave', async () => {
  providers();
  userAgent.mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0',
  );
  const user = userEvent.setup();
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />, {
    route: '/sign-in?interaction=uid-1',
  });
  expect((await buttons()).map((b) => b.textContent)).toEqual([
    'Sign in with Microsoft',
    'Sign in with Example ID',
  ]);
  const notice = screen.getByRole('region', { name: 'You are in another app’s browser' });
  expect(notice).toHaveTextContent('Google does not allow signing in here');
  await user.click(within(notice).getByRole('button', { name: 'Copy the link' }));
  // This page's address, without the interaction (another browser starts its own sign-in).
  expect(writeText).toHaveBeenCalledWith('http://localhost/');
  expect(await within(notice).findByRole('status')).toHaveTextContent('Link copied');
});

test('on Android the notice links to the browser itself', async () => {
  providers();
  userAgent.mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Version/4.0 Chrome/124.0 Mobile Safari/537.36',
  );
  renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />);
  await buttons();
  expect(screen.getByRole('link', { name: 'Open in your browser' })).toHaveAttribute(
    'href',
    'intent://localhost/#Intent;scheme=http;end',
  );
});

describe('the round trip through a provider', () => {
  test('keeps the typed e-mail and marks the provider last used; never a password or a token', () => {
    localStorage.setItem(LAST_USED_KEY, 'github');
    beginAttempt('google', 'ana@example.com');
    expect(localStorage.getItem(LAST_USED_KEY)).toBe('google');
    expect(JSON.parse(sessionStorage.getItem(ATTEMPT_KEY)!)).toEqual({
      provider: 'google',
      previous: 'github',
      email: 'ana@example.com',
    });
    expect(Object.keys(localStorage)).toEqual([LAST_USED_KEY]);
  });

  test('a failed attempt puts the previous "Last used" back; the e-mail comes back once', () => {
    localStorage.setItem(LAST_USED_KEY, 'github');
    beginAttempt('google', 'ana@example.com');
    expect(endAttempt('uid-1', true)).toEqual({ email: 'ana@example.com' });
    expect(localStorage.getItem(LAST_USED_KEY)).toBe('github');
    // Read again for the same interaction (a screen mounted again): the same; storage is empty.
    expect(endAttempt('uid-1', true)).toEqual({ email: 'ana@example.com' });
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
    expect(endAttempt('uid-2', true)).toBeNull();
  });

  test('an attempt that signed in (a step waits) stays "Last used"', () => {
    beginAttempt('google');
    endAttempt('uid-3', false);
    expect(localStorage.getItem(LAST_USED_KEY)).toBe('google');
  });
});

describe('the list the sign-in address names (before the page paints)', () => {
  const ADDRESS = '/sign-in?interaction=abc&providers=microsoft:Microsoft,example:Example%20ID:d';

  /** The API's list, answered only when the test says. */
  function heldProviders(list = PROVIDERS) {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Answered later: mockFetch awaits what its handler returns.
    mockFetch(((url: string) =>
      url.includes('/auth/federation/providers')
        ? answered.then(() => ({ body: { providers: list } }))
        : { status: 404, body: { error: 'not_found', message: 'x' } }) as Parameters<
      typeof mockFetch
    >[0]);
    return answer;
  }

  const names = () =>
    within(screen.getByRole('list', { name: 'Other ways to sign in' }))
      .getAllByRole('button')
      .map((b) => b.textContent);

  test('the first render has its buttons, as the page showed them, while the API’s list loads', async () => {
    heldProviders();
    // The app's start asked for the list's code (bootstrap.tsx): it has arrived.
    await loadProviderList();
    renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />, {
      route: ADDRESS,
    });
    // No wait: the very first render.
    expect(names()).toEqual(['Sign in with Microsoft', 'Sign in with Example ID']);
    const [microsoft, example] = within(
      screen.getByRole('list', { name: 'Other ways to sign in' }),
    ).getAllByRole('button');
    expect(microsoft).not.toHaveAccessibleDescription();
    expect(example).toHaveAccessibleDescription('Development');
  });

  test('the API’s list confirms it, or replaces it when it differs', async () => {
    const answer = heldProviders([{ id: 'google', displayName: 'Google', development: false }]);
    await loadProviderList();
    renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />, {
      route: ADDRESS,
    });
    expect(names()).toEqual(['Sign in with Microsoft', 'Sign in with Example ID']);
    answer();
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(names()).toEqual(['Sign in with Google']);
  });

  test('a malformed list is not shown: the API’s list alone', async () => {
    const answer = heldProviders();
    await loadProviderList();
    renderWithProviders(<ProviderButtons purpose="signIn" onChoose={jest.fn()} />, {
      route: '/sign-in?interaction=abc&providers=microsoft:Microsoft,evil:%3Cb%3E',
    });
    expect(screen.queryByRole('list', { name: 'Other ways to sign in' })).toBeNull();
    answer();
    expect((await buttons()).map((b) => b.textContent)).toEqual([
      'Sign in with Microsoft',
      'Sign in with Example ID',
      'Sign in with Google',
    ]);
  });
});
