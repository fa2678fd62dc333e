import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'signUp.title', defaultMessage: 'Create your account' },
  submit: { id: 'signUp.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'signUp.haveAccount', defaultMessage: 'Already have an account? Sign in' },
  resend: { id: 'signUp.check.resend', defaultMessage: 'Send the e-mail again' },
  resent: { id: 'signUp.check.resent', defaultMessage: 'We sent the e-mail again.' },
});

export const checkText = defineMessage<{ email: string }>({
  id: 'signUp.check.text',
  defaultMessage:
    'If {email} can be used for a new account, a confirmation link is on its way. Open it to activate your account. The link is valid for 24 hours.',
});

export const resendIn = defineMessage<{ seconds: number }>({
  id: 'signUp.check.resendIn',
  defaultMessage:
    'You can ask for another e-mail in {seconds, plural, one {# second} other {# seconds}}.',
});

export const tooManySignUps = defineMessage<{ minutes: number }>({
  id: 'signUp.error.tooMany',
  defaultMessage:
    'Too many sign-up attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

/** The way to a passkey-first sign-up (flows/passkey-sign-up/, docs/passwordless.md). */
export const passkeySignUpOffer = defineMessage({
  id: 'signUp.passkeyOffer',
  defaultMessage: 'Create an account with a passkey instead',
});

/** After a sign-up whose address an organisation invitation proved (no confirmation mail). */
export const confirmedByInvitation = defineMessages({
  title: { id: 'signUp.invited.title', defaultMessage: 'Your account is ready' },
  text: {
    id: 'signUp.invited.text',
    defaultMessage:
      'Your invitation confirmed your e-mail address, so there is no e-mail to wait for. Sign in, then accept the invitation.',
  },
});
