// Identifier-first sign-in (docs/sign-in.md, "Identifier first"), for tenants that turn it on
// (`Whitelabel.identifierFirst`): the e-mail address alone and Continue, then the password step
// with the address shown. A chunk of its own ("sign-in-identifier"): the sign-in page's first
// load carries only the switch (SignInForm.tsx).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { discoverSso } from '../../api/enterprise-sso';
import { usePaths } from '../../config/ConfigContext';
import { leavePage } from '../../lib/navigate';
import { Form, FormEmailField, SubmitButton } from '../../ui/form';
import { ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import * as common from '../../i18n/common-messages';
import { identifierMessages } from './identifier-messages';
import { messages, signingInAs } from './messages';
import styles from './sign-in.module.css';
import own from './identifier-first.module.css';
import type { useSignIn } from './use-sign-in';

/** Which step shows (undefined: where it starts), kept by SignInForm past a second step. */
export type IdentifierStepState = [string | undefined, (step: string) => void];

interface IdentifierFirstProps {
  interaction: string;
  signIn: ReturnType<typeof useSignIn>;
  step: IdentifierStepState;
  /** The sign-in form (SignInForm.tsx) with `before` in place of its e-mail field. */
  full(before: ReactNode, said: Feedback | null): ReactNode;
}

/**
 * The address step, then the password step: the sign-in form with the address shown. It starts
 * at the password when the form already holds both fields (typed in the page's own form before
 * the tenant was known): nothing typed is hidden.
 */
export default function IdentifierFirst({ interaction, signIn, step, full }: IdentifierFirstProps) {
  const { form, feedback } = signIn;
  const [current, setStep] = step;
  const [initial] = useState(() => {
    const { email, password } = form.getValues();
    return email && password ? 'password' : 'address';
  });
  // The message of the step just left (the address's, the password's): not said again after.
  const [left, setLeft] = useState<Feedback | null>(null);
  const said = feedback === left ? null : feedback;
  // On from the address: the password takes the focus (its step's first field).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || current !== 'password') return;
    moved.current = false;
    form.setFocus('password');
  });
  if ((current ?? initial) !== 'password') {
    return (
      <IdentifierStep
        interaction={interaction}
        form={form}
        feedback={said}
        focusField={current === 'again'}
        onContinue={() => {
          setLeft(feedback);
          moved.current = true;
          setStep('password');
        }}
      />
    );
  }
  return full(
    <AddressShown
      email={form.getValues('email')}
      onChange={() => {
        // Another address, another password.
        form.resetField('password');
        setLeft(feedback);
        setStep('again');
      }}
    />,
    said,
  );
}

interface IdentifierStepProps {
  interaction: string;
  form: ReturnType<typeof useSignIn>['form'];
  /** Said above the field (back from a provider, an SSO failure); none after a step change. */
  feedback: Feedback | null;
  /** The step has just begun by the person's choice (Use another e-mail address). */
  focusField: boolean;
  /** An address whose domain has no connection: on to the password step. */
  onContinue(): void;
}

/**
 * The first step: the address and Continue. Continue asks discovery (the domain's answer only):
 * a domain with a connection goes to its identity provider; every other address, with or
 * without an account, goes on to the same password step, so nothing here tells them apart. No
 * answer (offline, an error) goes on to the password step too, as the full form would.
 */
function IdentifierStep({
  interaction,
  form,
  feedback,
  focusField,
  onContinue,
}: IdentifierStepProps) {
  const api = useApi();
  const paths = usePaths();
  const [asking, setAsking] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Back from the password step, or the full form replaced under the person's typing (the
    // tenant became known as the app arrived): the field, with what was typed. Otherwise the
    // screen's heading keeps the focus it was given on arrival.
    const lost = !document.activeElement || document.activeElement === document.body;
    const field = formElement.current?.elements.namedItem('email');
    if (!(focusField || lost) || !(field instanceof HTMLInputElement)) return;
    field.focus();
    // The caret after what was typed, to go on typing (an e-mail input has no setSelectionRange).
    const typed = field.value;
    field.value = '';
    field.value = typed;
    // Once, as the step begins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (asking) return;
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    setAsking(true);
    const email = form.getValues('email').trim().toLowerCase();
    const answer = await discoverSso(api, interaction, email).catch(() => null);
    // The button stays busy ("Please wait…") while the browser leaves.
    if (answer?.sso) return leavePage(answer.startUrl);
    setAsking(false);
    onContinue();
  };

  return (
    <div className={styles.stack}>
      <Form
        ref={formElement}
        form={form}
        feedback={feedback}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormEmailField
          name="email"
          label={common.email}
          // "webauthn": the browser's autofill offers saved passkeys here too.
          autoComplete="username webauthn"
        />
        <SubmitButton busy={asking} label={identifierMessages.continue} />
      </Form>
      <p className={styles.centred}>
        <Link className={ui.link} to={paths.signUp}>
          <FormattedMessage {...messages.signUp} />
        </Link>
      </p>
    </div>
  );
}

interface AddressShownProps {
  email: string;
  onChange(): void;
}

/**
 * Above the password: whose password it is, and the way back to the address. The hidden field
 * gives the browser's password manager the username the password belongs to (it saves and
 * fills the pair by it).
 */
function AddressShown({ email, onChange }: AddressShownProps) {
  return (
    <div className={own.address}>
      <p>
        <FormattedMessage {...signingInAs} values={{ email }} />
      </p>
      <button type="button" className={ui.link} onClick={onChange}>
        <FormattedMessage {...identifierMessages.change} />
      </button>
      <input
        className={own.username}
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
      />
    </div>
  );
}
