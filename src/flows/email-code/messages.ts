import { defineMessages } from 'react-intl';

/** The mailed sign-in link's page (docs/passwordless.md). */
export const linkMessages = defineMessages({
  title: { id: 'emailLink.title', defaultMessage: 'Continue signing in' },
  text: {
    id: 'emailLink.text',
    defaultMessage:
      'Press the button to continue the sign-in you asked for. The page where you asked for the code then continues by itself; this page does not sign you in.',
  },
  confirm: { id: 'emailLink.confirm', defaultMessage: 'Continue signing in' },
  verifiedTitle: { id: 'emailLink.verified.title', defaultMessage: 'Go back to your first device' },
  verifiedHereTitle: {
    id: 'emailLink.verifiedHere.title',
    defaultMessage: 'Go back to your first tab',
  },
  verifiedText: {
    id: 'emailLink.verified.text',
    defaultMessage:
      'Done: the page where you asked for the code continues by itself. You are not signed in on this device. You can close this page.',
  },
  verifiedHereText: {
    id: 'emailLink.verifiedHere.text',
    defaultMessage:
      'Done: go back to the tab where you asked for the code. It continues by itself.',
  },
  spent: {
    id: 'emailLink.spent',
    defaultMessage:
      'This link was already used or has expired. Ask for a new code on the sign-in page.',
  },
  otherSignIn: {
    id: 'emailLink.otherSignIn',
    defaultMessage: 'This link belongs to another sign-in. Use the link from the newest e-mail.',
  },
  expired: {
    id: 'emailLink.expired',
    defaultMessage: 'This sign-in has expired. Start a new one.',
  },
  signIn: { id: 'emailLink.signIn', defaultMessage: 'Go to sign in' },
});
