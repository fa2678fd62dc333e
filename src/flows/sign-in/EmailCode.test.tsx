import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { FixedBrand } from '../../whitelabel/WhitelabelContext';
import { SignInForm } from './SignInForm';

const brand = {
  id: 'acme',
  name: 'Acme',
  logo: 'https://cdn.test/acme.svg',
  logoDark: 'https://cdn.test/acme-dark.svg',
};

function render(emailCodes: boolean | undefined) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path.endsWith('/email-code/verify')) {
      return {
        status: 202,
        body: { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 },
      };
    }
    if (path.endsWith('/email-code'))
      return { status: 202, body: { expiresIn: 600, codeLength: 6 } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  renderWithProviders(
    <FixedBrand brand={{ ...brand, ...(emailCodes === undefined ? {} : { emailCodes }) }}>
      <SignInForm interaction="uid-1" onStartAgain={jest.fn()} />
    </FixedBrand>,
  );
  return calls;
}

test('no "Email me a code" where the tenant has not turned it on', async () => {
  for (const setting of [undefined, false]) {
    render(setting);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();
    cleanup();
  }
});

test('"Email me a code" keeps the typed address; a right code leads into the existing second step', async () => {
  const user = userEvent.setup();
  const calls = render(true);
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByRole('heading', { name: 'Sign in with a code' })).toHaveFocus();
  expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
  expect(screen.getByText(/ana@example.com/)).toBeInTheDocument();
  await waitFor(() =>
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /auth/oidc/interaction/uid-1/email-code',
        'POST /auth/oidc/interaction/uid-1/email-code/verify',
      ]),
    ),
  );
});

test('"Use my password instead" goes back to the form', async () => {
  const user = userEvent.setup();
  render(true);
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  await user.click(await screen.findByRole('button', { name: 'Use my password instead' }));
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
});
