import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { useSession } from '../../session/SessionContext';
import { changePassword } from '../../api/users';
import { useFormSubmit } from '../../ui/form';
import { newPassword, required, sameTwice } from '../../ui/policy';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { useBreachedPasswordChanged } from '../../features/challenge/use-breached-password-changed';

const schema = z
  .object({ currentPassword: required, newPassword, confirm: required })
  .check(sameTwice('newPassword', 'confirm'));
/** An account with no password adds its first: there is no current one to ask for. */
const firstSchema = z
  .object({ currentPassword: z.string(), newPassword, confirm: required })
  .check(sameTwice('newPassword', 'confirm'));

/**
 * Changes the password with the current one; the server signs out the other sessions. It is a
 * sensitive change: on an old sign-in the user confirms it is them first (`dialog`), and what
 * they typed stays in the form meanwhile.
 */
export function useChangePassword() {
  const api = useApi();
  const { profile, setProfile } = useSession();
  // Passkey-first or a provider's account (docs/passwordless.md): not the reset mail, which is
  // a recovery and would remove its passkeys.
  const first = profile?.hasPassword === false;
  const { guard, dialog } = useSensitive();
  const breachedPasswordChanged = useBreachedPasswordChanged();
  const { form, feedback, onSubmit } = useFormSubmit(
    first ? firstSchema : schema,
    { defaultValues: { currentPassword: '', newPassword: '', confirm: '' } },
    async (values, form) => {
      await guard(() =>
        changePassword(api, first ? null : values.currentPassword, values.newPassword),
      );
      form.reset();
      if (first && profile) {
        // It has one now: the section becomes "Change password".
        setProfile({ ...profile, hasPassword: true });
        return { message: messages.passwordAdded, tone: 'status' as const };
      }
      breachedPasswordChanged();
      return { message: messages.passwordChanged, tone: 'status' as const };
    },
  );
  return { form, feedback, dialog, onSubmit, first };
}
