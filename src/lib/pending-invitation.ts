// An organisation invitation this tab is signing in or up to accept (docs/organisations.md,
// "Invitation page"). Its link's token left the address bar as the app started, and the sign-in
// round trip leaves the page: the token waits here, in this tab's sessionStorage (never
// localStorage, never the URL), with the invited address that pre-fills the sign-in and sign-up
// forms (two plain items: the sign-in screen reads the address alone, ./invited-email.ts).
// Accepting still takes a press on the invitation page.
import { PENDING_INVITATION_KEY } from '../config/constants';
import { readItem, tabStorage, writeItem } from './storage';

const TOKEN = `${PENDING_INVITATION_KEY}.token`;
import { INVITED_EMAIL } from './invited-email';

const EMAIL = INVITED_EMAIL;

export interface PendingInvitation {
  token: string;
  email: string;
}

export function keepPendingInvitation({ token, email }: PendingInvitation): void {
  const storage = tabStorage();
  writeItem(storage, TOKEN, token);
  writeItem(storage, EMAIL, email);
}

/** The invitation's token waiting in this tab, if any. */
export function pendingInvitationToken(): string | null {
  return readItem(tabStorage(), TOKEN);
}

export function forgetPendingInvitation(): void {
  const storage = tabStorage();
  writeItem(storage, TOKEN, null);
  writeItem(storage, EMAIL, null);
}
