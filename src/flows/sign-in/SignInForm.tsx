import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { federatedSignInUrl } from '../../api/federation';
import { usePaths } from '../../config/ConfigContext';
import { beginAttempt } from '../../features/federation/attempt';
import { ProviderButtons } from '../../features/federation/ProviderButtons';
import { SsoDiscoveryGate } from '../../features/enterprise-sso/SsoDiscoveryGate';
import { useBrand, useTenantId } from '../../whitelabel/WhitelabelContext';
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
import type { IdentifierStepState } from './IdentifierFirst';

// Identifier first (docs/sign-in.md), for the tenants that turn it on: a chunk of its own.
const IdentifierFirst = lazy(
  () => import(/* webpackChunkName: "sign-in-identifier" */ './IdentifierFirst'),
);

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
  // Identifier first: its step, kept past a second step and back.
  const step = useState<string>();
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
      step={step}
    />
  );
}

/** The e-mail and password, or a passkey; mounted only while no second step is asked. */
function FirstStep({
  interaction,
  onStartAgain,
  signIn,
  onEmailCode,
  step,
}: Props & {
  signIn: ReturnType<typeof useSignIn>;
  onEmailCode(): void;
  step: IdentifierStepState;
}) {
  const { form, formElement, feedback, expired, onSubmit, scheduled } = signIn;
  const passkey = usePasskeySignIn(interaction, onStartAgain);
  // "Sign in with a passkey" pressed on the page's form before the app arrived: made now.
  useEffect(() => {
    if (signIn.takeHeldPress('passkey')) passkey.signIn();
  });
  const paths = usePaths();
  const api = useApi();
  const tenant = useTenantId();
  const identifierFirst = useBrand()?.identifierFirst;
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
          // Identifier first: back to the address step (its field focused).
          step[1]('again');
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

  // The form; identifier first shows it as its password step, the address shown `before`.
  const full = (before?: ReactNode, said = feedback) => (
    <div className={styles.stack}>
      <Form ref={formElement} form={form} feedback={said} onSubmit={onSubmit} before={before}>
        {before ? null : (
          <FormEmailField
            name="email"
            label={common.email}
            // "webauthn": the browser's autofill offers saved passkeys too (use-passkey-sign-in.ts).
            autoComplete="username webauthn"
          />
        )}
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
        <FormCheckbox
          name="remember"
          label={<FormattedMessage {...messages.keepSignedIn} />}
          // Ticked in the page rendered at build time too (the form's default, use-sign-in.ts):
          // posted as a plain form before the app arrives, it is what the authority keeps.
        />
        <FormSubmit label={common.signIn} />
      </Form>
      {before ? null : (
        <SsoDiscoveryGate interaction={interaction} email={form.watch('email') ?? ''} />
      )}
      {passkey.supported ? (
        <PasskeySignIn busy={passkey.busy} feedback={passkey.feedback} signIn={passkey.signIn} />
      ) : null}
      <EmailCodeButton onChoose={onEmailCode} />
      <ProviderButtons
        purpose="signIn"
        divider={!passkey.supported}
        // Links to the authority's start of each: the browser's own navigation takes them.
        href={(provider) => federatedSignInUrl(api.apiUrl, interaction, provider.id, tenant)}
        onChoose={(provider) => {
          // The e-mail typed so far comes back with a cancel or a failure (never the password).
          beginAttempt(provider.id, form.getValues('email'));
        }}
      />
      <p className={styles.centred}>
        <Link className={ui.link} to={paths.signUp}>
          <FormattedMessage {...messages.signUp} />
        </Link>
      </p>
    </div>
  );
  return identifierFirst ? (
    <Suspense fallback={null}>
      <IdentifierFirst interaction={interaction} signIn={signIn} step={step} full={full} />
    </Suspense>
  ) : (
    full()
  );
}
