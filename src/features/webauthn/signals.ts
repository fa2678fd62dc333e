// The WebAuthn Signal API (docs/passwordless.md, "Passkey managers kept in step"): the page tells
// the browser's passkey managers what the server knows, so they stop offering a passkey it no
// longer accepts and show the account's current name and address. Each call is feature-detected
// on `PublicKeyCredential` and best effort: a browser without it, or one that refuses, changes
// nothing on the screen and raises no error. No library: these are three static methods, and
// this file is small enough to ride with the screens that call it.

/** The static methods of the Signal API (absent from older browsers and from TypeScript's DOM). */
interface SignalApi {
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
  signalAllAcceptedCredentials?: (options: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }) => Promise<void>;
  signalCurrentUserDetails?: (options: {
    rpId: string;
    userId: string;
    name: string;
    displayName: string;
  }) => Promise<void>;
}

function signalApi(): SignalApi | null {
  if (typeof window === 'undefined') return null;
  const credential = (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  return typeof credential === 'function' ? (credential as SignalApi) : null;
}

/** Runs one signal where the browser has it; true when it was sent (for tests and logs only). */
async function send<K extends keyof SignalApi>(
  method: K,
  options: Parameters<NonNullable<SignalApi[K]>>[0],
): Promise<boolean> {
  const api = signalApi();
  const call = api?.[method] as ((options: unknown) => Promise<void>) | undefined;
  if (typeof call !== 'function') return false;
  try {
    await call.call(api, options);
    return true;
  } catch {
    // A signal is a hint to the passkey manager: its refusal is nothing the person can act on.
    return false;
  }
}

/** The server refused a passkey it does not know (removed, or never registered here). */
export function signalUnknownCredential(rpId: string, credentialId: string): Promise<boolean> {
  return send('signalUnknownCredential', { rpId, credentialId });
}

/** Every passkey the account accepts now: the managers hide the others of this user. */
export function signalAllAcceptedCredentials(
  rpId: string,
  userId: string,
  allAcceptedCredentialIds: string[],
): Promise<boolean> {
  return send('signalAllAcceptedCredentials', { rpId, userId, allAcceptedCredentialIds });
}

/** The account's current address (the passkey's `name`) and name (its `displayName`). */
export function signalCurrentUserDetails(
  rpId: string,
  userId: string,
  name: string,
  displayName: string,
): Promise<boolean> {
  return send('signalCurrentUserDetails', { rpId, userId, name, displayName });
}

/** What the passkey list answers for the signals (api/passkeys.ts `readPasskeys`). */
export interface PasskeySignalTarget {
  rpId: string;
  userHandle: string;
  credentialIds: string[];
}

/**
 * The account as the server has it, to every passkey manager of this browser: the passkeys it
 * accepts, and the current address and name. Sent on the security screen and after a change.
 */
export async function keepPasskeysInStep(
  target: PasskeySignalTarget,
  user: { email: string; name: string } | null,
): Promise<void> {
  await signalAllAcceptedCredentials(target.rpId, target.userHandle, target.credentialIds);
  if (user) await signalCurrentUserDetails(target.rpId, target.userHandle, user.email, user.name);
}
