// Each `ssoError` code in the person's own words (docs/enterprise-sso.md, "When a sign-in is
// refused"): what they can do themselves, and the code to give their IT administrator where only
// the administrator can act. Its own chunk: loaded only when a sign-in came back refused
// (./sso-error.ts), so the sign-in page's first load does not carry these sentences.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../api/contract';

type SsoError = Schemas['SsoError'];

const messages = defineMessages({
  connectionUnavailable: {
    id: 'enterpriseSso.signIn.connectionUnavailable',
    defaultMessage:
      "Your organisation's single sign-on is turned off at the moment. Ask your IT administrator (code {code}).",
  },
  providerUnavailable: {
    id: 'enterpriseSso.signIn.providerUnavailable',
    defaultMessage:
      "Your organisation's identity provider did not answer. Try again in a few minutes.",
  },
  signInExpired: {
    id: 'enterpriseSso.signIn.signInExpired',
    defaultMessage: 'The sign-in took too long and has expired. Start again.',
  },
  stateMismatch: {
    id: 'enterpriseSso.signIn.stateMismatch',
    defaultMessage:
      'This sign-in was started in another browser or tab. Start again here and finish it in this one.',
  },
  setUp: {
    id: 'enterpriseSso.signIn.setUp',
    defaultMessage:
      "Your organisation's single sign-on is not set up correctly, so it could not sign you in. Give this code to your IT administrator: {code}.",
  },
  unsigned: {
    id: 'enterpriseSso.signIn.unsigned',
    defaultMessage:
      "Your organisation's identity provider sent an unsigned answer, which we do not accept. Give this code to your IT administrator: {code}.",
  },
  signatureInvalid: {
    id: 'enterpriseSso.signIn.signatureInvalid',
    defaultMessage:
      "The answer of your organisation's identity provider was not signed with the certificate we know (its certificate may have changed). Give this code to your IT administrator: {code}.",
  },
  audience: {
    id: 'enterpriseSso.signIn.audience',
    defaultMessage:
      "Your organisation's identity provider sent an answer meant for another service. Give this code to your IT administrator: {code}.",
  },
  recipient: {
    id: 'enterpriseSso.signIn.recipient',
    defaultMessage:
      "Your organisation's identity provider sent its answer to another address of ours. Give this code to your IT administrator: {code}.",
  },
  clock: {
    id: 'enterpriseSso.signIn.clock',
    defaultMessage:
      "The answer of your organisation's identity provider is outside its time limits (a clock may be wrong). Try again; if it fails again, give this code to your IT administrator: {code}.",
  },
  replayed: {
    id: 'enterpriseSso.signIn.replayed',
    defaultMessage:
      'This sign-in answer was used already, so it cannot be used again. Start again.',
  },
  unsolicited: {
    id: 'enterpriseSso.signIn.unsolicited',
    defaultMessage:
      'We did not ask for this sign-in (it may have started from your company’s portal, or taken over 10 minutes). Start again from this page.',
  },
  refused: {
    id: 'enterpriseSso.signIn.refused',
    defaultMessage:
      "Your organisation's identity provider did not let you in. If you should have access, ask your IT administrator.",
  },
  emailMissing: {
    id: 'enterpriseSso.signIn.emailMissing',
    defaultMessage:
      "Your organisation's identity provider did not tell us your e-mail address. Give this code to your IT administrator: {code}.",
  },
  emailNotVerified: {
    id: 'enterpriseSso.signIn.emailNotVerified',
    defaultMessage:
      "Your organisation's identity provider did not confirm your e-mail address. Give this code to your IT administrator: {code}.",
  },
  cancelled: {
    id: 'enterpriseSso.signIn.cancelled',
    defaultMessage:
      "The sign-in was cancelled at your organisation's identity provider. Start again when you are ready.",
  },
  domainNotVerified: {
    id: 'enterpriseSso.signIn.domainNotVerified',
    defaultMessage:
      'Your e-mail address is not in a domain your organisation has verified here. Ask your IT administrator (code {code}).',
  },
  ssoRequired: {
    id: 'enterpriseSso.signIn.ssoRequired',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider, not this one: type your work e-mail address and choose “Continue with single sign-on”.',
  },
  accountDisabled: {
    id: 'enterpriseSso.signIn.accountDisabled',
    defaultMessage: 'This account is disabled, so it cannot sign in.',
  },
  accountFrozen: {
    id: 'enterpriseSso.signIn.accountFrozen',
    defaultMessage:
      'For your safety this account is frozen. Choose a new password with “Forgot your password?”; the link goes to the account’s e-mail address.',
  },
  deletionScheduled: {
    id: 'enterpriseSso.signIn.deletionScheduled',
    defaultMessage:
      'This account is scheduled for deletion. Single sign-on does not restore it; to keep it, ask your IT administrator.',
  },
});

/** Every value of the contract's SsoError, in the person's words (a new one fails the types). */
const WORDS: Record<SsoError, MessageDescriptor> = {
  connection_unavailable: messages.connectionUnavailable,
  provider_unavailable: messages.providerUnavailable,
  sign_in_expired: messages.signInExpired,
  state_mismatch: messages.stateMismatch,
  saml_malformed: messages.setUp,
  saml_unsigned: messages.unsigned,
  saml_signature_invalid: messages.signatureInvalid,
  saml_audience_mismatch: messages.audience,
  saml_recipient_mismatch: messages.recipient,
  saml_expired: messages.clock,
  saml_not_yet_valid: messages.clock,
  saml_replayed: messages.replayed,
  saml_unsolicited: messages.unsolicited,
  saml_status: messages.refused,
  email_missing: messages.emailMissing,
  email_domain_not_verified: messages.domainNotVerified,
  sso_required: messages.ssoRequired,
  account_disabled: messages.accountDisabled,
  account_frozen: messages.accountFrozen,
  account_deletion_scheduled: messages.deletionScheduled,
  // An OpenID Connect connection's (its test sign-in records them; docs/enterprise-sso.md).
  provider_refused: messages.refused,
  cancelled: messages.cancelled,
  token_exchange_failed: messages.setUp,
  id_token_invalid: messages.setUp,
  email_not_verified: messages.emailNotVerified,
};

/**
 * `sso_required`'s words, said also by the e-mail code form when its domain requires SSO (that
 * form is a chunk of its own, so these words ride with it there).
 */
export const ssoRequiredWords = messages.ssoRequired;

/** The code's own words, or undefined for a code this version does not know. */
export function ssoErrorWords(code: string): MessageDescriptor | undefined {
  return Object.hasOwn(WORDS, code) ? WORDS[code as SsoError] : undefined;
}
