import { FormattedMessage } from 'react-intl';
import { Form, FormEmailField, FormField, FormSubmit } from '../../ui/form';
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
      <Form
        ref={formElement}
        form={form}
        feedback={feedback}
        onSubmit={onSubmit}
        before={
          deletion.scheduled ? (
            <ScheduledDeletion
              eraseAt={deletion.scheduled}
              busy={deletion.restoring}
              onRestore={() => void deletion.restore()}
            />
          ) : null
        }
        alertAction={
          expired ? (
            <Actions>
              <button type="button" className={ui.button} onClick={onStartAgain}>
                <FormattedMessage {...messages.startAgain} />
              </button>
            </Actions>
          ) : null
        }
      >
        <FormEmailField
          name="email"
          label={common.email}
          // "webauthn": the browser's autofill offers saved passkeys too (PasskeySignIn).
          autoComplete="username webauthn"
        />
        <FormField
          name="password"
          label={common.password}
          type="password"
          autoComplete="current-password"
        />
        <FormSubmit label={common.signIn} />
      </Form>
      <PasskeySignIn interaction={interaction} onStartAgain={onStartAgain} />
    </>
  );
}
