import type { RecoveryRemoved } from '../../api/recovery';
import * as common from '../../i18n/common-messages';
import { Form, FormSubmit } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import type { LinkProblem } from '../../ui/use-submit';
import { messages } from './messages';
import { useNewPassword } from './use-new-password';

/** Step 2, from the mailed link: the new password twice. */
export function NewPasswordForm(props: {
  token: string;
  onDone(removed: RecoveryRemoved): void;
  onBadLink(problem: LinkProblem): void;
}) {
  const { form, feedback, onSubmit, ssoAction } = useNewPassword(
    props.token,
    props.onDone,
    props.onBadLink,
  );
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      {/* Whose link this is stays unknown here: the server also counts the account's e-mail
          and name, and its `too_common` lands on the field. */}
      <NewPasswordFields
        names={{ password: 'password', confirm: 'confirm' }}
        labels={{ password: common.newPassword, confirm: messages.confirmPassword }}
        hint={common.passwordHint}
        userInputs={[]}
      />
      <FormSubmit label={messages.reset} />
      {ssoAction}
    </Form>
  );
}
