import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  available: {
    id: 'enterpriseSso.discovery.available',
    defaultMessage: 'Your organisation signs in with its own identity provider.',
  },
  required: {
    id: 'enterpriseSso.discovery.required',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider: your password is not used here.',
  },
  continue: {
    id: 'enterpriseSso.discovery.continue',
    defaultMessage: 'Continue with single sign-on',
  },
});
