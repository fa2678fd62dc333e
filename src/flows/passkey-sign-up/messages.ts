import { defineMessage, defineMessages } from 'react-intl';

/** Creating an account with a passkey and no password (docs/passwordless.md). */
export const messages = defineMessages({
  title: { id: 'passkeySignUp.title', defaultMessage: 'Create an account with a passkey' },
  intro: {
    id: 'passkeySignUp.intro',
    defaultMessage:
      'No password: your fingerprint, face or screen lock signs you in. We’ll e-mail you a code to confirm your address first.',
  },
  send: { id: 'passkeySignUp.send', defaultMessage: 'Email me a code' },
  codeTitle: { id: 'passkeySignUp.code.title', defaultMessage: 'Check your e-mail' },
  create: { id: 'passkeySignUp.create', defaultMessage: 'Create my passkey' },
  codeLabel: { id: 'passkeySignUp.code.label', defaultMessage: 'Code from the e-mail' },
  doneTitle: { id: 'passkeySignUp.done.title', defaultMessage: 'Your account is ready' },
  doneText: {
    id: 'passkeySignUp.done.text',
    defaultMessage: 'Sign in with your passkey: choose “Sign in with a passkey”.',
  },
  cancelled: {
    id: 'passkeySignUp.cancelled',
    defaultMessage: 'The passkey was not created. Try again when you are ready.',
  },
  again: { id: 'passkeySignUp.again', defaultMessage: 'Start again' },
  tooMany: {
    id: 'passkeySignUp.tooMany',
    defaultMessage: 'Too many sign-ups from here. Wait a while, then try again.',
  },
  expiredAttempt: {
    id: 'passkeySignUp.expiredAttempt',
    defaultMessage: 'This sign-up has expired. Start again.',
  },
});

export const codeSentTo = defineMessage<{ email: string }>({
  id: 'passkeySignUp.code.text',
  defaultMessage:
    'If {email} can be used for a new account, we sent it a 6-digit code. Type it here, then create your passkey.',
});
