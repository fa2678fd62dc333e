import { useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../api/accounts';
import { useZodForm } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { tooManySignUps } from './messages';
import { signUpSchema, type SignUpValues } from './schema';

/** Creates the account for this tenant, in the language on screen; `onSent` gets the e-mail. */
export function useSignUp(onSent: (email: string) => void) {
  const api = useApi();
  const intl = useIntl();
  const tenant = useSignUpTenant();
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', password: '', acceptedTerms: false },
  });
  const { submit, feedback } = useSubmit(
    async (values: SignUpValues) => {
      await signUp(api, { ...values, ...tenant, locale: intl.locale });
      onSent(values.email);
    },
    { form, rateLimited: tooManySignUps },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
