import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import type { FederationError } from '../../api/federation';
import { ApiError } from '../../api/errors';
import {
  linkWithPasskey,
  linkWithPassword,
  pendingFederation,
  submitFederatedSecondStep,
  type FederationPending,
} from '../../api/federation';
import { INTERACTION_NOT_BOUND } from '../../api/interactions';
import { signInOptions } from '../../api/passkey-sign-in';
import { useResource } from '../../api/use-resource';
import { ceremony, CeremonyError } from '../../features/webauthn/webauthn';
import * as common from '../../i18n/common-messages';
import { Form, FormFeedback, FormField, FormSubmit, useFormSubmit } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { normalCode } from '../../ui/policy';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { federationErrors, federationMessages, linkExplained } from './federation-messages';
import { followAuthority } from './follow-authority';
import { messages, tooManyAttempts } from './messages';
import { linkSchema } from './schema';
import { SecondStepForm } from './SecondStepForm';
import { SignInForm } from './SignInForm';
import styles from './sign-in.module.css';
import { codes } from './use-sign-in';

// The sign-in page back from a provider (docs/sign-in.md, "Back from a provider"), in a chunk of
// its own: the page's first bundle (its size budget) carries none of it.

/**
 * `federation=link` or `federation=two_step`: each its own screen (key), whose heading takes the
 * focus when it begins.
 */
export function FederationStep({ next, ...props }: Props & { next: 'link' | 'two_step' }) {
  if (next === 'link') {
    return (
      <Screen key="link" title={<FormattedMessage {...federationMessages.linkTitle} />}>
        <FederationLink {...props} />
      </Screen>
    );
  }
  return (
    <Screen key="two-step" title={<FormattedMessage {...messages.title} />}>
      <FederationTwoStep {...props} />
    </Screen>
  );
}

/** A provider's sign-in failed or was cancelled: why, above the form (the way back). */
export function FederationErrorForm({
  error,
  interaction,
  restart,
  email,
}: {
  error: FederationError;
  interaction: string;
  restart(): void;
  email?: string;
}) {
  return (
    <Screen key="form" title={<FormattedMessage {...messages.title} />}>
      <SignInForm
        interaction={interaction}
        onStartAgain={restart}
        back={{ notice: { message: federationErrors[error] }, email }}
      />
    </Screen>
  );
}

/** The provider came back without a usable interaction: the reason, and Start again. */
export function FederationFailed({ error, restart }: { error: FederationError; restart(): void }) {
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <FormFeedback feedback={{ message: federationErrors[error] }}>
        <Actions>
          <button type="button" className={ui.button} onClick={restart}>
            <FormattedMessage {...messages.startAgain} />
          </button>
        </Actions>
      </FormFeedback>
    </Screen>
  );
}

/** The refusals of the steps after a provider's sign-in (api/openapi.yaml, tag "Federation"). */
const federationCodes = {
  ...codes,
  no_pending_federation: federationMessages.noPending,
  identity_taken: federationMessages.identityTaken,
  account_disabled: federationMessages.accountDisabled,
  passkey_invalid: messages.passkeyInvalid,
};

interface Props {
  interaction: string;
  /** Another browser's interaction, or "Not you?": this browser's own sign-in starts. */
  restart(): void;
  /** Back to the sign-in form of the same interaction ("Sign in another way"). */
  otherWay(): void;
}

/** What the interaction waits for, loaded once: whose account, how it can be proven. */
function usePending(interaction: string, restart: () => void) {
  const api = useApi();
  const pending = useResource(
    `federation:${interaction}`,
    (signal) => pendingFederation(api, interaction, signal),
    { codes: federationCodes },
  );
  const notBound =
    pending.error instanceof ApiError && pending.error.code === INTERACTION_NOT_BOUND;
  useEffect(() => {
    if (notBound) restart();
  }, [notBound, restart]);
  return pending;
}

/** The step cannot go on (over, or gone): said, focused, with the way back to the form. */
function Unavailable({
  feedback,
  otherWay,
}: {
  feedback: Parameters<typeof FormFeedback>[0]['feedback'];
  otherWay(): void;
}) {
  return (
    <FormFeedback feedback={feedback}>
      <Actions>
        <button type="button" className={ui.button} onClick={otherWay}>
          <FormattedMessage {...federationMessages.otherWay} />
        </button>
      </Actions>
    </FormFeedback>
  );
}

/**
 * `federation=link`: the provider verified an address that is an existing account's. Nothing is
 * linked until this proves the account (docs/federation.md, "Never a silent merge"): its
 * password (and its code, when it has two-step verification on), or one of its passkeys.
 */
function FederationLink({ interaction, restart, otherWay }: Props) {
  const pending = usePending(interaction, restart);
  if (pending.feedback) return <Unavailable feedback={pending.feedback} otherWay={otherWay} />;
  if (!pending.data) return <Loading />;
  return (
    <LinkProof
      interaction={interaction}
      pending={pending.data}
      restart={restart}
      otherWay={otherWay}
    />
  );
}

