import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { organisationFieldMessages } from '../../features/organisations/organisation-form';

export const messages = {
  ...organisationFieldMessages,
  ...defineMessages({
    title: { id: 'organisations.title', defaultMessage: 'Organisations' },
    intro: {
      id: 'organisations.intro',
      defaultMessage:
        'Work with your team: create an organisation, invite people with a role, and choose the one you work in.',
    },
    yours: { id: 'organisations.yours', defaultMessage: 'Your organisations' },
    none: {
      id: 'organisations.none',
      defaultMessage:
        'You are not in any organisation yet. Create one below, or ask an admin of your team to invite you.',
    },
    active: { id: 'organisations.active', defaultMessage: 'Active: you work in this organisation' },
    workHere: { id: 'organisations.workHere', defaultMessage: 'Work in this organisation' },
    manage: { id: 'organisations.manage', defaultMessage: 'Members and invitations' },
    back: { id: 'organisations.back', defaultMessage: 'All organisations' },
    // Create
    create: { id: 'organisations.create.heading', defaultMessage: 'Create an organisation' },
    createSubmit: { id: 'organisations.create.submit', defaultMessage: 'Create organisation' },
    // Members
    members: { id: 'organisations.members.heading', defaultMessage: 'Members' },
    role: { id: 'organisations.role', defaultMessage: 'Role' },
    changeRole: { id: 'organisations.members.changeRole', defaultMessage: 'Change role' },
    remove: { id: 'organisations.members.remove', defaultMessage: 'Remove' },
    removeConfirm: { id: 'organisations.members.removeConfirm', defaultMessage: 'Remove member' },
    leave: { id: 'organisations.leave', defaultMessage: 'Leave organisation…' },
    leaveConfirm: { id: 'organisations.leaveConfirm', defaultMessage: 'Leave' },
    // Invitations
    invitations: { id: 'organisations.invitations.heading', defaultMessage: 'Invitations' },
    inviteEmail: { id: 'organisations.invite.email', defaultMessage: 'Their e-mail address' },
    inviteSubmit: { id: 'organisations.invite.submit', defaultMessage: 'Send invitation' },
    pending: { id: 'organisations.invitations.pending', defaultMessage: 'Pending invitations' },
    noPending: { id: 'organisations.invitations.none', defaultMessage: 'No pending invitations.' },
    resend: { id: 'organisations.invitations.resend', defaultMessage: 'Send again' },
    revoke: { id: 'organisations.invitations.revoke', defaultMessage: 'Revoke' },
    revokeConfirm: {
      id: 'organisations.invitations.revokeConfirm',
      defaultMessage: 'Revoke invitation',
    },
    alreadyMember: {
      id: 'organisations.error.alreadyMember',
      defaultMessage: 'This address is already a member.',
    },
    alreadyInvited: {
      id: 'organisations.error.alreadyInvited',
      defaultMessage: 'This address already has a pending invitation: send it again from the list.',
    },
    tooManyInvitations: {
      id: 'organisations.error.tooManyInvitations',
      defaultMessage:
        'Too many invitations for now. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
    // Danger zone
    danger: { id: 'organisations.danger.heading', defaultMessage: 'Ownership and deletion' },
    transfer: { id: 'organisations.transfer.heading', defaultMessage: 'Transfer ownership' },
    transferTo: { id: 'organisations.transfer.to', defaultMessage: 'New owner' },
    transferHint: {
      id: 'organisations.transfer.hint',
      defaultMessage: 'They become an owner and you become an admin.',
    },
    transferSubmit: { id: 'organisations.transfer.submit', defaultMessage: 'Transfer ownership' },
    noOneToTransfer: {
      id: 'organisations.transfer.none',
      defaultMessage: 'Invite someone first: ownership goes to another member.',
    },
    delete: { id: 'organisations.delete.open', defaultMessage: 'Delete organisation…' },
    deleteConfirm: { id: 'organisations.delete.confirm', defaultMessage: 'Delete organisation' },
    // Refusals the API gives here (api/openapi.yaml, tag "Organisations").
    lastOwner: {
      id: 'organisations.error.lastOwner',
      defaultMessage:
        'An organisation needs at least one owner. Make another member an owner (or transfer ownership) first, or delete the organisation.',
    },
    roleEscalation: {
      id: 'organisations.error.roleEscalation',
      defaultMessage: 'Only an owner can do this.',
    },
    notFound: {
      id: 'organisations.error.notFound',
      defaultMessage: 'This person or invitation is no longer here. The list is up to date again.',
    },
  }),
};

/** The server's codes this section explains (the rest: the one error mapper). */
export const codes: Partial<Record<string, MessageDescriptor>> = {
  slug_taken: messages.slugTaken,
  already_member: messages.alreadyMember,
  already_invited: messages.alreadyInvited,
  last_owner: messages.lastOwner,
  role_escalation: messages.roleEscalation,
  not_found: messages.notFound,
};

export const memberCount = defineMessage<{ count: number; role: string }>({
  id: 'organisations.summary',
  defaultMessage: '{count, plural, one {# member} other {# members}} · your role: {role}',
});
export const workIn = defineMessage<{ organization: string }>({
  id: 'organisations.workIn',
  defaultMessage: 'Work in {organization}',
});
export const manageOf = defineMessage<{ organization: string }>({
  id: 'organisations.manageOf',
  defaultMessage: 'Members and invitations of {organization}',
});
export const roleOf = defineMessage<{ name: string }>({
  id: 'organisations.members.roleOf',
  defaultMessage: 'Role of {name}',
});
export const changeRoleOf = defineMessage<{ name: string }>({
  id: 'organisations.members.changeRoleOf',
  defaultMessage: 'Change the role of {name}',
});
export const removeOf = defineMessage<{ name: string }>({
  id: 'organisations.members.removeOf',
  defaultMessage: 'Remove {name}',
});
export const removeQuestion = defineMessage<{ name: string; organization: string }>({
  id: 'organisations.members.removeQuestion',
  defaultMessage:
    'Remove {name} from {organization}? They lose access at once and are told by e-mail.',
});
export const leaveQuestion = defineMessage<{ organization: string }>({
  id: 'organisations.leaveQuestion',
  defaultMessage: 'Leave {organization}? You lose access at once; an admin can invite you again.',
});
export const roleChanged = defineMessage<{ name: string; role: string }>({
  id: 'organisations.members.roleChanged',
  defaultMessage: '{name} is now {role}.',
});
export const removed = defineMessage<{ name: string }>({
  id: 'organisations.members.removed',
  defaultMessage: '{name} was removed.',
});
export const invited = defineMessage<{ email: string }>({
  id: 'organisations.invite.sent',
  defaultMessage: 'Invitation sent to {email}.',
});
export const invitationLine = defineMessage<{ role: string; expires: string }>({
  id: 'organisations.invitations.line',
  defaultMessage: '{role} · expires {expires}',
});
export const resendOf = defineMessage<{ email: string }>({
  id: 'organisations.invitations.resendOf',
  defaultMessage: 'Send the invitation to {email} again',
});
export const resent = defineMessage<{ email: string }>({
  id: 'organisations.invitations.resent',
  defaultMessage: 'Invitation sent again to {email}.',
});
export const revokeOf = defineMessage<{ email: string }>({
  id: 'organisations.invitations.revokeOf',
  defaultMessage: 'Revoke the invitation to {email}',
});
export const revokeQuestion = defineMessage<{ email: string }>({
  id: 'organisations.invitations.revokeQuestion',
  defaultMessage: 'Revoke the invitation to {email}? Its link stops working.',
});
export const revoked = defineMessage<{ email: string }>({
  id: 'organisations.invitations.revoked',
  defaultMessage: 'The invitation to {email} was revoked.',
});
export const deleteQuestion = defineMessage<{ organization: string }>({
  id: 'organisations.delete.question',
  defaultMessage:
    'Delete {organization}? Its members lose access and its invitations stop working. This cannot be undone.',
});
export const transferred = defineMessage<{ name: string }>({
  id: 'organisations.transfer.done',
  defaultMessage: '{name} is now an owner; you are an admin.',
});
export const created = defineMessage<{ organization: string }>({
  id: 'organisations.created',
  defaultMessage: '{organization} was created. You are its owner.',
});
export const memberYou = defineMessage<{ name: string }>({
  id: 'organisations.members.you',
  defaultMessage: '{name} (you)',
});
export const memberLine = defineMessage<{ email: string; role: string }>({
  id: 'organisations.members.line',
  defaultMessage: '{email} · {role}',
});
export const memberOption = defineMessage<{ name: string; email: string }>({
  id: 'organisations.members.option',
  defaultMessage: '{name} ({email})',
});
