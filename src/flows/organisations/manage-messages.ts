import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { OrganisationEvent } from '../../api/organisations';

// The organisation's own settings (name, short name, logo) and its activity
// (docs/organisations.md, "Name and logo", "The organisation's activity").
export const manageMessages = defineMessages({
  settings: { id: 'organisations.settings.heading', defaultMessage: 'Name and logo' },
  settingsSave: { id: 'organisations.settings.save', defaultMessage: 'Save changes' },
  saved: { id: 'organisations.settings.saved', defaultMessage: 'Your changes were saved.' },
  unchanged: {
    id: 'organisations.settings.unchanged',
    defaultMessage: 'Nothing to save: change the name, short name or logo first.',
  },
  activity: { id: 'organisations.activity.heading', defaultMessage: 'Activity' },
  activityIntro: {
    id: 'organisations.activity.intro',
    defaultMessage: 'Who joined, left, changed roles or was invited, newest first.',
  },
  noActivity: { id: 'organisations.activity.none', defaultMessage: 'Nothing has happened yet.' },
  older: { id: 'organisations.activity.older', defaultMessage: 'Show older activity' },
  someone: { id: 'organisations.activity.someone', defaultMessage: 'A former member' },
  changedName: { id: 'organisations.activity.changed.name', defaultMessage: 'name' },
  changedSlug: { id: 'organisations.activity.changed.slug', defaultMessage: 'short name' },
  changedLogo: { id: 'organisations.activity.changed.logo', defaultMessage: 'logo' },
  requests: { id: 'organisations.requests.heading', defaultMessage: 'Requests to join' },
  noRequests: {
    id: 'organisations.requests.none',
    defaultMessage: 'No one is asking to join.',
  },
  approve: { id: 'organisations.requests.approve', defaultMessage: 'Let in' },
  decline: { id: 'organisations.requests.decline', defaultMessage: 'Decline' },
  declineConfirm: {
    id: 'organisations.requests.declineConfirm',
    defaultMessage: 'Decline request',
  },
  requestGone: {
    id: 'organisations.requests.gone',
    defaultMessage:
      'Another admin has already answered this request. The list is up to date again.',
  },
});

export const approveOf = defineMessage<{ name: string }>({
  id: 'organisations.requests.approveOf',
  defaultMessage: 'Let {name} in',
});
export const declineOf = defineMessage<{ name: string }>({
  id: 'organisations.requests.declineOf',
  defaultMessage: 'Decline the request of {name}',
});
export const declineQuestion = defineMessage<{ name: string }>({
  id: 'organisations.requests.declineQuestion',
  defaultMessage: 'Decline the request of {name}? They are not told; they may ask again.',
});
export const requestLine = defineMessage<{ email: string; when: string }>({
  id: 'organisations.requests.line',
  defaultMessage: '{email} · asked {when}',
});
export const approved = defineMessage<{ name: string }>({
  id: 'organisations.requests.approved',
  defaultMessage: '{name} is now a member.',
});
export const declined = defineMessage<{ name: string }>({
  id: 'organisations.requests.declined',
  defaultMessage: 'The request of {name} was declined.',
});

/** One sentence per event type; `{actor}` did it, to `{subject}`. */
export const eventText: Record<OrganisationEvent['type'], MessageDescriptor> & {
  ownerErased: MessageDescriptor;
} = defineMessages({
  organisation_created: {
    id: 'organisations.activity.created',
    defaultMessage: '{actor} created the organisation.',
  },
  organisation_updated: {
    id: 'organisations.activity.updated',
    defaultMessage: '{actor} changed the organisation’s {what}.',
  },
  member_joined: {
    id: 'organisations.activity.joined',
    defaultMessage: '{subject} joined as {role}.',
  },
  member_left: { id: 'organisations.activity.left', defaultMessage: '{subject} left.' },
  member_removed: {
    id: 'organisations.activity.removed',
    defaultMessage: '{actor} removed {subject}.',
  },
  member_role_changed: {
    id: 'organisations.activity.roleChanged',
    defaultMessage: '{actor} changed the role of {subject} from {previousRole} to {role}.',
  },
  ownerErased: {
    id: 'organisations.activity.ownerErased',
    defaultMessage: '{subject} became {role}: the only owner’s account was deleted.',
  },
  ownership_transferred: {
    id: 'organisations.activity.transferred',
    defaultMessage: '{actor} transferred ownership to {subject}.',
  },
  invitation_sent: {
    id: 'organisations.activity.invited',
    defaultMessage: '{actor} invited {subject} as {role}.',
  },
  invitation_resent: {
    id: 'organisations.activity.resent',
    defaultMessage: '{actor} sent the invitation to {subject} again.',
  },
  invitation_revoked: {
    id: 'organisations.activity.revoked',
    defaultMessage: '{actor} revoked the invitation to {subject}.',
  },
  access_requested: {
    id: 'organisations.activity.accessRequested',
    defaultMessage: '{subject} asked to join.',
  },
  access_approved: {
    id: 'organisations.activity.accessApproved',
    defaultMessage: '{actor} let {subject} in, as {role}.',
  },
  access_declined: {
    id: 'organisations.activity.accessDeclined',
    defaultMessage: '{actor} declined the request of {subject}.',
  },
  sso_sessions_ended: {
    id: 'organisations.activity.ssoSessionsEnded',
    defaultMessage:
      '{actor} required single sign-on: {people, plural, =0 {nobody was} one {# person was} other {# people were}} signed out.',
  },
});
