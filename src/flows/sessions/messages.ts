import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ActivityType, SignInMethod } from '../../api/sessions';

export const messages = defineMessages({
  title: { id: 'sessions.title', defaultMessage: 'Devices and activity' },
  loadFailed: {
    id: 'sessions.loadFailed',
    defaultMessage: 'Your sessions could not be loaded',
  },
  signedInHeading: { id: 'sessions.signedIn.heading', defaultMessage: "Where you're signed in" },
  signedInIntro: {
    id: 'sessions.signedIn.intro',
    defaultMessage:
      "Each browser where you're signed in. If you don't recognise one, sign it out and change your password.",
  },
  unknownDevice: { id: 'sessions.unknownDevice', defaultMessage: 'Unknown device' },
  // "Keep me signed in on this device" at that sign-in (docs/session-care.md).
  kept: { id: 'sessions.kept', defaultMessage: 'Stays signed in after the browser closes' },
  notKept: { id: 'sessions.notKept', defaultMessage: 'Signed out when the browser closes' },
  unknownAddress: { id: 'sessions.unknownAddress', defaultMessage: 'unknown' },
  signOutHere: { id: 'sessions.signOutHere', defaultMessage: 'Sign out of this device' },
  signOutOthers: { id: 'sessions.signOutOthers', defaultMessage: 'Sign out everywhere else' },
  onlyThisOne: {
    id: 'sessions.onlyThisOne',
    defaultMessage: "You're signed in on this device only.",
  },
  pushHeading: { id: 'sessions.push.heading', defaultMessage: 'Push notifications' },
  pushNone: {
    id: 'sessions.push.none',
    defaultMessage: 'No device is registered for push notifications.',
  },
  remove: { id: 'sessions.push.remove', defaultMessage: 'Remove' },
  activityHeading: { id: 'sessions.activity.heading', defaultMessage: 'Security activity' },
  activityNone: { id: 'sessions.activity.none', defaultMessage: 'Nothing to show yet.' },
  activityFailed: {
    id: 'sessions.activity.failed',
    defaultMessage: 'Your security activity could not be loaded.',
  },
  showMore: { id: 'sessions.activity.more', defaultMessage: 'Show more' },
  notMe: { id: 'sessions.notMe', defaultMessage: "This wasn't me" },
  notMeConfirmTitle: {
    id: 'sessions.notMe.confirmTitle',
    defaultMessage: 'Secure your account?',
  },
  notMeConfirmText: {
    id: 'sessions.notMe.confirmText',
    defaultMessage:
      "We'll sign you out everywhere, on this device too, stop your password working, remove your passkeys, authenticator app and trusted devices, and e-mail you a link to choose a new password.",
  },
  notMeConfirm: { id: 'sessions.notMe.confirm', defaultMessage: 'Sign out everywhere' },
  notMePageTitle: { id: 'sessions.notMePage.title', defaultMessage: 'Secure your account' },
  notMePageText: {
    id: 'sessions.notMePage.text',
    defaultMessage:
      "If you didn't sign in, we'll sign your account out everywhere, stop its password working, remove its passkeys, authenticator app and trusted devices, and e-mail you a link to choose a new password.",
  },
  notMeDoneTitle: { id: 'sessions.notMeDone.title', defaultMessage: 'Your account is signed out' },
  notMeDoneText: {
    id: 'sessions.notMeDone.text',
    defaultMessage:
      "You're signed out everywhere and your password no longer works. Check your e-mail for the link to choose a new password.",
  },
  notMeDoneNoMail: {
    id: 'sessions.notMeDone.noMail',
    defaultMessage:
      "You're signed out everywhere and your password no longer works. We e-mailed you a link to choose a new password a moment ago: use that one.",
  },
  notMeLinkUsed: {
    id: 'sessions.notMeLink.used',
    defaultMessage:
      'This link was already used: your account was signed out everywhere then. To be safe, choose a new password.',
  },
  notMeLinkExpired: {
    id: 'sessions.notMeLink.expired',
    defaultMessage: 'This link has expired. To be safe, choose a new password.',
  },
  notMeLinkInvalid: {
    id: 'sessions.notMeLink.invalid',
    defaultMessage: 'This link is not valid. To be safe, choose a new password.',
  },
  forgotPassword: { id: 'sessions.forgotPassword', defaultMessage: 'Choose a new password' },
});

export const signedInLine = defineMessage<{ signedIn: string; lastActive: string }>({
  id: 'sessions.signedInLine',
  defaultMessage: 'Signed in {signedIn} · Last active {lastActive}',
});

export const addressLine = defineMessage<{ address: string }>({
  id: 'sessions.addressLine',
  defaultMessage: 'Address: {address}',
});

/** With the sign-in time: two sessions of one browser and system must not read alike. */
export const sessionEnded = defineMessage<{ device: string }>({
  id: 'sessions.ended',
  defaultMessage: 'Signed out of {device}.',
});

