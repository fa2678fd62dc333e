import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { confirmPasswordReset } from '../../api/accounts';
import { ApiError } from '../../api/errors';
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
import { resetSchema } from './schema';

export type LinkProblem = 'expired' | 'used' | 'invalid';
const LINK_PROBLEMS: Record<string, LinkProblem> = {
  token_expired: 'expired',
  token_used: 'used',
  token_invalid: 'invalid',
};

/** Step 2, from the mailed link: the new password twice. */
export function NewPasswordForm(props: {
  token: string;
  onDone(): void;
  onBadLink(problem: LinkProblem): void;
}) {
  const api = useApi();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(resetSchema, { defaultValues: { password: '', confirm: '' } });

  async function submit({ password }: { password: string }) {
    setFailure(null);
    try {
      await confirmPasswordReset(api, props.token, password);
      props.onDone();
    } catch (error) {
      const problem =
        error instanceof ApiError && error.code ? LINK_PROBLEMS[error.code] : undefined;
      if (problem) props.onBadLink(problem);
      else if (!applyFieldErrors(error, setError, ['password'])) setFailure(error);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      <FormFeedback failure={failure} />
      <Field
        label={messages.newPassword}
        type="password"
        autoComplete="new-password"
        hint={<FormattedMessage {...messages.passwordHint} />}
        error={errors.password?.message}
        {...register('password')}
      />
      {/* Whose link this is stays unknown here: the server also counts the account's e-mail
          and name, and its `too_common` lands on the field. */}
      <PasswordStrength password={watch('password')} userInputs={[]} />
      <Field
        label={messages.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton busy={isSubmitting} label={messages.reset} />
    </form>
  );
}
