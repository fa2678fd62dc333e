// Sign-up and password reset of an address whose domain requires its organisation's single
// sign-on (docs/enterprise-sso.md, "Sign-up and password reset"): the API refuses them (`403
// sso_required`) before anything is made or mailed. The form says why in the person's words and
// offers the way to the sign-in page, where the address finds the organisation's sign-in (whose
// first sign-in makes the account). Small on purpose: the sign-up and reset forms carry it.
import { useState, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/errors';
import * as common from '../../i18n/common-messages';
import { ActionButton } from '../../ui/StatusScreen';
import { useStartSignIn } from '../session-actions/use-start-sign-in';

export const ssoRequiredHere = defineMessages({
  signUp: {
    id: 'enterpriseSso.notHere.signUp',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider, so no account is created here. Sign in with your work e-mail address and choose “Continue with single sign-on”: your first sign-in creates your account.',
  },
  reset: {
    id: 'enterpriseSso.notHere.reset',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider, so there is no password to reset here. Sign in with your work e-mail address and choose “Continue with single sign-on”; if that does not work, ask your IT administrator.',
  },
});

function SsoSignInAction() {
  const signIn = useStartSignIn();
  return (
    <ActionButton label={common.signIn} busy={signIn.starting} onClick={() => signIn.start()} />
  );
}

/**
 * For a form's `useFormSubmit`: `codes` says `sso_required` in `words`; `onError` (never
 * handling the error itself) remembers whether the last refusal was it, and `action` is then the
 * button to the sign-in page.
 */
export function useSsoRequiredHere(words: MessageDescriptor): {
  onError(error: unknown): false;
  codes: Record<string, MessageDescriptor>;
  action: ReactNode;
} {
  const [required, setRequired] = useState(false);
  return {
    onError: (error) => {
      setRequired(error instanceof ApiError && error.code === 'sso_required');
      return false;
    },
    codes: { sso_required: words },
    action: required ? <SsoSignInAction /> : null,
  };
}
