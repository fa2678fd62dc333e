import { useSession } from '../../session/SessionContext';
import { Field, FormFeedback, formStyles, SubmitButton } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { messages } from './messages';
import { useChangePassword } from './use-change-password';
import * as common from '../../i18n/common-messages';

/** Change password with the current one; the server signs out the other sessions. */
export function PasswordForm() {
  const { profile } = useSession();
  const { form, feedback, dialog, onSubmit } = useChangePassword();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormFeedback feedback={feedback} />
        <Field
          label={messages.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'newPassword', confirm: 'confirm' }}
          labels={{ password: common.newPassword, confirm: messages.confirmPassword }}
          userInputs={profile ? [profile.email, profile.name] : []}
        />
        <SubmitButton busy={isSubmitting} label={messages.changePassword} />
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {dialog}
    </>
  );
}
