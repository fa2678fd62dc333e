import { FormattedMessage } from 'react-intl';
import { EmailField, Field, FormFeedback, SubmitButton, formStyles } from '../../ui/form';
import { Actions, ui } from '../../ui/Screen';
import { messages } from './messages';
import { PasskeySignIn } from './PasskeySignIn';
import { ScheduledDeletion } from './ScheduledDeletion';
import { SecondStepForm } from './SecondStepForm';
import { useSignIn } from './use-sign-in';
import * as common from '../../i18n/common-messages';

interface Props {
  interaction: string;
  onStartAgain(): void;
}

export function SignInForm({ interaction, onStartAgain }: Props) {
  const { form, formElement, feedback, expired, onSubmit, secondStep, passwordAgain, ...deletion } =
    useSignIn(interaction, onStartAgain);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (secondStep) {
    return (
      <SecondStepForm
        interaction={interaction}
        trustDeviceDays={secondStep.trustDeviceDays}
        passwordAgain={passwordAgain}
        restart={onStartAgain}
      />
    );
  }
  return (
    <>
      <form ref={formElement} className={formStyles.form} onSubmit={onSubmit} noValidate>
        {deletion.scheduled ? (
          <ScheduledDeletion
            eraseAt={deletion.scheduled}
            busy={deletion.restoring}
            onRestore={() => void deletion.restore()}
          />
        ) : null}
        <FormFeedback feedback={feedback}>
          {expired ? (
            <Actions>
              <button type="button" className={ui.button} onClick={onStartAgain}>
                <FormattedMessage {...messages.startAgain} />
              </button>
            </Actions>
          ) : null}
        </FormFeedback>
        <EmailField
          label={common.email}
          // "webauthn": the browser's autofill offers saved passkeys too (PasskeySignIn).
          autoComplete="username webauthn"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label={common.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} label={common.signIn} />
      </form>
      <PasskeySignIn interaction={interaction} onStartAgain={onStartAgain} />
    </>
  );
}
