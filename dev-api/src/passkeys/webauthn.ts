// The relying party (docs/passkeys.md): its ID and the origins whose ceremonies count, the
// amr a passkey sign-in gets, and a passkey's default name.
import Bowser from 'bowser';
import type { AppLocation } from '../platform/app-links.ts';
import type { DeviceType } from './store.ts';

export interface RelyingParty {
  /** The RP ID: the app's host name (`localhost` in development), never the API's. */
  id: string;
  name: string;
  /** The app's origins (standalone and hosts): a ceremony from any other is refused. */
  origins: string[];
}

/**
 * The RP ID is the first app's host name; the accepted origins are the apps' origins on that
 * host or its subdomains (a browser refuses an RP ID that is not its page's host or a parent of
 * it, so another host would never produce a usable credential).
 */
export function relyingParty(apps: readonly AppLocation[], name = 'Account'): RelyingParty {
  const id = new URL(apps[0]!.origin).hostname;
  const origins = apps
    .map((app) => new URL(app.origin))
    .filter((url) => url.hostname === id || url.hostname.endsWith(`.${id}`))
    .map((url) => url.origin);
  return { id, name, origins: [...new Set(origins)] };
}

/**
 * The ID token's `amr` (RFC 8176) after a passkey: `hwk` for a key that cannot leave its
 * authenticator (not backup eligible: a security key, a platform authenticator that does not
 * sync), `swk` for a synced one (backup eligible: a keychain or password manager holds it in
 * software); `user` because user verification is required; `mfa` because the key plus the
 * verification (PIN or biometric) are two factors. Never `pwd`.
 */
export function passkeyAmr(deviceType: DeviceType): string[] {
  return [deviceType === 'singleDevice' ? 'hwk' : 'swk', 'user', 'mfa'];
}

/**
 * A few well-known AAGUIDs (from the community list passkey providers publish their AAGUIDs
 * in); any other, or the all-zero one of an anonymised attestation, names the passkey after the
 * browser and system instead.
 */
export const KNOWN_AAGUIDS: Readonly<Record<string, string>> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  // Chromium's virtual authenticator (DevTools, and the browser tests' CDP WebAuthn domain).
  '01020304-0506-0708-0102-030405060708': 'Chromium virtual authenticator',
};

export const PASSKEY_NAME_MAX = 64;

/** The AAGUID's name when well known, else "Chrome on Windows" from the user agent. */
export function defaultPasskeyName(aaguid: string, userAgent: string): string {
  const known = KNOWN_AAGUIDS[aaguid.toLowerCase()];
  if (known) return known;
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  return deviceLabel(parsed?.browser.name, parsed?.os.name);
}

/** "Chrome on Linux", the browser or the system alone, else "Passkey". */
export function deviceLabel(browser: string | null | undefined, os: string | null | undefined) {
  const name = browser && os ? `${browser} on ${os}` : browser || os || 'Passkey';
  return name.slice(0, PASSKEY_NAME_MAX);
}

/** A name the user typed: trimmed, 1 to 64 characters; null when it is not one. */
export function passkeyName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name.length >= 1 && name.length <= PASSKEY_NAME_MAX ? name : null;
}
