// An organisation invitation this tab is signing in or up to accept (docs/organisations.md,
// "Invitation page"). Its link's token left the address bar as the app started, and the sign-in
// round trip leaves the page: the token waits here, in this tab's sessionStorage (never
// localStorage, never the URL), with the invited address that pre-fills the sign-in and sign-up
// forms. Accepting it still takes a press on the invitation page.
import * as z from 'zod/mini';
import { PENDING_INVITATION_KEY } from '../config/constants';
import { readItem, tabStorage, writeItem } from './storage';

const pending = z.object({ token: z.string(), email: z.string() });
export type PendingInvitation = z.infer<typeof pending>;

export function keepPendingInvitation(invitation: PendingInvitation): void {
  writeItem(tabStorage(), PENDING_INVITATION_KEY, JSON.stringify(invitation));
}

export function pendingInvitation(): PendingInvitation | null {
  try {
    const parsed = pending.safeParse(
      JSON.parse(readItem(tabStorage(), PENDING_INVITATION_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
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
