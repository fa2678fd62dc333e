import * as z from 'zod/mini';
import * as common from '../../i18n/common-messages';
import { FormField, useZodForm } from '../../ui/form';
import { name } from '../../ui/policy';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({ name });

/** Step 1: the name we address the user by, saved as the account's name. */
export function NameStep({ draft, save, ...step }: StepProps) {
  const form = useZodForm(schema, { defaultValues: { name: draft.name } });
  return (
    <StepForm
      {...step}
      form={form}
      onSubmit={form.handleSubmit(({ name }) => save({ name }, { name }))}
    >
      <FormField name="name" label={common.name} autoComplete="name" />
    </StepForm>
  );
}
