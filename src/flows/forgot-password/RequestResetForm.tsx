import { EmailField, FormFeedback, formStyles, SubmitButton } from '../../ui/form';
import { messages } from './messages';
import { useRequestReset } from './use-request-reset';
import * as common from '../../i18n/common-messages';

/** Step 1: the same neutral answer for any address, so nobody learns who has an account. */
export function RequestResetForm({ onSent }: { onSent(): void }) {
  const { form, feedback, onSubmit } = useRequestReset(onSent);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} />
      <EmailField label={common.email} error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting} label={messages.send} />
    </form>
  );
}
