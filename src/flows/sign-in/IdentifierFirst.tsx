// Identifier-first sign-in (docs/sign-in.md, "Identifier first"), for tenants that turn it on
// (`Whitelabel.identifierFirst`): the e-mail address alone and Continue, then the password step
// with the address shown. A chunk of its own ("sign-in-identifier"): the sign-in page's first
// load carries only the switch (SignInForm.tsx).
import { useEffect, useRef, useState, type FormEvent } from 'react';
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

/**
 * One lazy component for both parts (SignInForm.tsx): once the address step has loaded it, the
 * password step's part renders at once, with no empty moment that would move the password.
 */
export default function IdentifierFirst(
  props: ({ part: 'address' } & IdentifierStepProps) | ({ part: 'shown' } & AddressShownProps),
) {
  return props.part === 'address' ? <IdentifierStep {...props} /> : <AddressShown {...props} />;
}

interface IdentifierStepProps {
  interaction: string;
  signIn: ReturnType<typeof useSignIn>;
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
  signIn,
  feedback,
  focusField,
  onContinue,
}: IdentifierStepProps) {
  const { form } = signIn;
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

/**
 * Above the password: whose password it is, and the way back to the address. The hidden field
 * gives the browser's password manager the username the password belongs to (it saves and
 * fills the pair by it).
 */
interface AddressShownProps {
  email: string;
  onChange(): void;
}

function AddressShown({ email, onChange }: AddressShownProps) {
  return (
    <div className={own.address}>
      <p>
        <FormattedMessage {...signingInAs} values={{ email }} />
      </p>
      <button type="button" className={ui.link} onClick={onChange}>
        <FormattedMessage {...identifierMessages.change} />
      </button>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
    </div>
  );
}
