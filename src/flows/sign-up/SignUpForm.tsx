import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import {
  applyFieldErrors,
  CheckboxField,
  Field,
  FormAlert,
  FormFeedback,
  formStyles,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { PasswordStrength } from '../../ui/PasswordStrength';
import { useTenantId } from '../../whitelabel/WhitelabelContext';
import { messages, tooManySignUps } from './messages';
import { signUpSchema, type SignUpValues } from './schema';

export function SignUpForm({ onSent }: { onSent(email: string): void }) {
  const api = useApi();
  const intl = useIntl();
  const tenantId = useTenantId();
  const [failure, setFailure] = useState<unknown>(null);
  /** Minutes to wait when the server limited sign-ups (429 with Retry-After). */
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', password: '', acceptedTerms: false },
  });

  async function submit(values: SignUpValues) {
    setFailure(null);
    setWaitMinutes(null);
    try {
      await signUp(api, { ...values, tenantId, locale: intl.locale });
      onSent(values.email);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'rate_limited') {
        setWaitMinutes(Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)));
      } else if (
        !applyFieldErrors(error, setError, ['name', 'email', 'password', 'acceptedTerms'])
      ) {
        setFailure(error);
      }
    }
  }

  const [name, email, password] = watch(['name', 'email', 'password']);
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate>
      {waitMinutes !== null ? (
        <FormAlert>
          <FormattedMessage {...tooManySignUps} values={{ minutes: waitMinutes }} />
        </FormAlert>
      ) : (
        <FormFeedback failure={failure} />
      )}
      <Field
        label={messages.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label={messages.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={messages.password}
        type="password"
        autoComplete="new-password"
        hint={<FormattedMessage {...messages.passwordHint} />}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrength password={password} userInputs={[name, email]} />
      <CheckboxField
        label={<FormattedMessage {...messages.terms} />}
        error={errors.acceptedTerms?.message}
        {...register('acceptedTerms')}
      />
      <SubmitButton busy={isSubmitting} label={messages.submit} />
    </form>
  );
}
