import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'signIn.title', defaultMessage: 'Sign in' },
  email: { id: 'signIn.email', defaultMessage: 'E-mail' },
  password: { id: 'signIn.password', defaultMessage: 'Password' },
  submit: { id: 'signIn.submit', defaultMessage: 'Sign in' },
  starting: { id: 'signIn.starting', defaultMessage: 'Taking you to sign in…' },
  startAgain: { id: 'signIn.startAgain', defaultMessage: 'Start again' },
  forgot: { id: 'signIn.forgot', defaultMessage: 'Forgot your password?' },
  signUp: { id: 'signIn.signUp', defaultMessage: 'New here? Create an account' },
  invalidCredentials: {
    id: 'signIn.error.invalidCredentials',
    defaultMessage: 'The e-mail or password is incorrect.',
  },
  notConfirmed: {
    id: 'signIn.error.notConfirmed',
    defaultMessage: 'Confirm your e-mail address first: follow the link we sent to your inbox.',
  },
  expired: {
    id: 'signIn.error.expired',
    defaultMessage: 'This sign-in page has expired. Start again to continue.',
  },
});

export const tooManyAttempts = defineMessage<{ minutes: number }>({
  id: 'signIn.error.tooManyAttempts',
  defaultMessage:
    'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
});
