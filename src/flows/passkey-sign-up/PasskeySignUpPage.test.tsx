import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { mockFetch, renderWithProviders } from '../../test/render';
import { solve } from '../../features/challenge/solver';
import PasskeySignUpPage from './PasskeySignUpPage';

// The abuse protection's solver replaced (its own tests: features/challenge/).
jest.mock('../../features/challenge/solver', () => ({
  solve: jest.fn(),
  solvingMessages: jest.requireActual('../../features/challenge/messages').messages,
}));
const solveMock = jest.mocked(solve);

// The browser's WebAuthn, at its boundary.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  startRegistration: jest.fn(),
}));
const lib = jest.mocked(webAuthn);

const ATTEMPT = 'a'.repeat(43);
const CREATION = {
  challenge: 'cmVnaXN0ZXI',
  rp: { name: 'Account', id: 'localhost' },
  user: { id: 'aGFuZGxl', name: 'ana@example.com', displayName: 'Ana Lima' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};
const ATTESTATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'c', attestationObject: 'o', transports: ['internal' as const] },
};

function api(
  verify: () => { status?: number; body: unknown } = () => ({ body: CREATION }),
  start: () => { status?: number; body: unknown } = () => ({
    status: 202,
    body: { attempt: ATTEMPT, expiresIn: 600, codeLength: 6 },
  }),
) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    if (init?.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
    if (path === '/accounts/passkey-sign-up') return start();
    if (path === '/accounts/passkey-sign-up/verify') return verify();
    if (path === '/accounts/passkey-sign-up/complete') {
      return { status: 201, body: { email: 'ana@example.com' } };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return posts;
}

async function toCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
}

beforeEach(() => jest.clearAllMocks());

test('name, address and terms; the code; the passkey; the account is ready, with no password asked', async () => {
  const posts = api();
  lib.startRegistration.mockResolvedValue(ATTESTATION);
  const user = userEvent.setup();
  renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  await toCode(user);
  await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
  await user.click(screen.getByRole('button', { name: 'Create my passkey' }));
  expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  expect(lib.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION });
  expect(posts.map((p) => p.path)).toEqual([
    '/accounts/passkey-sign-up',
    '/accounts/passkey-sign-up/verify',
    '/accounts/passkey-sign-up/complete',
  ]);
  expect(posts[0]!.body).toMatchObject({
    name: 'Ana Lima',
    email: 'ana@example.com',
    acceptedTerms: true,
  });
  expect(posts[2]!.body).toEqual({ attempt: ATTEMPT, response: ATTESTATION });
});

test('an address whose organisation requires SSO: no code; its sign-in makes the account, and the way there', async () => {
  api(undefined, () => ({ status: 403, body: { error: 'sso_required', message: 'x' } }));
  const user = userEvent.setup();
  renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
  await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
  await user.type(screen.getByLabelText('E-mail'), 'ana@contoso.example');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'your first sign-in creates your account',
  );
  expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('a wrong code: said on the field, kept and focused', async () => {
  api(() => ({ status: 400, body: { error: 'invalid_code', message: 'x' } }));
  const user = userEvent.setup();
  renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
  await toCode(user);
  const field = screen.getByLabelText('Code from the e-mail');
  await user.type(field, '654321');
  await user.click(screen.getByRole('button', { name: 'Create my passkey' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(/This code is not right/));
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('654321');
});

test('a cancelled passkey prompt: said; trying again asks the browser again without the spent code', async () => {
  const posts = api();
  lib.startRegistration
    .mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAllowedError' }))
    .mockResolvedValueOnce(ATTESTATION);
  const user = userEvent.setup();
  renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
  await toCode(user);
  await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
  await user.click(screen.getByRole('button', { name: 'Create my passkey' }));
  expect(await screen.findByText(/The passkey was not created/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create my passkey' }));
  expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  expect(posts.filter((p) => p.path.endsWith('/verify'))).toHaveLength(1);
});

describe('the sign-up challenge (docs/abuse-protection.md)', () => {
  test('solved ahead with purpose sign_up and sent with the first request', async () => {
    solveMock.mockResolvedValue('solved-ahead');
    const posts = api();
    const user = userEvent.setup();
    renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
    await toCode(user);
    expect(solveMock.mock.calls[0]![0]).toMatchObject({ purpose: 'sign_up', force: false });
    expect(posts[0]!.body).toMatchObject({ email: 'ana@example.com', challenge: 'solved-ahead' });
  });

  test('refused even with a fresh one: a translated message, what was typed kept', async () => {
    solveMock.mockResolvedValue('token');
    api(undefined, () => ({
      status: 403,
      body: { error: 'challenge_invalid', message: 'x', purpose: 'sign_up', reason: 'reused' },
    }));
    const user = userEvent.setup();
    renderWithProviders(<PasskeySignUpPage />, { route: '/passkey-sign-up' });
    await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check that you are a person.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });
});
