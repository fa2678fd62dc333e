import { useState } from 'react';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { changePassword } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import {
  applyFieldErrors,
  Field,
  FormFeedback,
  formStyles,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { PasswordStrength } from '../../ui/PasswordStrength';
import { messages } from './messages';

const schema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'required')),
    newPassword: z.string().check(z.minLength(10, 'too_short'), z.maxLength(128, 'too_long')),
    confirm: z.string().check(z.minLength(1, 'required')),
  })
  .check(z.refine((v) => v.newPassword === v.confirm, { message: 'mismatch', path: ['confirm'] }));

/** Change password with the current one; the server signs out the other sessions. */
export function PasswordForm() {
  const api = useApi();
  const { profile } = useSession();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: { currentPassword: '', newPassword: '', confirm: '' } });

  async function submit(values: z.output<typeof schema>) {
    setDone(false);
    setFailure(null);
    try {
      await changePassword(api, values.currentPassword, values.newPassword);
      reset();
      setDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['currentPassword', 'newPassword'])) setFailure(error);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      <FormFeedback failure={failure} success={done ? messages.passwordChanged : null} />
      <Field
        label={messages.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Field
        label={messages.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordStrength
        password={watch('newPassword')}
        userInputs={profile ? [profile.email, profile.name] : []}
      />
      <Field
        label={messages.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton busy={isSubmitting} label={messages.changePassword} />
    </form>
  );
}
