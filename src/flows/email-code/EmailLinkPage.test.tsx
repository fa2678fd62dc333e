import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import EmailLinkPage from './EmailLinkPage';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const ROUTE = '/email-link?interaction=uid-1&token=tok-0123456789abcdefghij';

function api(answer: { status?: number; body: unknown }) {
  const posts: { url: string; body: unknown; credentials?: string }[] = [];
  mockFetch((url, init) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)), credentials: init.credentials });
    }
    return answer;
  });
  return posts;
}

beforeEach(() => jest.clearAllMocks());

test('opening the link does nothing (mail scanners open links); the press does', async () => {
  const posts = api({ body: { result: 'verified', sameBrowser: false } });
  renderWithProviders(<EmailLinkPage />, { route: ROUTE });
  const button = await screen.findByRole('button', { name: 'Continue signing in' });
  expect(posts).toHaveLength(0);
  await userEvent.click(button);
  expect(posts).toEqual([
    {
      url: 'http://api.test/auth/oidc/interaction/uid-1/email-code/link',
      body: { token: 'tok-0123456789abcdefghij' },
      credentials: 'include',
    },
  ]);
});

test('on another device: "go back to your first device", and nothing signs in here', async () => {
  api({ body: { result: 'verified', sameBrowser: false } });
  renderWithProviders(<EmailLinkPage />, { route: ROUTE });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue signing in' }));
  expect(
    await screen.findByRole('heading', { name: 'Go back to your first device' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/You are not signed in on this device/)).toBeInTheDocument();
  expect(leavePage).not.toHaveBeenCalled();
});

test('in the browser that asked: nothing signs in here; back to the first tab, which continues', async () => {
  api({ body: { result: 'verified', sameBrowser: true } });
  renderWithProviders(<EmailLinkPage />, { route: ROUTE });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue signing in' }));
  expect(
    await screen.findByRole('heading', { name: 'Go back to your first tab' }),
  ).toBeInTheDocument();
  expect(leavePage).not.toHaveBeenCalled();
});

test.each([
  ['link_spent', 410, /already used or has expired/],
  ['link_other_interaction', 409, /belongs to another sign-in/],
  ['interaction_expired', 404, /This sign-in has expired/],
])('%s: said instead of the button, with the way to sign in', async (error, status, text) => {
  api({ status, body: { error, message: 'x' } });
  renderWithProviders(<EmailLinkPage />, { route: ROUTE });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue signing in' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue signing in' })).not.toBeInTheDocument();
});

test('a link without its interaction or token: spent, nothing sent', async () => {
  const posts = api({ body: {} });
  renderWithProviders(<EmailLinkPage />, { route: '/email-link?token=tok-0123456789abcdefghij' });
  expect(await screen.findByText(/already used or has expired/)).toBeInTheDocument();
  expect(posts).toHaveLength(0);
});
