import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  saveName: { id: 'account.saveName', defaultMessage: 'Save name' },
  nameSaved: { id: 'account.nameSaved', defaultMessage: 'Your name was saved.' },
  change: { id: 'profile.email.change', defaultMessage: 'Change' },
  changeEmail: { id: 'privacy.email.title', defaultMessage: 'Change your e-mail address' },
  changeEmailText: {
    id: 'privacy.email.text',
    defaultMessage:
      'We send a link to the new address; your address changes only when you open it. Your current address gets a notice with a way to undo the change.',
  },
  newEmail: { id: 'privacy.email.new', defaultMessage: 'New e-mail address' },
  sendLink: { id: 'privacy.email.send', defaultMessage: 'Send the confirmation link' },
  tooManyRequests: {
    id: 'privacy.email.tooMany',
    defaultMessage:
      'You asked for a link very recently. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  pendingTitle: { id: 'profile.email.pendingTitle', defaultMessage: 'Change waiting for you' },
  resend: { id: 'profile.email.resend', defaultMessage: 'Send the link again' },
  cancelChange: { id: 'profile.email.cancel', defaultMessage: 'Cancel the change' },
  cancelled: {
    id: 'profile.email.cancelled',
    defaultMessage: 'The change was cancelled. Your e-mail address stays as it is.',
  },
  preferences: { id: 'profile.preferences', defaultMessage: 'Preferences' },
  theme: { id: 'account.theme', defaultMessage: 'Theme' },
  themeSystem: { id: 'account.theme.system', defaultMessage: 'Same as my device' },
  themeLight: { id: 'account.theme.light', defaultMessage: 'Light' },
  themeDark: { id: 'account.theme.dark', defaultMessage: 'Dark' },
});

export const linkSent = defineMessage<{ email: string }>({
  id: 'privacy.email.sent',
  defaultMessage:
    'We sent a confirmation link to {email}. Open it within 24 hours to finish the change.',
});

export const currentEmail = defineMessage<{ email: string }>({
  id: 'privacy.email.current',
  defaultMessage: 'Your e-mail address now: {email}',
});

export const pendingText = defineMessage<{ email: string; date: string; time: string }>({
  id: 'profile.email.pending',
  defaultMessage:
    'You asked to change it to {email}. It changes when you open the link we sent there, before {date} at {time}.',
});
