import { EmailField, FormFeedback, formStyles, SubmitButton } from '../../ui/form';
import { resendMessages as messages } from './messages';
import { useResendConfirmation } from './use-resend-confirmation';
import * as common from '../../i18n/common-messages';

/** Ask for a new confirmation link: the same answer whether or not the address has an account. */
export function ResendForm() {
  const { form, feedback, onSubmit } = useResendConfirmation();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} />
      <EmailField label={common.email} error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting} label={messages.submit} />
    </form>
  );
}
