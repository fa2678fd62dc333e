import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  list: { id: 'federation.list', defaultMessage: 'Other ways to sign in' },
  or: { id: 'federation.or', defaultMessage: 'or' },
  development: { id: 'federation.development', defaultMessage: 'Development' },
  developmentHint: {
    id: 'federation.developmentHint',
    defaultMessage: 'Development: signs in with the Example ID stand-in',
  },
  lastUsed: { id: 'federation.lastUsed', defaultMessage: 'Last used' },
  embeddedTitle: {
    id: 'federation.embedded.title',
    defaultMessage: 'You are in another app’s browser',
  },
  openInBrowser: { id: 'federation.embedded.open', defaultMessage: 'Open in your browser' },
  copyLink: { id: 'federation.embedded.copy', defaultMessage: 'Copy the link' },
  copied: {
    id: 'federation.embedded.copied',
    defaultMessage: 'Link copied. Paste it into your browser’s address bar.',
  },
  copyFailed: {
    id: 'federation.embedded.copyFailed',
    defaultMessage:
      'The link could not be copied. Use the app’s menu to open this page in your browser.',
  },
});

export const signInWith = defineMessage<{ provider: string }>({
  id: 'federation.signInWith',
  defaultMessage: 'Sign in with {provider}',
});

export const signUpWith = defineMessage<{ provider: string }>({
  id: 'federation.signUpWith',
  defaultMessage: 'Sign up with {provider}',
});

export const embeddedHidden = defineMessage<{ providers: string }>({
  id: 'federation.embedded.hidden',
  defaultMessage:
    '{providers} does not allow signing in here. Open this page in your browser (for example with the app’s menu, “Open in browser”) to continue with it.',
});

export const embeddedGeneral = defineMessage({
  id: 'federation.embedded.general',
  defaultMessage:
    'Signing in with another account works best in your browser, where you are already signed in to it.',
});
