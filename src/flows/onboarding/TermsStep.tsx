import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { DocumentLinks } from '../../features/documents/Documents';
import * as common from '../../i18n/common-messages';
import { FormCheckbox, useZodForm } from '../../ui/form';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({ terms: z.boolean().check(z.refine((value) => value, 'terms')) });

/** Last step: the terms must be accepted; the save marks onboarding complete. */
export function TermsStep({ draft, save, ...step }: StepProps) {
  const form = useZodForm(schema, { defaultValues: { terms: draft.terms } });
  return (
    <StepForm
      {...step}
      form={form}
      onSubmit={form.handleSubmit(({ terms }) => save({}, { terms }))}
    >
      <FormCheckbox name="terms" label={<FormattedMessage {...common.acceptTerms} />} />
      <DocumentLinks />
    </StepForm>
  );
}
