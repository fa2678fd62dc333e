// An organisation invitation this tab is signing in or up to accept (docs/organisations.md,
// "Invitation page"). Its link's token left the address bar as the app started, and the sign-in
// round trip leaves the page: the token waits here, in this tab's sessionStorage (never
// localStorage, never the URL), with the invited address that pre-fills the sign-in and sign-up
// forms. Accepting it still takes a press on the invitation page.
import { PENDING_INVITATION_KEY } from '../config/constants';
import { readItem, tabStorage, writeItem } from './storage';

export interface PendingInvitation {
  token: string;
  email: string;
}

export function keepPendingInvitation(invitation: PendingInvitation): void {
  writeItem(tabStorage(), PENDING_INVITATION_KEY, JSON.stringify(invitation));
}

export function pendingInvitation(): PendingInvitation | null {
  // Read by the sign-in form too: a plain check, not a schema (the sign-in screen's budget).
  try {
    const value: unknown = JSON.parse(readItem(tabStorage(), PENDING_INVITATION_KEY) ?? 'null');
    const { token, email } = (value ?? {}) as Partial<PendingInvitation>;
    return typeof token === 'string' && typeof email === 'string' ? { token, email } : null;
  } catch {
    return null;
  }
}

export function forgetPendingInvitation(): void {
  writeItem(tabStorage(), PENDING_INVITATION_KEY, null);
}

/** The invited address, to pre-fill a sign-in or sign-up form ('' when none waits). */
export function invitedEmail(): string {
  return pendingInvitation()?.email ?? '';
}
