// What the sign-in page says when the authority sends it back from a provider
// (docs/sign-in.md, "Back from a provider"): every `federationError` of the contract, and the
// proof step before a provider's identity is linked to an existing account.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { FederationError } from '../../api/federation';
import { messages as signIn } from './messages';

export const federationMessages = defineMessages({
  providerUnknown: {
    id: 'signIn.federation.providerUnknown',
    defaultMessage: 'That way of signing in is not available here. Sign in another way.',
  },
  providerUnavailable: {
    id: 'signIn.federation.providerUnavailable',
    defaultMessage:
      'The provider could not be reached, so you are not signed in. Try again in a moment, or sign in another way.',
  },
  providerRefused: {
    id: 'signIn.federation.providerRefused',
    defaultMessage: 'The provider did not sign you in. Try again, or sign in another way.',
  },
  cancelled: {
    id: 'signIn.federation.cancelled',
    defaultMessage:
      'You cancelled signing in with the provider. Nothing has changed: sign in whichever way you like.',
  },
  stateMismatch: {
    id: 'signIn.federation.stateMismatch',
    defaultMessage:
      'This sign-in could not be checked: it was started in another browser or tab, or used already. Start again.',
  },
  signInExpired: {
    id: 'signIn.federation.signInExpired',
    defaultMessage: 'This sign-in took too long. Start again to continue.',
  },
  tokenExchangeFailed: {
    id: 'signIn.federation.tokenExchangeFailed',
    defaultMessage:
      'The provider’s answer could not be used, so you are not signed in. Try again, or sign in another way.',
  },
  idTokenInvalid: {
    id: 'signIn.federation.idTokenInvalid',
    defaultMessage:
      'The provider’s answer could not be verified, so you are not signed in. Try again, or sign in another way.',
  },
  emailNotVerified: {
    id: 'signIn.federation.emailNotVerified',
    defaultMessage:
      'The provider has not verified your e-mail address, so it cannot sign you in here. Verify the address with the provider, or sign in another way.',
  },
  accountDisabled: {
    id: 'signIn.federation.accountDisabled',
    defaultMessage: 'This account is disabled, so it cannot sign in.',
  },
  deletionScheduled: {
    id: 'signIn.federation.deletionScheduled',
    defaultMessage:
      'This account is scheduled for deletion. To keep it, sign in with its password or a passkey: signing in with a provider does not restore it.',
  },
  linkTitle: { id: 'signIn.federation.linkTitle', defaultMessage: 'Confirm it’s your account' },
  linkSubmit: { id: 'signIn.federation.linkSubmit', defaultMessage: 'Link and sign in' },
  linkPasskey: { id: 'signIn.federation.linkPasskey', defaultMessage: 'Use a passkey instead' },
  linkWrongPassword: {
    id: 'signIn.federation.linkWrongPassword',
    defaultMessage: 'The password is incorrect. Nothing was linked.',
  },
  codeAsked: {
    id: 'signIn.federation.codeAsked',
    defaultMessage: 'This account has two-step verification on: enter a code too.',
  },
  otherWay: { id: 'signIn.federation.otherWay', defaultMessage: 'Sign in another way' },
  noPending: {
    id: 'signIn.federation.noPending',
    defaultMessage:
      'This step is over (it lasts 10 minutes and works once). Sign in with the provider again, or sign in another way.',
  },
  identityTaken: {
    id: 'signIn.federation.identityTaken',
    defaultMessage:
      'This account already has a sign-in from this provider, or this identity belongs to another account. Nothing was linked.',
  },
});

export const linkExplained = defineMessage<{ provider: string; email: string }>({
  id: 'signIn.federation.linkExplained',
  defaultMessage:
    '{provider} says you are {email}, and there is already an account with this address. Prove it is yours to link {provider} to it: then either signs you in.',
});

/** Every value of the contract's FederationError, said in the user's language. */
export const federationErrors: Record<FederationError, MessageDescriptor> = {
  provider_unknown: federationMessages.providerUnknown,
  provider_unavailable: federationMessages.providerUnavailable,
  provider_refused: federationMessages.providerRefused,
  cancelled: federationMessages.cancelled,
  state_mismatch: federationMessages.stateMismatch,
  sign_in_expired: federationMessages.signInExpired,
  token_exchange_failed: federationMessages.tokenExchangeFailed,
  id_token_invalid: federationMessages.idTokenInvalid,
  email_not_verified: federationMessages.emailNotVerified,
  account_disabled: federationMessages.accountDisabled,
  account_frozen: signIn.frozen,
  account_not_confirmed: signIn.notConfirmed,
  account_deletion_scheduled: federationMessages.deletionScheduled,
};
