import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  requestTitle: { id: 'forgot.request.title', defaultMessage: 'Reset your password' },
  requestText: {
    id: 'forgot.request.text',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
  send: { id: 'forgot.send', defaultMessage: 'Send reset link' },
  sentText: {
    id: 'forgot.sent.text',
    defaultMessage:
      'If an account uses this address, we sent it a link to reset the password. The link is valid for 1 hour.',
  },
  resetTitle: { id: 'forgot.reset.title', defaultMessage: 'Choose a new password' },
  confirmPassword: { id: 'forgot.confirmPassword', defaultMessage: 'Confirm password' },
  reset: { id: 'forgot.reset', defaultMessage: 'Reset password' },
  doneTitle: { id: 'forgot.done.title', defaultMessage: 'Your password was changed' },
  doneText: {
    id: 'forgot.done.text',
    defaultMessage:
      'For your security, you were signed out everywhere. Sign in with your new password.',
  },
  badLinkTitle: { id: 'forgot.badLink.title', defaultMessage: 'This reset link cannot be used' },
  expiredText: {
    id: 'forgot.expired.text',
    defaultMessage: 'Reset links are valid for 1 hour. Ask for a new one below.',
  },
  usedText: {
    id: 'forgot.used.text',
    defaultMessage:
      'This link was already used to change the password. Ask for a new one if you need to.',
  },
  invalidText: {
    id: 'forgot.invalid.text',
    defaultMessage:
      'Check that you opened the whole link from the e-mail, or ask for a new one below.',
  },
});
