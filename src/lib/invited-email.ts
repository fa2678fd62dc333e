// The invited address of an organisation invitation this tab is accepting (./pending-invitation.ts),
// in a module of its own: the sign-in form reads it, and the sign-in screen's budget has no room
// for the rest.
import { PENDING_INVITATION_KEY } from '../config/constants';
import { readItem, tabStorage } from './storage';

export const INVITED_EMAIL = `${PENDING_INVITATION_KEY}.email`;

/** The invited address, to pre-fill a sign-in or sign-up form ('' when none waits). */
export function invitedEmail(): string {
  return readItem(tabStorage(), INVITED_EMAIL) ?? '';
}
