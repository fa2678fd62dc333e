import {
  keepPasskeysInStep,
  signalAllAcceptedCredentials,
  signalCurrentUserDetails,
  signalUnknownCredential,
} from './signals';

// The Signal API at its boundary: PublicKeyCredential's static methods (jsdom has none).
function install(statics: Record<string, unknown> | null) {
  if (statics === null) {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    return;
  }
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: Object.assign(function PublicKeyCredential() {}, statics),
  });
}

afterEach(() => install(null));

test('each signal is sent with the arguments the specification names', async () => {
  const methods = {
    signalUnknownCredential: jest.fn(async () => undefined),
    signalAllAcceptedCredentials: jest.fn(async () => undefined),
    signalCurrentUserDetails: jest.fn(async () => undefined),
  };
  install(methods);
  await expect(signalUnknownCredential('localhost', 'cred-1')).resolves.toBe(true);
  expect(methods.signalUnknownCredential).toHaveBeenCalledWith({
    rpId: 'localhost',
    credentialId: 'cred-1',
  });
  await signalAllAcceptedCredentials('localhost', 'aGFuZGxl', ['a', 'b']);
  expect(methods.signalAllAcceptedCredentials).toHaveBeenCalledWith({
    rpId: 'localhost',
    userId: 'aGFuZGxl',
    allAcceptedCredentialIds: ['a', 'b'],
  });
  await signalCurrentUserDetails('localhost', 'aGFuZGxl', 'ana@example.com', 'Ana Lima');
  expect(methods.signalCurrentUserDetails).toHaveBeenCalledWith({
    rpId: 'localhost',
    userId: 'aGFuZGxl',
    name: 'ana@example.com',
    displayName: 'Ana Lima',
  });
});

test('keeping in step sends the accepted passkeys, then the current address and name', async () => {
  const order: string[] = [];
  install({
    signalAllAcceptedCredentials: jest.fn(async () => void order.push('accepted')),
    signalCurrentUserDetails: jest.fn(async () => void order.push('details')),
  });
  await keepPasskeysInStep(
    { rpId: 'localhost', userHandle: 'aGFuZGxl', credentialIds: ['a'] },
    { email: 'ana@example.com', name: 'Ana' },
  );
  expect(order).toEqual(['accepted', 'details']);
});

test('where the browser lacks it, or refuses, nothing is thrown', async () => {
  install(null);
  await expect(signalUnknownCredential('localhost', 'x')).resolves.toBe(false);
  install({});
  await expect(signalAllAcceptedCredentials('localhost', 'u', [])).resolves.toBe(false);
  install({ signalCurrentUserDetails: jest.fn(async () => Promise.reject(new Error('nope'))) });
  await expect(signalCurrentUserDetails('localhost', 'u', 'e', 'n')).resolves.toBe(false);
});
