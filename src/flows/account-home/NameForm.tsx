import type { Profile } from '../../api/users';
import { Field, FormFeedback, formStyles, SubmitButton } from '../../ui/form';
import { messages } from './messages';
import { useEditName } from './use-edit-name';
import * as common from '../../i18n/common-messages';

export function NameForm({ profile }: { profile: Profile }) {
  const { form, feedback, onSubmit } = useEditName(profile);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} />
      <Field
        label={common.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <SubmitButton busy={isSubmitting} label={messages.saveName} />
    </form>
  );
}
