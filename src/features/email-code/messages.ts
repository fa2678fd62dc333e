import { defineMessage, defineMessages } from 'react-intl';

/** Signing in with a mailed code (docs/passwordless.md). */
export const emailCodeMessages = defineMessages({
  askHeading: { id: 'emailCode.ask.heading', defaultMessage: 'Sign in with a code' },
  askText: {
    id: 'emailCode.ask.text',
    defaultMessage: 'We’ll e-mail you a 6-digit code and a link. No password needed.',
  },
  send: { id: 'emailCode.send', defaultMessage: 'Email me a code' },
  codeHeading: { id: 'emailCode.code.heading', defaultMessage: 'Check your e-mail' },
  code: { id: 'emailCode.code.label', defaultMessage: 'Code from the e-mail' },
  codeHint: {
    id: 'emailCode.code.hint',
    defaultMessage: '6 digits. It works once, for 10 minutes.',
  },
  signIn: { id: 'emailCode.signIn', defaultMessage: 'Sign in' },
  sendAgain: { id: 'emailCode.sendAgain', defaultMessage: 'Send a new code' },
  sentAgain: { id: 'emailCode.sentAgain', defaultMessage: 'A new code is on its way.' },
  usePassword: { id: 'emailCode.usePassword', defaultMessage: 'Use my password instead' },
  tooMany: {
    id: 'emailCode.tooMany',
    defaultMessage: 'A code was sent a moment ago. Wait a minute before asking for another.',
  },
  off: {
    id: 'emailCode.off',
    defaultMessage: 'Signing in with a code is not available here. Use your password.',
  },
  continuing: {
    id: 'emailCode.continuing',
    defaultMessage: 'The link was confirmed. Signing you in…',
  },
  usedElsewhere: {
    id: 'emailCode.usedElsewhere',
    defaultMessage: 'This code already signed you in, in another tab of this browser.',
  },
  expired: {
    id: 'emailCode.expired',
    defaultMessage: 'The code has expired. Send a new one.',
  },
});

/** The code step's lead: the address it went to, if it has an account. */
export const codeSentTo = defineMessage<{ email: string }>({
  id: 'emailCode.code.text',
  defaultMessage:
    'If {email} has an account, we sent it a code. Type it here, or press the link in the e-mail: on another device it lets this page continue by itself.',
});

/**
 * The mailed code's refusals, said on its field (ui/validation.ts `addValidationMessages`: they
 * ride with this chunk, not with every form's first load). The sign-up with a passkey uses them too.
 */
export const emailCodeFieldMessages = defineMessages({
  email_code_format: {
    id: 'validation.emailCodeFormat',
    defaultMessage: 'Enter the 6 digits from the e-mail.',
  },
  email_code_invalid: {
    id: 'validation.emailCodeInvalid',
    defaultMessage: 'This code is not right. Check the e-mail and try again.',
  },
  email_code_expired: {
    id: 'validation.emailCodeExpired',
    defaultMessage: 'This code has expired. Send a new one.',
  },
  email_code_used: {
    id: 'validation.emailCodeUsed',
    defaultMessage: 'This code can no longer be used. Send a new one.',
  },
  email_code_throttled: {
    id: 'validation.emailCodeThrottled',
    defaultMessage: 'Too many tries. Wait a few minutes, then try again.',
  },
});
