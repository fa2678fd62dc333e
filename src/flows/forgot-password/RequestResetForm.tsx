import * as common from '../../i18n/common-messages';
import { Form, FormEmailField, FormSubmit } from '../../ui/form';
import { messages } from './messages';
import { useRequestReset } from './use-request-reset';

/** Step 1: the same neutral answer for any address, so nobody learns who has an account. */
export function RequestResetForm({ onSent }: { onSent(): void }) {
  const { form, feedback, onSubmit, challengeSlot, ssoAction } = useRequestReset(onSent);
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormEmailField name="email" label={common.email} />
      {challengeSlot}
      <FormSubmit label={messages.send} />
      {ssoAction}
    </Form>
  );
}
