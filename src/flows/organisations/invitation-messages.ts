import { defineMessage, defineMessages } from 'react-intl';

export const invitationMessages = defineMessages({
  title: { id: 'invitation.title', defaultMessage: 'Invitation to an organisation' },
  checking: { id: 'invitation.checking', defaultMessage: 'Checking the invitation…' },
  signIn: { id: 'invitation.signIn', defaultMessage: 'Sign in to accept' },
  signUp: { id: 'invitation.signUp', defaultMessage: 'Create an account to accept' },
  newHere: {
    id: 'invitation.newHere',
    defaultMessage:
      'New here? Create your account with this address; once it is confirmed and you are signed in, you come back here to accept.',
  },
  joinedTitle: { id: 'invitation.joined.title', defaultMessage: 'Welcome to the team' },
  workThere: { id: 'invitation.joined.workThere', defaultMessage: 'Work in it now' },
  seeOrganisations: { id: 'invitation.joined.see', defaultMessage: 'See your organisations' },
  invalidTitle: {
    id: 'invitation.invalid.title',
    defaultMessage: 'This invitation link does not work',
  },
  invalid: {
    id: 'invitation.invalid.text',
    defaultMessage:
      'The link is not complete, was replaced by a newer invitation, or its organisation no longer exists. Ask the person who invited you to send it again.',
  },
  used: {
    id: 'invitation.used',
    defaultMessage:
      'This invitation was already accepted. Sign in to find the organisation among yours.',
  },
  revoked: {
    id: 'invitation.revoked',
    defaultMessage: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  },
  expired: {
    id: 'invitation.expired',
    defaultMessage:
      'This invitation has expired (they last 7 days). Ask the person who invited you to send it again.',
  },
  unreachable: {
    id: 'invitation.unreachable',
    defaultMessage:
      'We could not reach the sign-in service. Check your connection, then try again.',
  },
  alreadyMember: {
    id: 'invitation.alreadyMember',
    defaultMessage: 'You are already a member of this organisation.',
  },
});

export const invitedTo = defineMessage<{ organization: string; role: string; email: string }>({
  id: 'invitation.text',
  defaultMessage:
    'You are invited to join {organization} as {role}. The invitation is for {email}. Nothing happens until you press Accept.',
});
export const expiresOn = defineMessage<{ date: string }>({
  id: 'invitation.expiresOn',
  defaultMessage: 'It expires on {date}.',
});
export const acceptJoin = defineMessage<{ organization: string }>({
  id: 'invitation.acceptJoin',
  defaultMessage: 'Accept and join {organization}',
});
export const wrongAccount = defineMessage<{ email: string; current: string }>({
  id: 'invitation.wrongAccount',
  defaultMessage:
    'This invitation is for {email}, but you are signed in as {current}. Sign out, then open the invitation link again and sign in with {email}.',
});
export const joinedText = defineMessage<{ organization: string; role: string }>({
  id: 'invitation.joined.text',
  defaultMessage: 'You joined {organization} as {role}.',
});
