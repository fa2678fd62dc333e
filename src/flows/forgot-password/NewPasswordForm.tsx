import { FormFeedback, formStyles, SubmitButton } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import type { RecoveryRemoved } from '../../api/recovery';
import type { LinkProblem } from '../../ui/use-submit';
import { messages } from './messages';
import { useNewPassword } from './use-new-password';
import * as common from '../../i18n/common-messages';

/** Step 2, from the mailed link: the new password twice. */
export function NewPasswordForm(props: {
  token: string;
  onDone(removed: RecoveryRemoved): void;
  onBadLink(problem: LinkProblem): void;
}) {
  const { form, feedback, onSubmit } = useNewPassword(props.token, props.onDone, props.onBadLink);
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} />
      {/* Whose link this is stays unknown here: the server also counts the account's e-mail
          and name, and its `too_common` lands on the field. */}
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'confirm' }}
        labels={{ password: common.newPassword, confirm: messages.confirmPassword }}
        hint={common.passwordHint}
        userInputs={[]}
      />
      <SubmitButton busy={form.formState.isSubmitting} label={messages.reset} />
    </form>
  );
}
