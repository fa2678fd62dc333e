// Conditional create (docs/passwordless.md, "The automatic passkey upgrade"): right after a
// password sign-in, a browser that supports it lets the password manager the person just used
// save a passkey for the account with no prompt (`navigator.credentials.create` with
// `mediation: 'conditional'`, @simplewebauthn/browser's `useAutoRegister`). Where the browser
// does not say it can, or declines this time, the caller shows the usual offer instead.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { CONDITIONAL_CREATE_WAIT_MS } from '../../config/constants';
import { loadWebAuthn } from './webauthn';

interface Capabilities {
  getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
}

/** Whether the browser says it supports conditional create (`getClientCapabilities`). */
export async function supportsConditionalCreate(): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  const credential = (window as { PublicKeyCredential?: Capabilities }).PublicKeyCredential;
  if (typeof credential?.getClientCapabilities !== 'function') return false;
  try {
    return (await credential.getClientCapabilities()).conditionalCreate === true;
  } catch {
    return false;
  }
}

/**
 * Asks the browser to create the passkey silently. The registration response, or null when the
 * browser declined (no password manager took it, the person was not just signed in by it) or
 * gave no answer within `CONDITIONAL_CREATE_WAIT_MS` (the request is then cancelled): the caller
 * then offers the passkey the usual way. Never throws.
 */
export async function createConditionally(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const webAuthn = await loadWebAuthn();
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        webAuthn.WebAuthnAbortService.cancelCeremony();
        resolve(null);
      }, CONDITIONAL_CREATE_WAIT_MS);
    });
    return await Promise.race([
      webAuthn.startRegistration({ optionsJSON, useAutoRegister: true }),
      waited,
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
