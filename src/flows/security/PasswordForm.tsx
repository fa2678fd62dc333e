import * as common from '../../i18n/common-messages';
import { useSession } from '../../session/SessionContext';
import { Form, FormField, FormSubmit } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { messages } from './messages';
import { useChangePassword } from './use-change-password';

/** Change password with the current one; the server signs out the other sessions. */
export function PasswordForm() {
  const { profile } = useSession();
  const { form, feedback, dialog, onSubmit } = useChangePassword();
  return (
    <>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormField
          name="currentPassword"
          label={messages.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          names={{ password: 'newPassword', confirm: 'confirm' }}
          labels={{ password: common.newPassword, confirm: messages.confirmPassword }}
          userInputs={profile ? [profile.email, profile.name] : []}
        />
        <FormSubmit label={messages.changePassword} />
      </Form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {dialog}
    </>
  );
}
