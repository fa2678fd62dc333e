import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { CheckboxField, useZodForm } from '../../ui/form';
import { StepForm, type StepProps } from './StepForm';
import * as common from '../../i18n/common-messages';

const schema = z.object({ terms: z.boolean().check(z.refine((value) => value, 'terms')) });

/** Last step: the terms must be accepted; the save marks onboarding complete. */
export function TermsStep({ draft, save, back, ...form }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { terms: draft.terms } });
  return (
    <StepForm
      {...form}
      onSubmit={handleSubmit(({ terms }) => save({}, { terms }))}
      onBack={back && (() => back(getValues()))}
    >
      <CheckboxField
        label={<FormattedMessage {...common.acceptTerms} />}
        error={errors.terms?.message}
        {...register('terms')}
      />
    </StepForm>
  );
}
