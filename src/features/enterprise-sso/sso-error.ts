// Why an organisation's sign-in came back to the sign-in page (`ssoError`, the contract's
// SsoError; docs/enterprise-sso.md): said with its code, which the organisation's IT
// administrator finds explained on their SSO screen and in the documentation.
import { defineMessages } from 'react-intl';
import type { Feedback } from '../../ui/use-submit';

const messages = defineMessages({
  failed: {
    id: 'enterpriseSso.signIn.failed',
    defaultMessage:
      "Your organisation's sign-in did not work (code {code}). Try again; if it fails again, give this code to your IT administrator.",
  },
});

/** A code of the contract's form only: nothing else from the address is shown. */
const CODE = /^[a-z][a-z_]{0,39}$/;

export function ssoErrorFeedback(code: string | null): Feedback | null {
  return code && CODE.test(code) ? { message: messages.failed, values: { code } } : null;
}
