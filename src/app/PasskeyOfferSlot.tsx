import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../config/ConfigContext';
import {
  PASSKEY_OFFER_SHOWN_KEY,
  PASSKEY_OFFER_SNOOZE_KEY,
  PASSKEY_OFFER_SNOOZE_MS,
  PASSKEY_OFFER_WINDOW_MS,
} from '../config/constants';
import { passesGate } from '../config/paths';
import { lazyPart } from '../lib/lazy-part';
import { browserStorage, readItem, tabStorage, writeItem } from '../lib/storage';
import { useSession, type Authentication } from '../session/SessionContext';
import { ScreenLead } from '../ui/Screen';

const PasskeyOffer = lazyPart(
  () => import(/* webpackChunkName: "passkey-offer" */ '../flows/security/PasskeyOffer'),
);

/** Sign-ins the offer already followed in this page (for when sessionStorage is blocked). */
const offered = new Set<string>();

function snoozeKey(sub: string): string {
  return `${PASSKEY_OFFER_SNOOZE_KEY}.${sub}`;
}

/**
 * Whether to offer a passkey: just after a password sign-in (not a passkey one), not already
 * offered after this sign-in, and "Not now" not chosen on this device in the last 30 days. The
 * offer itself then checks the device and the account (flows/security/PasskeyOffer.tsx).
 * When the browser remembers nothing (storage blocked), it is not offered: it could not keep
 * "Not now".
 */
export function offerPasskey(authentication: Authentication, now: number): boolean {
  const { sub, methods, at } = authentication;
  if (!methods.includes('pwd') || methods.includes('hwk') || methods.includes('swk')) return false;
  if (now - at > PASSKEY_OFFER_WINDOW_MS) return false;
  const signIn = `${sub}@${at}`;
  if (offered.has(signIn) || readItem(tabStorage(), PASSKEY_OFFER_SHOWN_KEY) === signIn) {
    return false;
  }
  const device = browserStorage();
  if (!device) return false;
  const snoozed = Number(readItem(device, snoozeKey(sub)));
  return !(snoozed > 0 && now - snoozed < PASSKEY_OFFER_SNOOZE_MS);
}

/**
 * A guarded screen, with the passkey offer under its heading when `offerPasskey` says so: inside
 * the screen (ui/Screen.tsx, `ScreenLead`), in the page's flow. Gone for good once answered.
 */
export function PasskeyOfferSlot({ children }: { children: ReactNode }) {
  const { authentication } = useSession();
  const { basePath } = useConfig();
  const { pathname } = useLocation();
  // The security screen has its own Passkeys section; onboarding and the terms to accept are
  // one task at a time (the route manifest's `skips`, config/paths.ts).
  const elsewhere = !passesGate(basePath, pathname, 'passkey-offer');
  // Decided once, when the screen opens: the offer does not come and go while it is up.
  const [eligible] = useState(
    () => !elsewhere && authentication !== null && offerPasskey(authentication, Date.now()),
  );
  // "Not now": kept here, so a screen drawn again (another guarded page) does not bring it back.
  const [snoozed, setSnoozed] = useState(false);
  if (!eligible || snoozed || !authentication) return children;
  const { sub } = authentication;
  const signIn = `${sub}@${authentication.at}`;
  const offer = (focusHeading: () => void) => (
    <PasskeyOffer
      onShown={() => {
        offered.add(signIn);
        writeItem(tabStorage(), PASSKEY_OFFER_SHOWN_KEY, signIn);
      }}
      onSnooze={() => {
        writeItem(browserStorage(), snoozeKey(sub), String(Date.now()));
        setSnoozed(true);
        // The offer is gone: the focus goes to the screen's heading, not to the page's top.
        focusHeading();
      }}
    />
  );
  return <ScreenLead value={offer}>{children}</ScreenLead>;
}