function LinkProof({
  interaction,
  pending,
  restart,
  otherWay,
}: Props & { pending: FederationPending }) {
  // The password was right and the account asks for its code: the same form with a code field.
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const passkey = useLinkPasskey(interaction, restart);
  const usePasskey = pending.methods.includes('passkey');
  return (
    <div className={styles.stack}>
      <Text>
        <FormattedMessage
          {...linkExplained}
          values={{ provider: pending.providerName, email: pending.email }}
        />
      </Text>
      <PasswordProof
        key={codeAsked === null ? 'password' : 'code'}
        interaction={interaction}
        email={pending.email}
        password={codeAsked}
        onCodeAsked={setCodeAsked}
        restart={restart}
      />
      {usePasskey ? (
        <div className={styles.stack}>
          <p className={styles.or}>
            <FormattedMessage {...messages.passkeyOr} />
          </p>
          <FormFeedback feedback={passkey.feedback} />
          <button
            type="button"
            className={`${ui.button} ${ui.secondary} ${styles.wide}`}
            aria-busy={passkey.busy}
            disabled={passkey.busy}
            onClick={passkey.prove}
          >
            <FormattedMessage {...federationMessages.linkPasskey} />
          </button>
        </div>
      ) : null}
      <p className={styles.centred}>
        <button type="button" className={ui.link} onClick={otherWay}>
          <FormattedMessage {...federationMessages.otherWay} />
        </button>
      </p>
    </div>
  );
}

function PasswordProof({
  interaction,
  email,
  password,
  onCodeAsked,
  restart,
}: {
  interaction: string;
  email: string;
  /** Set once the code is asked: the password already proven, sent again with the code. */
  password: string | null;
  onCodeAsked(password: string): void;
  restart(): void;
}) {
  const api = useApi();
  const withCode = password !== null;
  const { form, feedback, onSubmit } = useFormSubmit(
    linkSchema,
    {
      defaultValues: withCode ? { password, code: '' } : { password: '' },
      mode: 'onSubmit',
    },
    async (values) => {
      const outcome = await linkWithPassword(api, interaction, {
        password: values.password,
        ...(values.code ? { code: normalCode(values.code) } : {}),
      });
      if ('secondStep' in outcome) onCodeAsked(values.password);
      else followAuthority(api, outcome.redirectTo);
    },
    (form) => ({
      onError: (error) => {
        if (!(error instanceof ApiError)) return false;
        if (error.code === INTERACTION_NOT_BOUND) restart();
        else if (withCode && (error.code === 'invalid_code' || error.code === 'code_used')) {
          form.setError('code', { type: 'server', message: error.code }, { shouldFocus: true });
        } else return false;
        return true;
      },
      rateLimited: tooManyAttempts,
      codes: { ...federationCodes, invalid_credentials: federationMessages.linkWrongPassword },
    }),
  );
  // The code asked: focus to its field, which the notice above it explains.
  const { setFocus } = form;
  useEffect(() => {
    if (withCode) setFocus('code');
  }, [withCode, setFocus]);
  return (
    <Form
      form={form}
      feedback={
        feedback ?? (withCode ? { message: federationMessages.codeAsked, tone: 'status' } : null)
      }
      onSubmit={onSubmit}
    >
      {/* For the password manager: the account this password is for. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <FormField
        name="password"
        label={common.password}
        type="password"
        autoComplete="current-password"
      />
      {withCode ? (
        <FormField
          name="code"
          label={messages.appCode}
          hint={<FormattedMessage {...messages.appHint} />}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
      <FormSubmit label={federationMessages.linkSubmit} />
    </Form>
  );
}

/** Proof by one of the account's passkeys (the interaction's own passkey options). */
function useLinkPasskey(interaction: string, restart: () => void) {
  const api = useApi();
  const { submit, feedback, busy } = useSubmit(
    async () => {
      const optionsJSON = await signInOptions(api, interaction);
      let assertion: AuthenticationResponseJSON;
      try {
        assertion = await ceremony((webAuthn) => webAuthn.startAuthentication({ optionsJSON }));
      } catch (error) {
        if (!(error instanceof CeremonyError)) throw error;
        if (error.problem === 'aborted') return undefined;
        return {
          message:
            error.problem === 'cancelled'
              ? messages.passkeyCancelled
              : error.problem === 'unsupported'
                ? messages.passkeyUnsupported
                : messages.passkeyFailed,
        };
      }
      followAuthority(api, await linkWithPasskey(api, interaction, assertion));
    },
    {
      onError: (error) => {
        const notBound = error instanceof ApiError && error.code === INTERACTION_NOT_BOUND;
        if (notBound) restart();
        return notBound;
      },
      rateLimited: tooManyAttempts,
      codes: federationCodes,
    },
  );
  return { feedback, busy, prove: () => void submit() };
}

/**
 * `federation=two_step`: a linked identity signed in, and its account has two-step verification
 * on. The same second step as after a password, sent to the provider's own step.
 */
function FederationTwoStep({ interaction, restart, otherWay }: Props) {
  const api = useApi();
  const pending = usePending(interaction, restart);
  if (pending.feedback) return <Unavailable feedback={pending.feedback} otherWay={otherWay} />;
  if (!pending.data) return <Loading />;
  return (
    <SecondStepForm
      interaction={interaction}
      email={pending.data.email}
      trustDeviceDays={pending.data.trustDeviceDays}
      passwordAgain={otherWay}
      restart={restart}
      send={(body) => submitFederatedSecondStep(api, interaction, body)}
      codes={federationCodes}
    />
  );
}
