import { defineMessage, defineMessages } from 'react-intl';

/** "Link another" in the Linked sign-in methods block (docs/federation.md). */
export const linkMessages = defineMessages({
  title: { id: 'security.linked.link.title', defaultMessage: 'Link another' },
  intro: {
    id: 'security.linked.link.intro',
    defaultMessage:
      'You will sign in there, then come back here. The account you choose there does not need to use the same email address.',
  },
  list: { id: 'security.linked.link.list', defaultMessage: 'Services you can link' },
  notOffered: {
    id: 'security.linked.link.notOffered',
    defaultMessage: 'This service is no longer offered. The list has been updated.',
  },
  alreadyLinked: {
    id: 'security.linked.link.alreadyLinked',
    defaultMessage: 'A sign-in from this service is already linked. The list has been updated.',
  },
  unavailable: {
    id: 'security.linked.link.unavailable',
    defaultMessage: 'This service is not answering right now. Try again later.',
  },
});

export const linkWith = defineMessage<{ provider: string }>({
  id: 'security.linked.link.button',
  defaultMessage: 'Link {provider}',
});

/** What the Security page says when the browser comes back from the provider. */
const linkedOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.linked',
  defaultMessage: '{provider} is linked. You can now sign in with it.',
});
const identityTakenOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.identityTaken',
  defaultMessage:
    'That {provider} account is already linked to an account, so it was not linked here. To use it here, sign in with it, unlink it from that account, then link it again.',
});
const emailNotVerifiedOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.emailNotVerified',
  defaultMessage:
    '{provider} has not verified the email address of that account, so it was not linked. Verify it at {provider}, then try again.',
});
const linkExpiredOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.expired',
  defaultMessage: 'Linking {provider} took too long and nothing was linked. Try again.',
});
const cancelledOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.cancelled',
  defaultMessage: 'Linking {provider} was cancelled. Nothing changed.',
});
const providerUnavailableOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.unavailable',
  defaultMessage: '{provider} is not answering right now, so nothing was linked. Try again later.',
});
const failedOutcome = defineMessage<{ provider: string }>({
  id: 'security.linked.outcome.failed',
  defaultMessage: '{provider} did not confirm the sign-in, so nothing was linked. Try again.',
});

export const linkOutcome = {
  linked: linkedOutcome,
  identity_taken: identityTakenOutcome,
  email_not_verified: emailNotVerifiedOutcome,
  link_expired: linkExpiredOutcome,
  cancelled: cancelledOutcome,
  provider_unavailable: providerUnavailableOutcome,
  failed: failedOutcome,
};
