import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../auth/SessionContext';
import {
  applyFieldErrors,
  Field,
  FormAlert,
  formStyles,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { messages } from './messages';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
});

export function NameForm({ profile }: { profile: Profile }) {
  const api = useApi();
  const { setProfile } = useSession();
  const [outcome, setOutcome] = useState<'saved' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: { name: profile.name } });

  async function submit({ name }: { name: string }) {
    setOutcome(null);
    setFailure(null);
    try {
      setProfile(await updateProfile(api, { name }));
      setOutcome('saved');
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name'])) setFailure(error);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      {failure ? (
        <FormAlert>
          <FormattedMessage {...errorMessage(failure)} />
        </FormAlert>
      ) : null}
      {outcome ? (
        <p role="status" className={formStyles.success}>
          <FormattedMessage {...messages.nameSaved} />
        </p>
      ) : null}
      <Field
        label={messages.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <SubmitButton busy={isSubmitting} label={messages.saveName} />
    </form>
  );
}
