// Identifier-first discovery on the sign-in page (docs/enterprise-sso.md): nothing until an
// address is typed; a domain with SSO offers to continue there (and says when it is required);
// other domains show nothing; the answer for an address since changed is not shown.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SsoDiscoveryGate } from './SsoDiscoveryGate';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const START = 'http://api.test/auth/oidc/interaction/abc/sso/sso-0123456789abcdef';

function discovery() {
  return mockFetch((url, init) => {
    if (!url.endsWith('/auth/sso/discovery')) {
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    }
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    if (email.endsWith('@contoso.example')) {
      return { body: { sso: true, enforced: email.startsWith('forced'), startUrl: START } };
    }
    return { body: { sso: false } };
  });
}

test('nothing is asked until the field holds an address', () => {
  const fetch = discovery();
  renderWithProviders(<SsoDiscoveryGate interaction="abc" email="ana@contoso" />);
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a domain with SSO offers to continue there; the button leaves for the start URL', async () => {
  const fetch = discovery();
  renderWithProviders(<SsoDiscoveryGate interaction="abc" email="Ana@Contoso.example " />);
  const button = await screen.findByRole('button', { name: 'Continue with single sign-on' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your organisation signs in with its own identity provider.',
  );
  const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, string>;
  expect(body).toEqual({ email: 'ana@contoso.example', interaction: 'abc' });
  await userEvent.click(button);
  expect(leavePage).toHaveBeenCalledWith(START);
});

test('an enforced domain says the password is not used', async () => {
  discovery();
  renderWithProviders(<SsoDiscoveryGate interaction="abc" email="forced@contoso.example" />);
  expect(
    await screen.findByText(/requires signing in with its own identity provider/),
  ).toBeInTheDocument();
});

test('another domain shows nothing', async () => {
  const fetch = discovery();
  renderWithProviders(<SsoDiscoveryGate interaction="abc" email="demo@example.com" />);
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  // The answer has arrived and was read before looking.
  await act(async () => {
    await (fetch.mock.results[0]?.value as Promise<Response>);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('button')).toBeNull();
});
