import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../../test/render';
import { ConfirmItsYou } from './ConfirmItsYou';

// The browser's WebAuthn, at its boundary.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  startAuthentication: jest.fn(),
}));
const lib = jest.mocked(webAuthn);
const OPTIONS = {
  challenge: 'cmVhdXRo',
  timeout: 300000,
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
};

beforeEach(() => jest.clearAllMocks());

describe('"Confirm it’s you" with a passkey', () => {
  it('offered only when the API lists it', async () => {
    renderWithProviders(<ConfirmItsYou codeRequired={false} onDone={jest.fn()} />);
    await sessionEngineLoaded();
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).not.toBeInTheDocument();
  });

  it('a cancelled passkey: a message, the password still confirms', async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      const path = new URL(url).pathname;
      calls.push(path);
      if (path.endsWith('/passkey-options')) return { body: OPTIONS };
      return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
    });
    lib.startAuthentication.mockRejectedValue(
      Object.assign(new Error('NotAllowedError'), { name: 'NotAllowedError' }),
    );
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConfirmItsYou codeRequired={false} passkey onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cancelled or timed out/);
    expect(calls).not.toContain('/users/me/reauthenticate/passkey');
    expect(onDone).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });

  it('a passkey the API refuses (400 passkey_invalid): said in the dialog, not confirmed', async () => {
    mockFetch((url) =>
      new URL(url).pathname.endsWith('/passkey-options')
        ? { body: OPTIONS }
        : { status: 400, body: { error: 'passkey_invalid', message: 'x' } },
    );
    lib.startAuthentication.mockResolvedValue({
      id: 'c',
      rawId: 'c',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
    });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConfirmItsYou codeRequired={false} passkey onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not confirm it’s you/);
    expect(onDone).not.toHaveBeenCalled();
  });
});
