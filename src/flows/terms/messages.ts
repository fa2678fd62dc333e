import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'We updated our terms' },
  updatedTerms: { id: 'terms.updated.terms', defaultMessage: 'We updated the terms of service.' },
  updatedPrivacy: {
    id: 'terms.updated.privacy',
    defaultMessage: 'We updated the privacy policy.',
  },
  updatedBoth: {
    id: 'terms.updated.both',
    defaultMessage: 'We updated the terms of service and the privacy policy.',
  },
  why: {
    id: 'terms.why',
    defaultMessage:
      'To keep using your account, please accept the new version. If you do not accept it, sign out: nothing changes in your account.',
  },
  acceptTerms: { id: 'terms.accept.terms', defaultMessage: 'I accept the new terms of service' },
  acceptPrivacy: {
    id: 'terms.accept.privacy',
    defaultMessage: 'I accept the new privacy policy',
  },
  acceptBoth: {
    id: 'terms.accept.both',
    defaultMessage: 'I accept the new terms of service and privacy policy',
  },
  submit: { id: 'terms.submit', defaultMessage: 'Accept' },
  outdated: {
    id: 'terms.outdated',
    defaultMessage:
      'A newer version was published while this page was open. Read the text above again and accept it.',
  },
});

/** What changed, and the box to tick, for the documents pending. */
export const documentTexts = {
  terms: { updated: messages.updatedTerms, accept: messages.acceptTerms },
  privacy: { updated: messages.updatedPrivacy, accept: messages.acceptPrivacy },
  both: { updated: messages.updatedBoth, accept: messages.acceptBoth },
} as const;
