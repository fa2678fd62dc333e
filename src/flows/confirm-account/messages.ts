import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  askTitle: { id: 'confirm.ask.title', defaultMessage: 'Confirm your e-mail address' },
  askText: {
    id: 'confirm.ask.text',
    defaultMessage:
      'Press the button to confirm that this e-mail address is yours and finish creating your account.',
  },
  askButton: { id: 'confirm.ask.button', defaultMessage: 'Confirm my e-mail address' },
  okTitle: { id: 'confirm.ok.title', defaultMessage: 'Your account is ready' },
  okText: {
    id: 'confirm.ok.text',
    defaultMessage: 'Your e-mail address is confirmed. Sign in to continue.',
  },
  expiredText: {
    id: 'confirm.expired.text',
    defaultMessage:
      'Confirmation links are valid for 24 hours. Enter your e-mail address and we will send a new one.',
  },
  usedText: {
    id: 'confirm.used.text',
    defaultMessage:
      'Your account may already be confirmed: try signing in. If it is not, ask for a new link.',
  },
  invalidText: {
    id: 'confirm.invalid.text',
    defaultMessage: 'Check that you opened the whole link from the e-mail, or ask for a new one.',
  },
});

export const resendMessages = defineMessages({
  submit: { id: 'confirm.resend.submit', defaultMessage: 'Send a new link' },
  sent: {
    id: 'confirm.resend.sent',
    defaultMessage:
      'If this address belongs to an account waiting for confirmation, a new link is on its way.',
  },
});
