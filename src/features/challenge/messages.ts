import { defineMessages } from 'react-intl';

/** What the forms that solve ahead (sign-up, recovery) and the solver say: their chunks only. */
export const messages = defineMessages({
  slow: {
    id: 'challenge.slow',
    defaultMessage: 'Checking that this is a person and not a bot… This can take a few seconds.',
  },
  failed: {
    id: 'challenge.failed',
    defaultMessage: 'We could not check that you are a person. Please try again.',
  },
});
