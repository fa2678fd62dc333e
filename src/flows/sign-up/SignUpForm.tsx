import { FormattedMessage } from 'react-intl';
import { DocumentLinks } from '../../features/documents/Documents';
import * as common from '../../i18n/common-messages';
import { Form, FormCheckbox, FormEmailField, FormField, FormSubmit } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { messages } from './messages';
import { useSignUp } from './use-sign-up';

export function SignUpForm({
  onSent,
}: {
  /** `confirmedByInvitation`: an organisation invitation proved the address (no mail to wait for). */
  onSent(email: string, confirmedByInvitation: boolean): void;
}) {
  const { form, feedback, onSubmit, challengeSlot, ssoAction } = useSignUp(onSent);
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormField name="name" label={common.name} autoComplete="name" />
      <FormEmailField name="email" label={common.email} />
      <NewPasswordFields
        names={{ password: 'password' }}
        labels={{ password: common.password }}
        hint={common.passwordHint}
        userInputs={form.watch(['name', 'email'])}
      />
      <FormCheckbox name="acceptedTerms" label={<FormattedMessage {...common.acceptTerms} />} />
      <DocumentLinks />
      {challengeSlot}
      <FormSubmit label={messages.submit} />
      {ssoAction}
    </Form>
  );
}
