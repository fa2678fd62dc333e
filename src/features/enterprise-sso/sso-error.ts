// Why an organisation's sign-in came back to the sign-in page (`ssoError`, the contract's
// SsoError; docs/enterprise-sso.md): each code in the person's own words (./sso-error-words.ts,
// loaded only then), or, for a code this version does not know or when those words cannot load,
// one sentence with the code for the IT administrator.
import { useEffect, useState } from 'react';
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

/** The `ssoError` query parameter when it has a code's form, else null. */
export function ssoErrorCode(value: string | null): string | null {
  return value && CODE.test(value) ? value : null;
}

/**
 * What the sign-in page says for `code`: null while its words load (and without a code), so the
 * page shows them from its first render on.
 */
export function useSsoErrorFeedback(code: string | null): Feedback | null {
  const [loaded, setLoaded] = useState<{ code: string; feedback: Feedback } | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    const general: Feedback = { message: messages.failed, values: { code } };
    import(/* webpackChunkName: "enterprise-sso-error-words" */ './sso-error-words').then(
      ({ ssoErrorWords }) => {
        const words = ssoErrorWords(code);
        if (live)
          setLoaded({ code, feedback: words ? { message: words, values: { code } } : general });
      },
      () => {
        if (live) setLoaded({ code, feedback: general });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  return code && loaded?.code === code ? loaded.feedback : null;
}
