// "Keep me signed in on this device" (docs/session-care.md): the authority keeps a persistent
// session for a browser whose person checked it; the tokens stay in the tab's sessionStorage
// (SECURITY.md), so after a browser restart the app has none. This flag lets the signed-out
// screen go through the authority once by itself, whose session then signs the person in
// without the form. A flag and a time, never a token.
import { KEPT_SIGN_IN_KEY, KEPT_SIGN_IN_RETRY_MS } from '../config/constants';
import { browserStorage, readItem, writeItem } from '../lib/storage';

/** The sign-in page's choice, as it is made (the authority learns it for its interaction). */
export function keepSignedIn(on: boolean): void {
  writeItem(browserStorage(), KEPT_SIGN_IN_KEY, on ? '0' : null);
}

/** Signed out on purpose: the next visit starts at "Please sign in". */
export function forgetKeptSignIn(): void {
  writeItem(browserStorage(), KEPT_SIGN_IN_KEY, null);
}

/**
 * True when this browser kept its sign-in and no automatic attempt was made in the last minute
 * (then one is recorded): an authority that no longer has the session shows its form, and the
 * person must not be sent there in a loop.
 */
export function resumeKeptSignIn(now = Date.now()): boolean {
  const storage = browserStorage();
  const value = readItem(storage, KEPT_SIGN_IN_KEY);
  if (value === null) return false;
  const last = Number(value);
  if (Number.isFinite(last) && now - last < KEPT_SIGN_IN_RETRY_MS) return false;
  writeItem(storage, KEPT_SIGN_IN_KEY, String(now));
  return true;
}
