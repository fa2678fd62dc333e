import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { CheckboxField, useZodForm } from '../../ui/form';
import { messages } from './messages';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({ notifications: z.boolean() });

/** Step 3: whether we notify the user about important account activity. */
export function NotificationsStep({ draft, save, back, ...form }: StepProps) {
  const { register, handleSubmit, getValues } = useZodForm(schema, {
    defaultValues: { notifications: draft.notifications },
  });
  return (
    <StepForm
      {...form}
      onSubmit={handleSubmit(({ notifications }) => save({ notifications }, { notifications }))}
      onBack={back && (() => back(getValues()))}
    >
      <CheckboxField
        label={<FormattedMessage {...messages.notifications} />}
        {...register('notifications')}
      />
    </StepForm>
  );
}
