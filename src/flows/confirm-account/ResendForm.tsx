import * as common from '../../i18n/common-messages';
import { Form, FormEmailField, FormSubmit } from '../../ui/form';
import { resendMessages as messages } from './messages';
import { useResendConfirmation } from './use-resend-confirmation';

/** Ask for a new confirmation link: the same answer whether or not the address has an account. */
export function ResendForm() {
  const { form, feedback, onSubmit } = useResendConfirmation();
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormEmailField name="email" label={common.email} />
      <FormSubmit label={messages.submit} />
    </Form>
  );
}
