import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { useApi } from '../../api/ApiContext';
import { changePassword } from '../../api/users';
import {
  mockFetch,
  reauthenticationRequired,
  renderWithProviders,
  sessionEngineLoaded,
} from '../../test/render';
import { ConfirmItsYou } from './ConfirmItsYou';
import { useSensitive } from './use-sensitive';

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

describe('"Confirm it’s you" for an account with no password (passkey-first)', () => {
  /** A sensitive change guarded as the screens do it. */
  function AddPassword({ onDone }: { onDone(): void }) {
    const api = useApi();
    const { guard, dialog } = useSensitive();
    return (
      <>
        <button
          type="button"
          onClick={() => void guard(() => changePassword(api, null, 'x')).then(onDone)}
        >
          Add
        </button>
        {dialog}
      </>
    );
  }

  it('the API lists the passkey alone: no password is asked, the passkey confirms and the change goes on', async () => {
    let recent = false;
    const calls: string[] = [];
    mockFetch((url) => {
      const path = new URL(url).pathname;
      calls.push(path);
      if (path.endsWith('/passkey-options')) return { body: OPTIONS };
      if (path.endsWith('/reauthenticate/passkey')) {
        recent = true;
        return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
      }
      return recent ? { status: 204 } : reauthenticationRequired(['passkey']);
    });
    lib.startAuthentication.mockResolvedValue({
      id: 'c',
      rawId: 'c',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
    });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddPassword onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveTextContent('Confirm with your passkey to go on.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const passkey = screen.getByRole('button', { name: 'Use my passkey' });
    await waitFor(() => expect(passkey).toHaveFocus());
    await user.click(passkey);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((path) => path.endsWith('/users/me/password'))).toHaveLength(2);
  });
});
