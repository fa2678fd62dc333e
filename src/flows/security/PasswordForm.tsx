import { FormattedMessage } from 'react-intl';
import * as common from '../../i18n/common-messages';
import { useSession } from '../../session/SessionContext';
import { Form, FormField, FormSubmit } from '../../ui/form';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { ui } from '../../ui/Screen';
import { messages } from './messages';
import { useChangePassword } from './use-change-password';

/**
 * Change password with the current one; the server signs out the other sessions. An account
 * with no password (passkey-first, or a provider's) adds its first here instead.
 */
export function PasswordForm() {
  const { profile } = useSession();
  const { form, feedback, dialog, onSubmit, first } = useChangePassword();
  return (
    <>
      {first && (
        <p className={ui.text}>
          <FormattedMessage {...messages.noPassword} />
        </p>
      )}
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        {!first && (
          <FormField
            name="currentPassword"
            label={messages.currentPassword}
            type="password"
            autoComplete="current-password"
          />
        )}
        <NewPasswordFields
          names={{ password: 'newPassword', confirm: 'confirm' }}
          labels={{ password: common.newPassword, confirm: messages.confirmPassword }}
          userInputs={profile ? [profile.email, profile.name] : []}
        />
        <FormSubmit label={first ? messages.addPassword : messages.changePassword} />
      </Form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {dialog}
    </>
  );
}
