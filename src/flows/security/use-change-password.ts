import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { changePassword } from '../../api/users';
import { useFormSubmit } from '../../ui/form';
import { newPassword, required, sameTwice } from '../../ui/policy';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { useBreachedPasswordChanged } from '../../features/challenge/use-breached-password-changed';

const schema = z
  .object({ currentPassword: required, newPassword, confirm: required })
  .check(sameTwice('newPassword', 'confirm'));

/**
 * Changes the password with the current one; the server signs out the other sessions. It is a
 * sensitive change: on an old sign-in the user confirms it is them first (`dialog`), and what
 * they typed stays in the form meanwhile.
 */
export function useChangePassword() {
  const api = useApi();
  const { guard, dialog } = useSensitive();
  const breachedPasswordChanged = useBreachedPasswordChanged();
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { currentPassword: '', newPassword: '', confirm: '' } },
    async (values, form) => {
      await guard(() => changePassword(api, values.currentPassword, values.newPassword));
      form.reset();
      breachedPasswordChanged();
      return { message: messages.passwordChanged, tone: 'status' as const };
    },
  );
  return { form, feedback, dialog, onSubmit };
}
