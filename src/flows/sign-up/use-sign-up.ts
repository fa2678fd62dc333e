import { useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../api/accounts';
import { invitedEmail } from '../../lib/invited-email';
import { pendingInvitationToken } from '../../lib/pending-invitation';
import { useFormSubmit } from '../../ui/form';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { challengeCodes, useChallenge } from '../../features/challenge/use-challenge';
import { ssoRequiredHere, useSsoRequiredHere } from '../../features/enterprise-sso/SsoRequiredHere';
import { tooManySignUps } from './messages';
import { signUpSchema } from './schema';

/**
 * Creates the account for this tenant, in the language on screen; `onSent` gets the e-mail, and
 * whether an organisation invitation for it already confirmed it (the invitation kept in this
 * tab is sent only for its own address: docs/organisations.md).
 */
export function useSignUp(onSent: (email: string, confirmed: boolean) => void) {
  const api = useApi();
  const intl = useIntl();
  const tenant = useSignUpTenant();
  // Sign-up always may need one: solved ahead, while the form is filled in.
  const challenge = useChallenge('sign_up', { ahead: true });
  // The address's organisation requires its SSO: its sign-in makes the account instead.
  const sso = useSsoRequiredHere(ssoRequiredHere.signUp);
  const submit = useFormSubmit(
    signUpSchema,
    // Invited to an organisation: the invitation's address (docs/organisations.md).
    { defaultValues: { name: '', email: invitedEmail(), password: '', acceptedTerms: false } },
    async (values) => {
      const invitation = pendingInvitationToken();
      const invitationToken =
        invitation && values.email.toLowerCase() === invitedEmail().toLowerCase()
          ? invitation
          : undefined;
      const outcome = await challenge.send((token) =>
        signUp(api, {
          ...values,
          ...tenant,
          locale: intl.locale,
          challenge: token,
          ...(invitationToken ? { invitationToken } : {}),
        }),
      );
      onSent(values.email, outcome === 'confirmed');
    },
    {
      onError: sso.onError,
      rateLimited: tooManySignUps,
      codes: { ...challengeCodes, ...sso.codes },
    },
  );
  return { ...submit, challengeSlot: challenge.slot, ssoAction: sso.action };
}
