import * as z from 'zod/mini';
import { Field, useZodForm } from '../../ui/form';
import { name } from '../../ui/policy';
import { StepForm, type StepProps } from './StepForm';
import * as common from '../../i18n/common-messages';

const schema = z.object({ name });

/** Step 1: the name we address the user by, saved as the account's name. */
export function NameStep({ draft, save, back, ...form }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { name: draft.name } });
  return (
    <StepForm
      {...form}
      onSubmit={handleSubmit(({ name }) => save({ name }, { name }))}
      onBack={back && (() => back(getValues()))}
    >
      <Field
        label={common.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
    </StepForm>
  );
}
