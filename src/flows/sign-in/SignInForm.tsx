import { FormattedMessage } from 'react-intl';
import { Field, FormAlert, SubmitButton, formStyles, useZodForm } from '../../ui/form';
import { Actions, ui } from '../../ui/Screen';
import { messages } from './messages';
import { signInSchema } from './schema';
import { tooManyAttempts, useSignIn, type SignInFailure } from './use-sign-in';

interface Props {
  interaction: string;
  onStartAgain(): void;
}

export function SignInForm({ interaction, onStartAgain }: Props) {
  const { signIn, failure } = useSignIn(interaction, onStartAgain);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(signIn)} noValidate>
      {failure ? <Failure failure={failure} onStartAgain={onStartAgain} /> : null}
      <Field
        label={messages.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={messages.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={messages.submit} />
    </form>
  );
}

function Failure({ failure, onStartAgain }: { failure: SignInFailure; onStartAgain(): void }) {
  if (failure.kind === 'expired') {
    return (
      <FormAlert>
        <FormattedMessage {...messages.expired} />
        <Actions>
          <button type="button" className={ui.button} onClick={onStartAgain}>
            <FormattedMessage {...messages.startAgain} />
          </button>
        </Actions>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      {failure.kind === 'rate-limited' ? (
        <FormattedMessage {...tooManyAttempts} values={{ minutes: failure.minutes }} />
      ) : (
        <FormattedMessage {...failure.message} />
      )}
    </FormAlert>
  );
}
