import { useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../api/accounts';
import { invitedEmail } from '../../lib/invited-email';
import { useFormSubmit } from '../../ui/form';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { tooManySignUps } from './messages';
import { signUpSchema } from './schema';

/** Creates the account for this tenant, in the language on screen; `onSent` gets the e-mail. */
export function useSignUp(onSent: (email: string) => void) {
  const api = useApi();
  const intl = useIntl();
  const tenant = useSignUpTenant();
  return useFormSubmit(
    signUpSchema,
    // Invited to an organisation: the invitation's address (docs/organisations.md).
    { defaultValues: { name: '', email: invitedEmail(), password: '', acceptedTerms: false } },
    async (values) => {
      await signUp(api, { ...values, ...tenant, locale: intl.locale });
      onSent(values.email);
    },
    { rateLimited: tooManySignUps },
  );
}