export const othersEnded = defineMessage<{ count: number }>({
  id: 'sessions.othersEnded',
  defaultMessage:
    '{count, plural, =0 {There were no other sessions.} one {Signed out of # other session.} other {Signed out of # other sessions.}}',
});

export const pushLine = defineMessage<{ date: string }>({
  id: 'sessions.push.line',
  defaultMessage: 'Registered {date}',
});

export const removePush = defineMessage<{ platform: string; date: string }>({
  id: 'sessions.push.removeLabel',
  defaultMessage: 'Remove {platform}, registered {date}',
});

export const pushRemoved = defineMessage<{ platform: string }>({
  id: 'sessions.push.removed',
  defaultMessage: '{platform} will get no more push notifications.',
});

export const platforms = defineMessages({
  android: { id: 'sessions.platform.android', defaultMessage: 'Android device' },
  ios: { id: 'sessions.platform.ios', defaultMessage: 'iPhone or iPad' },
  web: { id: 'sessions.platform.web', defaultMessage: 'Web browser' },
});

export const methods: Record<SignInMethod, MessageDescriptor> = defineMessages({
  password: { id: 'sessions.method.password', defaultMessage: 'Signed in with a password' },
  password_two_step: {
    id: 'sessions.method.passwordTwoStep',
    defaultMessage: 'Signed in with a password and two-step verification',
  },
  passkey: { id: 'sessions.method.passkey', defaultMessage: 'Signed in with a passkey' },
  // `{provider}`: the provider's configured name (docs/federation.md), or anotherProvider.
  federated: { id: 'sessions.method.federated', defaultMessage: 'Signed in with {provider}' },
  federated_two_step: {
    id: 'sessions.method.federatedTwoStep',
    defaultMessage: 'Signed in with {provider} and two-step verification',
  },
  email_code: {
    id: 'sessions.method.emailCode',
    defaultMessage: 'Signed in with a code sent by e-mail',
  },
  email_code_two_step: {
    id: 'sessions.method.emailCodeTwoStep',
    defaultMessage: 'Signed in with a code sent by e-mail and two-step verification',
  },
  unknown: { id: 'sessions.method.unknown', defaultMessage: 'Sign-in method not recorded' },
});

/** `{provider}` of a federated sign-in recorded before its provider was kept. */
export const anotherProvider = defineMessage({
  id: 'sessions.method.anotherProvider',
  defaultMessage: 'another service',
});

/** The method inside an activity line: "Signed in (password and two-step verification)". */
export const methodNames: Record<SignInMethod, MessageDescriptor> = defineMessages({
  password: { id: 'sessions.methodName.password', defaultMessage: 'password' },
  password_two_step: {
    id: 'sessions.methodName.passwordTwoStep',
    defaultMessage: 'password and two-step verification',
  },
  passkey: { id: 'sessions.methodName.passkey', defaultMessage: 'passkey' },
  federated: { id: 'sessions.methodName.federated', defaultMessage: '{provider}' },
  federated_two_step: {
    id: 'sessions.methodName.federatedTwoStep',
    defaultMessage: '{provider} and two-step verification',
  },
  email_code: { id: 'sessions.methodName.emailCode', defaultMessage: 'code sent by e-mail' },
  email_code_two_step: {
    id: 'sessions.methodName.emailCodeTwoStep',
    defaultMessage: 'code sent by e-mail and two-step verification',
  },
  unknown: { id: 'sessions.methodName.unknown', defaultMessage: 'method not recorded' },
});

export const eventWhere = defineMessage<{ when: string; device: string; address: string }>({
  id: 'sessions.activity.where',
  defaultMessage: '{when} · {device} · address {address}',
});

export const notMeFor = defineMessage<{ event: string; when: string }>({
  id: 'sessions.notMeFor',
  defaultMessage: "This wasn't me: {event}, {when}",
});

export const failedAttempts = defineMessage<{ count: number }>({
  id: 'sessions.activity.failed.count',
  defaultMessage: '{count, plural, one {Failed sign-in attempt} other {# failed sign-in attempts}}',
});

/** Failed second steps: whoever tried knew the password, which the user must hear. */
export const failedSecondStep = defineMessage<{ count: number }>({
  id: 'sessions.activity.failed.secondStep',
  defaultMessage:
    '{count, plural, one {Wrong two-step code, after the right password} other {# wrong two-step codes, after the right password}}',
});

/** One line per event type; `{method}` is the sign-in method's text where there is one. */
export const activityText: Record<
  Exclude<ActivityType, 'sign_in_failed'>,
  MessageDescriptor
