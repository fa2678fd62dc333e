import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { federatedSignInUrl } from '../../api/federation';
import { usePaths } from '../../config/ConfigContext';
import { beginAttempt } from '../../features/federation/attempt';
import { ProviderButtons } from '../../features/federation/ProviderButtons';
import { SsoDiscoveryGate } from '../../features/enterprise-sso/SsoDiscoveryGate';
import { leavePage } from '../../lib/navigate';
import { useTenantId } from '../../whitelabel/WhitelabelContext';
import {
  Form,
  FormCheckbox,
  FormEmailField,
  FormFeedback,
  FormField,
  FormSubmit,
} from '../../ui/form';
import { Actions, ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import { EmailCodeButton, EmailCodeSteps } from './EmailCode';
import { messages } from './messages';
import { PasskeySignIn } from './PasskeySignIn';
import { ScheduledDeletion } from './ScheduledDeletion';
import { preloadSecondStep, SecondStepForm } from './second-step-lazy';
import styles from './sign-in.module.css';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { useSignIn } from './use-sign-in';
import * as common from '../../i18n/common-messages';

interface Props {
  interaction: string;
  onStartAgain(): void;
  /** Back from a provider: why (a `federationError`), and the e-mail typed before leaving. */
  back?: { notice?: Feedback | null; email?: string };
}

/**
 * The sign-in page's states (docs/sign-in.md, "Sign-in page states"), each with one primary
 * action: the form (Sign in), the second step (Verify), an account scheduled for deletion
 * (Restore), an expired page (Start again).
 */
export function SignInForm({ interaction, onStartAgain, back }: Props) {
  const signIn = useSignIn(interaction, onStartAgain, back);
  // A login's answer may ask for the second step: its code downloads while the login is sent.
  const sending = signIn.form.formState.isSubmitting;
  useEffect(() => {
    if (sending) preloadSecondStep();
  }, [sending]);
  // A mailed code instead of the password (EmailCode.tsx), and its own second step.
  const [byCode, setByCode] = useState(false);
  const [codeSecondStep, setCodeSecondStep] = useState<{ email: string; days: number } | null>(
    null,
  );
  if (codeSecondStep) {
    return (
      <SecondStepForm
        interaction={interaction}
        email={codeSecondStep.email}
        trustDeviceDays={codeSecondStep.days}
        passwordAgain={() => {
          setCodeSecondStep(null);
          setByCode(false);
        }}
        restart={onStartAgain}
      />
    );
  }
  if (byCode) {
    return (
      <EmailCodeSteps
        interaction={interaction}
        email={signIn.form.getValues('email')}
        onSecondStep={(step, email) => setCodeSecondStep({ email, days: step.trustDeviceDays })}
        onBack={() => setByCode(false)}
        restart={onStartAgain}
      />
    );
  }
  if (signIn.secondStep) {
    return (
      <SecondStepForm
        interaction={interaction}
        email={signIn.form.getValues('email')}
        trustDeviceDays={signIn.secondStep.trustDeviceDays}
        passwordAgain={signIn.passwordAgain}
        restart={onStartAgain}
      />
    );
  }
  return (
    <FirstStep
      interaction={interaction}
      onStartAgain={onStartAgain}
      signIn={signIn}
      onEmailCode={() => setByCode(true)}
    />
  );
}

/** The e-mail and password, or a passkey; mounted only while no second step is asked. */
function FirstStep({
  interaction,
  onStartAgain,
  signIn,
  onEmailCode,
}: Props & { signIn: ReturnType<typeof useSignIn>; onEmailCode(): void }) {
  const { form, formElement, feedback, expired, onSubmit, scheduled } = signIn;
  const passkey = usePasskeySignIn(interaction, onStartAgain);
  const paths = usePaths();
  const api = useApi();
  const tenant = useTenantId();
  // Back from the restore offer to the form: the e-mail takes the focus (another account).
  const backToForm = useRef(false);
  useEffect(() => {
    if (!backToForm.current || scheduled || passkey.scheduled) return;
    backToForm.current = false;
    form.setFocus('email');
  });

  const eraseAt = scheduled ?? passkey.scheduled;
  if (eraseAt) {
    return (
      <ScheduledDeletion
        eraseAt={eraseAt}
        busy={scheduled ? signIn.restoring : passkey.busy}
        feedback={scheduled ? null : passkey.feedback}
        onRestore={scheduled ? () => void signIn.restore() : passkey.restore}
        onOtherAccount={() => {
          backToForm.current = true;
          signIn.leaveScheduled();
          passkey.leaveScheduled();
        }}
      />
    );
  }

  // The authority has forgotten this sign-in: only starting again can work.
  if (expired || passkey.expired) {
    return (
      <FormFeedback feedback={expired ? feedback : passkey.feedback}>
        <Actions>
          <button type="button" className={ui.button} onClick={onStartAgain}>
            <FormattedMessage {...messages.startAgain} />
          </button>
        </Actions>
      </FormFeedback>
    );
  }

  return (
    <div className={styles.stack}>
      <Form ref={formElement} form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormEmailField
          name="email"
          label={common.email}
          // "webauthn": the browser's autofill offers saved passkeys too (use-passkey-sign-in.ts).
          autoComplete="username webauthn"
        />
        <FormField
          name="password"
          label={common.password}
          type="password"
          autoComplete="current-password"
          after={
            <Link className={`${ui.link} ${styles.forgot}`} to={paths.forgotPassword}>
              <FormattedMessage {...messages.forgot} />
            </Link>
          }
        />
        <FormCheckbox name="remember" label={<FormattedMessage {...messages.keepSignedIn} />} />
        <FormSubmit label={common.signIn} />
      </Form>
      <SsoDiscoveryGate interaction={interaction} email={form.watch('email') ?? ''} />
      {passkey.supported ? (
        <PasskeySignIn busy={passkey.busy} feedback={passkey.feedback} signIn={passkey.signIn} />
      ) : null}
      <EmailCodeButton onChoose={onEmailCode} />
      <ProviderButtons
        purpose="signIn"
        divider={!passkey.supported}
        onChoose={(provider) => {
          // The e-mail typed so far comes back with a cancel or a failure (never the password).
          beginAttempt(provider.id, form.getValues('email'));
          leavePage(federatedSignInUrl(api.apiUrl, interaction, provider.id, tenant));
        }}
      />
      <p className={styles.centred}>
        <Link className={ui.link} to={paths.signUp}>
          <FormattedMessage {...messages.signUp} />
        </Link>
      </p>
    </div>
  );
}
