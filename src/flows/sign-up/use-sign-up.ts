import { useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../api/accounts';
import { invitedEmail } from '../../lib/invited-email';
import { useFormSubmit } from '../../ui/form';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { challengeCodes, useChallenge } from '../../features/challenge/use-challenge';
import { tooManySignUps } from './messages';
import { signUpSchema } from './schema';

/** Creates the account for this tenant, in the language on screen; `onSent` gets the e-mail. */
export function useSignUp(onSent: (email: string) => void) {
  const api = useApi();
  const intl = useIntl();
  const tenant = useSignUpTenant();
  // Sign-up always may need one: solved ahead, while the form is filled in.
  const challenge = useChallenge('sign_up', { ahead: true });
  const submit = useFormSubmit(
    signUpSchema,
    // Invited to an organisation: the invitation's address (docs/organisations.md).
    { defaultValues: { name: '', email: invitedEmail(), password: '', acceptedTerms: false } },
    async (values) => {
      await challenge.send((token) =>
        signUp(api, { ...values, ...tenant, locale: intl.locale, challenge: token }),
      );
      onSent(values.email);
    },
    { rateLimited: tooManySignUps, codes: challengeCodes },
  );
  return { ...submit, challengeSlot: challenge.slot };
}
