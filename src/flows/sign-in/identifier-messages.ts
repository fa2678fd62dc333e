// The identifier-first sign-in's own words (docs/sign-in.md, "Identifier first"): only its
// chunk (IdentifierFirst.tsx) imports them.
import { defineMessages } from 'react-intl';

export const identifierMessages = defineMessages({
  continue: { id: 'signIn.identifier.continue', defaultMessage: 'Continue' },
  change: { id: 'signIn.identifier.change', defaultMessage: 'Use another e-mail address' },
});
