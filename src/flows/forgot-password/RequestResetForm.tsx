import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { requestPasswordReset } from '../../api/accounts';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { Field, FormAlert, formStyles, SubmitButton, useZodForm } from '../../ui/form';
import { messages } from './messages';
import { requestSchema } from './schema';

/** Step 1: the same neutral answer for any address, so nobody learns who has an account. */
export function RequestResetForm({ onSent }: { onSent(): void }) {
  const api = useApi();
  const [failure, setFailure] = useState<unknown>(null);
  const [wait, setWait] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(requestSchema, { defaultValues: { email: '' } });

  async function submit({ email }: { email: string }) {
    setFailure(null);
    setWait(false);
    try {
      await requestPasswordReset(api, email);
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'rate_limited') setWait(true);
      else setFailure(error);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      {wait || failure ? (
        <FormAlert>
          {wait ? (
            <FormattedMessage {...messages.wait} />
          ) : (
            <FormattedMessage {...errorMessage(failure)} />
          )}
        </FormAlert>
      ) : null}
      <Field
        label={messages.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting} label={messages.send} />
    </form>
  );
}
