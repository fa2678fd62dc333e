import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Your data' },
  intro: {
    id: 'privacy.intro2',
    defaultMessage: 'Download everything we hold about you, or delete your account.',
  },

  download: { id: 'privacy.download.title', defaultMessage: 'Download your data' },
  consents: { id: 'privacy.consents.title', defaultMessage: 'Terms and privacy policy' },
  consentsFailed: {
    id: 'privacy.consents.failed',
    defaultMessage: 'What you accepted could not be loaded.',
  },
  downloadText: {
    id: 'privacy.download.text',
    defaultMessage:
      'A JSON file with your profile, consents, sessions and devices, security activity, two-step verification and passkeys, notification registrations and analytics identifiers. It never contains your password or codes.',
  },
  downloadButton: { id: 'privacy.download.button', defaultMessage: 'Download your data' },
  downloaded: {
    id: 'privacy.download.done',
    defaultMessage: 'Your data was saved as {file}.',
  },

  dangerZone: { id: 'privacy.danger.title', defaultMessage: 'Danger zone' },
  dangerText: {
    id: 'privacy.danger.text',
    defaultMessage:
      'Deleting your account signs you out everywhere and erases your data after a grace period.',
  },
  openDelete: { id: 'privacy.danger.open', defaultMessage: 'Delete account…' },
  deleteTitle: { id: 'privacy.delete.title', defaultMessage: 'Delete your account' },
  typeEmail: {
    id: 'privacy.delete.typeEmail',
    defaultMessage: 'To confirm, type your e-mail address',
  },
  deleteButton: { id: 'privacy.delete.button', defaultMessage: 'Delete my account' },

  scheduledTitle: {
    id: 'privacy.scheduled.title',
    defaultMessage: 'Your account will be deleted',
  },
  scheduledRestore: {
    id: 'privacy.scheduled.restore',
    defaultMessage:
      'Changed your mind? Until then, open "Restore my account" in the e-mail we sent you, or sign in with your password and choose to restore it.',
  },
  home: { id: 'privacy.home', defaultMessage: 'Go to the start page' },

  // The mailed links' landings.
  confirmAskTitle: {
    id: 'privacy.link.confirm.askTitle',
    defaultMessage: 'Change your e-mail address?',
  },
  confirmAskText: {
    id: 'privacy.link.confirm.askText',
    defaultMessage:
      'Press the button to make this address the e-mail address of your account. From then on you sign in with it, and your previous address gets a notice.',
  },
  confirmAskButton: { id: 'privacy.link.confirm.askButton', defaultMessage: 'Confirm the change' },
  revertAskTitle: { id: 'privacy.link.revert.askTitle', defaultMessage: "It wasn't you?" },
  revertAskText: {
    id: 'privacy.link.revert.askText',
    defaultMessage:
      'Press the button to freeze the account: everyone signed in to it is signed out, its password stops working, and a link to choose a new password goes to its current e-mail address.',
  },
  revertAskButton: { id: 'privacy.link.revert.askButton', defaultMessage: 'Freeze the account' },
  restoreAskTitle: { id: 'privacy.link.restore.askTitle', defaultMessage: 'Restore your account?' },
  restoreAskText: {
    id: 'privacy.link.restore.askText',
    defaultMessage:
      'Press the button to cancel the deletion of your account. It will not be erased, and you can sign in to it again.',
  },
  restoreAskButton: { id: 'privacy.link.restore.askButton', defaultMessage: 'Restore my account' },
  confirmedTitle: {
    id: 'privacy.link.confirmed.title',
    defaultMessage: 'Your e-mail address was changed',
  },
  frozenTitle: {
    id: 'privacy.link.frozen.title',
    defaultMessage: 'The account is frozen',
  },
  frozenText: {
    id: 'privacy.link.frozen.text',
    defaultMessage:
      'Everyone signed in to it has been signed out, and its password no longer works. A link to choose a new password went to the account’s current e-mail address.',
  },
  frozenWhy: {
    id: 'privacy.link.frozen.why',
    defaultMessage:
      'We never give an account back to a previous address: an old mailbox can be in someone else’s hands.',
  },
  restoredTitle: { id: 'privacy.link.restored.title', defaultMessage: 'Your account is back' },
  restoredText: {
    id: 'privacy.link.restored.text',
    defaultMessage: 'It will not be deleted. Sign in to use it again.',
  },
  expiredText: {
    id: 'privacy.link.expired.text',
    defaultMessage:
      'Links to change an e-mail address work for 24 hours, "It wasn\'t me" for 7 days, and restoring until the account is erased.',
  },
  usedText: {
    id: 'privacy.link.used.text',
    defaultMessage:
      'Each link works once. A newer request, or undoing the change, also ends the earlier links.',
  },
  invalidText: {
    id: 'privacy.link.invalid.text',
    defaultMessage:
      'Check that you opened the whole link from the e-mail. An account that was erased can no longer be restored.',
  },
  emailTaken: {
    id: 'privacy.link.emailTaken',
    defaultMessage: 'This address now belongs to another account, so it cannot be used.',
  },
});

export const deleteText = defineMessage<{ date: string }>({
  id: 'privacy.delete.text',
  defaultMessage:
    'Your account is disabled at once and you are signed out everywhere. On {date} it is erased for good, with everything we hold about you, and your e-mail address becomes free. Until then, you can restore it from the e-mail we send you or by signing in.',
});

export const typeEmailHint = defineMessage<{ email: string }>({
  id: 'privacy.delete.typeEmailHint',
  defaultMessage: 'It is {email}.',
});

export const scheduledText = defineMessage<{ date: string }>({
  id: 'privacy.scheduled.text',
  defaultMessage:
    'Your account is disabled and you have been signed out everywhere. It will be erased on {date}.',
});

export const confirmedText = defineMessage<{ email: string }>({
  id: 'privacy.link.confirmed.text',
  defaultMessage: 'From now on, sign in with {email}.',
});

// The only owner of an organisation cannot delete the account yet (docs/organisations.md).
export const lastOwnerOfOrganisation = defineMessage({
  id: 'privacy.delete.lastOwnerOfOrganisation',
  defaultMessage:
    'You are the only owner of an organisation. Transfer its ownership to another member or delete it first, then delete your account.',
});
export const toOrganisations = defineMessage({
  id: 'privacy.delete.toOrganisations',
  defaultMessage: 'Go to your organisations',
});