> = defineMessages({
  signed_in: { id: 'sessions.activity.signedIn', defaultMessage: 'Signed in ({method})' },
  new_device: {
    id: 'sessions.activity.newDevice',
    defaultMessage: 'Signed in on a new device ({method})',
  },
  password_changed: { id: 'sessions.activity.passwordChanged', defaultMessage: 'Password changed' },
  password_reset: { id: 'sessions.activity.passwordReset', defaultMessage: 'Password reset' },
  email_change_requested: {
    id: 'sessions.activity.emailChangeRequested',
    defaultMessage: 'E-mail address change requested',
  },
  email_changed: { id: 'sessions.activity.emailChanged', defaultMessage: 'E-mail address changed' },
  email_change_reverted: {
    id: 'sessions.activity.emailChangeReverted',
    defaultMessage: 'Account frozen: “It wasn’t me” from the previous e-mail address',
  },
  two_step_enabled: {
    id: 'sessions.activity.twoStepEnabled',
    defaultMessage: 'Two-step verification turned on',
  },
  two_step_disabled: {
    id: 'sessions.activity.twoStepDisabled',
    defaultMessage: 'Two-step verification turned off',
  },
  recovery_code_used: {
    id: 'sessions.activity.recoveryCodeUsed',
    defaultMessage: 'Recovery code used',
  },
  passkey_added: { id: 'sessions.activity.passkeyAdded', defaultMessage: 'Passkey added' },
  passkey_removed: { id: 'sessions.activity.passkeyRemoved', defaultMessage: 'Passkey removed' },
  session_ended: {
    id: 'sessions.activity.sessionEnded',
    defaultMessage: 'A session was signed out',
  },
  other_sessions_ended: {
    id: 'sessions.activity.otherSessionsEnded',
    defaultMessage: 'Signed out everywhere else',
  },
  not_me_reported: {
    id: 'sessions.activity.notMeReported',
    defaultMessage: 'Reported "This wasn\'t me" and signed out everywhere',
  },
  // A recovery (docs/recovery.md): what it removed, from the event's detail.
  account_recovered: {
    id: 'sessions.activity.accountRecovered',
    defaultMessage:
      'Account secured: signed out everywhere, {passkeys, plural, =0 {no passkey} one {# passkey} other {# passkeys}} and {devices, plural, =0 {no trusted device} one {# trusted device} other {# trusted devices}} removed{app, select, true {, two-step verification turned off} other {}}',
  },
  data_exported: {
    id: 'sessions.activity.dataExported',
    defaultMessage: 'Your data was downloaded',
  },
  deletion_requested: {
    id: 'sessions.activity.deletionRequested',
    defaultMessage: 'Account deletion requested',
  },
  deletion_cancelled: {
    id: 'sessions.activity.deletionCancelled',
    defaultMessage: 'Account deletion cancelled',
  },
  // Linked sign-in methods (docs/federation.md); `{provider}` is its configured name.
  identity_linked: {
    id: 'sessions.activity.identityLinked',
    defaultMessage: 'Sign-in with {provider} linked',
  },
  identity_unlinked: {
    id: 'sessions.activity.identityUnlinked',
    defaultMessage: 'Sign-in with {provider} unlinked',
  },
  // Organisations (docs/organisations.md); `{organisation}` is its name when it happened.
  organisation_created: {
    id: 'sessions.activity.organisationCreated',
    defaultMessage: 'Organisation {organisation} created',
  },
  organisation_joined: {
    id: 'sessions.activity.organisationJoined',
    defaultMessage: 'Joined the organisation {organisation}',
  },
  organisation_left: {
    id: 'sessions.activity.organisationLeft',
    defaultMessage: 'Left the organisation {organisation}',
  },
  organisation_removed: {
    id: 'sessions.activity.organisationRemoved',
    defaultMessage: 'Removed from the organisation {organisation}',
  },
  organisation_role_changed: {
    id: 'sessions.activity.organisationRoleChanged',
    defaultMessage: 'Role changed in the organisation {organisation}',
  },
  organisation_deleted: {
    id: 'sessions.activity.organisationDeleted',
    defaultMessage: 'Organisation {organisation} deleted',
  },
  // Enterprise SSO: the organisation of the address's domain started to require its SSO.
  sso_required_signed_out: {
    id: 'sessions.activity.ssoRequiredSignedOut',
    defaultMessage: 'Signed out: {organisation} now requires single sign-on',
  },
});

/** Events "This wasn't me" is offered on: sign-ins and changes someone else could have made. */
export const DISPUTABLE: ReadonlySet<ActivityType> = new Set<ActivityType>([
  'signed_in',
  'new_device',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'data_exported',
  'deletion_requested',
  'identity_linked',
  'identity_unlinked',
]);

// The row menu of another device (DeviceMenu.tsx): the visible "Options" starts its name.
export const deviceOptions = defineMessage<{ device: string; signedIn: string }>({
  id: 'sessions.deviceOptions',
  defaultMessage: 'Options for {device}, signed in {signedIn}',
});
export const deviceMenu = defineMessages({
  options: { id: 'sessions.deviceMenu.options', defaultMessage: 'Options' },
  signOut: { id: 'sessions.deviceMenu.signOut', defaultMessage: 'Sign this device out' },
});
