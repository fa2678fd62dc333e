import { defineMessages } from 'react-intl';

/**
 * Words only the authority's plain sign-in pages say (dev-api/src/sign-in/plain-pages.ts reads
 * them from the catalogs by id, with the app's own messages for everything the app also says):
 * the app never imports this file, so none of it joins the sign-in screen's bytes. They answer a
 * sign-in sent before the app's scripts had arrived (docs/sign-in.md, "Without the app's scripts").
 */
export const plainMessages = defineMessages({
  notBound: {
    id: 'signIn.plain.notBound',
    defaultMessage: 'This sign-in was started in another browser. Start a new one here.',
  },
  challenge: {
    id: 'signIn.plain.challenge',
    defaultMessage:
      'After several failed attempts, this sign-in needs a short check that runs in the app. Continue in the app to sign in.',
  },
  continueInApp: { id: 'signIn.plain.continueInApp', defaultMessage: 'Continue in the app' },
  codeHint: {
    id: 'signIn.plain.codeHint',
    defaultMessage: 'The 6 digits your authenticator app shows, or one of your recovery codes.',
  },
});
