import { defineMessages } from 'react-intl';

/** The breached-password notice's (its own chunk). */
export const noticeMessages = defineMessages({
  breachedTitle: {
    id: 'challenge.breached.title',
    defaultMessage: 'Your password appeared in a data breach',
  },
  breachedBody: {
    id: 'challenge.breached.body',
    defaultMessage:
      'The password you signed in with is on a list of passwords leaked from other sites, which attackers try first. Your account is fine, but please change your password now.',
  },
  breachedAction: {
    id: 'challenge.breached.action',
    defaultMessage: 'Change your password',
  },
});
