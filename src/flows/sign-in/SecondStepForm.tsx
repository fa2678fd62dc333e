import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, FormCheckbox, FormField, FormSubmit } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { messages, signingInAs, trustDevice } from './messages';
import styles from './sign-in.module.css';
import { useSecondStep } from './use-second-step';
import * as common from '../../i18n/common-messages';

interface Props {
  interaction: string;
  /** The e-mail the password step was for: "Not you?" is about it. */
  email: string;
  trustDeviceDays: number;
  passwordAgain(): void;
  restart(): void;
  /** After a provider's sign-in: its own step and refusals (use-second-step.ts). */
  send?: Parameters<typeof useSecondStep>[1]['send'];
  codes?: Parameters<typeof useSecondStep>[1]['codes'];
}

export function SecondStepForm({
  interaction,
  email,
  trustDeviceDays,
  passwordAgain,
  restart,
  send,
  codes,
}: Props) {
  const { form, feedback, recovery, toggleRecovery, onSubmit, notYou, leaving } = useSecondStep(
    interaction,
    { passwordAgain, restart, send, codes },
  );
  const { setFocus, clearErrors } = form;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: focus goes to its heading, so it is announced. The other kind of code: to the
  // field, which names what to type (and leaving it for the switch is no mistake to report).
  const shownFor = useRef<boolean | null>(null);
  useEffect(() => {
    clearErrors('code');
    // Compared, not counted: StrictMode runs the effect twice for the same step.
    if (shownFor.current === null || shownFor.current === recovery) heading.current?.focus();
    else setFocus('code');
    shownFor.current = recovery;
  }, [clearErrors, setFocus, recovery]);
  return (
    <Form
      form={form}
      feedback={feedback}
      onSubmit={onSubmit}
      before={
        <div>
          <h2 ref={heading} tabIndex={-1} className={`${ui.subtitle} ${styles.stepHeading}`}>
            <FormattedMessage {...common.twoStep} />
          </h2>
          <Text>
            <FormattedMessage {...signingInAs} values={{ email }} />
          </Text>
        </div>
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
        <button
          type="button"
          className={ui.link}
          disabled={leaving}
          aria-busy={leaving}
          onClick={() => void notYou()}
        >
          <FormattedMessage {...messages.notYou} />
        </button>
      </Actions>
    </Form>
  );
}
