import { useState } from 'react';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import {
  applyFieldErrors,
  Field,
  FormFeedback,
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
      <FormFeedback failure={failure} success={outcome ? messages.nameSaved : null} />
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
