import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, FormCheckbox, FormField, FormSubmit } from '../../ui/form';
import { Actions, ui } from '../../ui/Screen';
import { messages, trustDevice } from './messages';
import { useSecondStep } from './use-second-step';
import * as common from '../../i18n/common-messages';

interface Props {
  interaction: string;
  trustDeviceDays: number;
  passwordAgain(): void;
  restart(): void;
}

export function SecondStepForm({ interaction, trustDeviceDays, passwordAgain, restart }: Props) {
  const { form, feedback, recovery, toggleRecovery, onSubmit } = useSecondStep(interaction, {
    passwordAgain,
    restart,
  });
  const { setFocus, clearErrors } = form;
  // A new step, or the other kind of code: focus goes to the field, which names what to type
  // (and leaving it for the switch is no mistake to report).
  useEffect(() => {
    clearErrors('code');
    setFocus('code');
  }, [clearErrors, setFocus, recovery]);
  return (
    <Form
      form={form}
      feedback={feedback}
      onSubmit={onSubmit}
      before={
        <h2 className={ui.subtitle}>
          <FormattedMessage {...common.twoStep} />
        </h2>
      }
    >
      <FormField
        name="code"
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? messages.recoveryCode : messages.appCode}
        hint={<FormattedMessage {...(recovery ? messages.recoveryHint : messages.appHint)} />}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormCheckbox
        name="trustDevice"
        label={<FormattedMessage {...trustDevice} values={{ days: trustDeviceDays }} />}
      />
      <FormSubmit label={messages.verify} />
      <Actions>
        <button type="button" className={ui.link} onClick={toggleRecovery}>
          <FormattedMessage {...(recovery ? messages.useApp : messages.useRecovery)} />
        </button>
      </Actions>
    </Form>
  );
}
