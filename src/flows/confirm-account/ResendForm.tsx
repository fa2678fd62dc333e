import { useState } from 'react';
import { defineMessages } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { resendConfirmation } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { Field, FormFeedback, formStyles, SubmitButton, useZodForm } from '../../ui/form';

const messages = defineMessages({
  email: { id: 'confirm.resend.email', defaultMessage: 'E-mail' },
  submit: { id: 'confirm.resend.submit', defaultMessage: 'Send a new link' },
  sent: {
    id: 'confirm.resend.sent',
    defaultMessage:
      'If this address belongs to an account waiting for confirmation, a new link is on its way.',
  },
  wait: {
    id: 'confirm.resend.wait',
    defaultMessage: 'A link was sent a moment ago. Please wait a minute before asking again.',
  },
});

const schema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
});

/** Ask for a new confirmation link: the same answer whether or not the address has an account. */
export function ResendForm() {
  const api = useApi();
  const [outcome, setOutcome] = useState<'sent' | 'wait' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: { email: '' } });

  async function submit({ email }: z.output<typeof schema>) {
    setFailure(null);
    setOutcome(null);
    try {
      await resendConfirmation(api, email);
      setOutcome('sent');
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'rate_limited') setOutcome('wait');
      else setFailure(error);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      <FormFeedback
        failure={failure}
        success={outcome === 'sent' ? messages.sent : outcome === 'wait' ? messages.wait : null}
      />
      <Field
        label={messages.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting} label={messages.submit} />
    </form>
  );
}
