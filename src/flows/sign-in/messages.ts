import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'signIn.title', defaultMessage: 'Sign in' },
  starting: { id: 'signIn.starting', defaultMessage: 'Taking you to sign in…' },
  leaving: { id: 'signIn.federation.leaving', defaultMessage: 'Taking you to the provider…' },
  startAgain: { id: 'signIn.startAgain', defaultMessage: 'Start again' },
  forgot: { id: 'signIn.forgot', defaultMessage: 'Forgot your password?' },
  keepSignedIn: {
    id: 'signIn.keepSignedIn',
    defaultMessage: 'Keep me signed in on this device',
  },
  signUp: { id: 'signIn.signUp', defaultMessage: 'New here? Create an account' },
  ssoRequired: {
    id: 'signIn.error.ssoRequired',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider: type your work e-mail address and choose “Continue with single sign-on”.',
  },
  invalidCredentials: {
    id: 'signIn.error.invalidCredentials',
    defaultMessage: 'The e-mail or password is incorrect.',
  },
  notConfirmed: {
    id: 'signIn.error.notConfirmed',
    defaultMessage: 'Confirm your e-mail address first: follow the link we sent to your inbox.',
  },
  frozen: {
    id: 'signIn.error.frozen',
    defaultMessage:
      'For your safety this account is frozen: its password no longer signs in. Choose a new one with “Forgot your password?”; the link goes to the account’s e-mail address.',
  },
  expired: {
    id: 'signIn.error.expired',
    defaultMessage: 'This sign-in page has expired. Start again to continue.',
  },
  appCode: { id: 'signIn.secondStep.appCode', defaultMessage: 'Code from your authenticator app' },
  appHint: {
    id: 'signIn.secondStep.appHint',
    defaultMessage: 'Open the app and type the 6 digits it shows for this account.',
  },
  recoveryCode: { id: 'signIn.secondStep.recoveryCode', defaultMessage: 'Recovery code' },
  recoveryHint: {
    id: 'signIn.secondStep.recoveryHint',
    defaultMessage: 'One of the codes you saved when you turned this on. Each works once.',
  },
  useRecovery: { id: 'signIn.secondStep.useRecovery', defaultMessage: 'Use a recovery code' },
  useApp: { id: 'signIn.secondStep.useApp', defaultMessage: 'Use a code from the app' },
  verify: { id: 'signIn.secondStep.verify', defaultMessage: 'Verify' },
  passwordAgain: {
    id: 'signIn.secondStep.passwordAgain',
    defaultMessage: 'This sign-in took too long. Enter your password again.',
  },
  passkey: { id: 'signIn.passkey.button', defaultMessage: 'Sign in with a passkey' },
  passkeyOr: { id: 'signIn.passkey.or', defaultMessage: 'or' },
  notYou: { id: 'signIn.secondStep.notYou', defaultMessage: 'Not you? Use another account' },
  useAnotherAccount: { id: 'signIn.useAnotherAccount', defaultMessage: 'Use another account' },
  passkeyCancelled: {
    id: 'signIn.passkey.cancelled',
    defaultMessage:
      'The passkey request was cancelled or timed out. Try again, or sign in with your password.',
  },
  passkeyInvalid: {
    id: 'signIn.passkey.invalid',
    defaultMessage:
      'This passkey is not recognised here: it may have been removed. Use another passkey or your password.',
  },
  passkeyUnsupported: {
    id: 'signIn.passkey.unsupported',
    defaultMessage: 'This browser cannot use passkeys. Sign in with your password.',
  },
  passkeyFailed: {
    id: 'signIn.passkey.failed',
    defaultMessage: 'The passkey could not be used. Try again, or sign in with your password.',
  },
});

export const trustDevice = defineMessage<{ days: number }>({
  id: 'signIn.secondStep.trustDevice',
  defaultMessage: 'Trust this device for {days} days (no code needed here)',
});

export const signingInAs = defineMessage<{ email: string }>({
  id: 'signIn.secondStep.signingInAs',
  defaultMessage: 'Signing in as {email}.',
});

export { tooManyAttempts } from '../../i18n/common-messages';

/** The way to a mailed code, for tenants that turn it on (docs/passwordless.md). */
export const emailMeACode = defineMessage({
  id: 'signIn.emailCode.offer',
  defaultMessage: 'Email me a code',
});
