import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { FormCheckbox, useZodForm } from '../../ui/form';
import { messages } from './messages';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({ notifications: z.boolean() });

/** Step 3: whether we notify the user about important account activity. */
export function NotificationsStep({ draft, save, ...step }: StepProps) {
  const form = useZodForm(schema, { defaultValues: { notifications: draft.notifications } });
  return (
    <StepForm
      {...step}
      form={form}
      onSubmit={form.handleSubmit(({ notifications }) =>
        save({ notifications }, { notifications }),
      )}
    >
      <FormCheckbox name="notifications" label={<FormattedMessage {...messages.notifications} />} />
    </StepForm>
  );
}
