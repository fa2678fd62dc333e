import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { reauthenticateWithPasskey, reauthenticationOptions } from '../../api/passkeys';
import { reauthenticate } from '../../api/security';
import * as common from '../../i18n/common-messages';
import { Field, FormFeedback, SubmitButton, formStyles, useZodForm } from '../../ui/form';
import { normalCode, required, secondFactorCode } from '../../ui/policy';
import { Actions, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { ceremony, CeremonyError } from '../webauthn/webauthn';

const messages = defineMessages({
  title: { id: 'reauth.title', defaultMessage: 'Confirm it’s you' },
  text: {
    id: 'reauth.text',
    defaultMessage: 'This change needs a recent sign-in. Enter your password to go on.',
  },
  code: {
    id: 'reauth.code',
    defaultMessage: 'Code from your authenticator app, or a recovery code',
  },
  confirm: { id: 'reauth.confirm', defaultMessage: 'Confirm' },
  passkey: { id: 'reauth.passkey', defaultMessage: 'Use a passkey instead' },
  passkeyCancelled: {
    id: 'reauth.passkey.cancelled',
    defaultMessage:
      'The passkey request was cancelled or timed out. Try again, or use your password.',
  },
  passkeyInvalid: {
    id: 'reauth.passkey.invalid',
    defaultMessage: 'This passkey could not confirm it’s you. Try another, or use your password.',
  },
  // An account with no password of its own (passkey-first): the passkey is the only way.
  passkeyOnlyText: {
    id: 'reauth.passkeyOnly.text',
    defaultMessage: 'This change needs a recent sign-in. Confirm with your passkey to go on.',
  },
  passkeyOnly: { id: 'reauth.passkeyOnly.confirm', defaultMessage: 'Use my passkey' },
  passkeyOnlyCancelled: {
    id: 'reauth.passkeyOnly.cancelled',
    defaultMessage: 'The passkey request was cancelled or timed out. Try again.',
  },
  passkeyOnlyInvalid: {
    id: 'reauth.passkeyOnly.invalid',
    defaultMessage: 'This passkey could not confirm it’s you. Try another.',
  },
});

const withPassword = z.object({ password: required, code: z.optional(z.string()) });
const withCode = z.object({ password: required, code: secondFactorCode });

/** Refusals that belong on a field: the field says so and takes the focus. */
const FIELD_REFUSALS = { invalid_credentials: 'password', invalid_code: 'code' } as const;

interface Props {
  /** Two-step verification is on: a code goes with the password. */
  codeRequired: boolean;
  /** The user has a passkey (the 403's `methods`): it can confirm instead, with no code. */
  passkey?: boolean;
  /**
   * The user has a password (the 403's `methods`). Without one (a passkey-first account) the
   * passkey is the only way, and no password is asked for.
   */
  password?: boolean;
  /** true once the API recorded the confirmation; false when the user cancels. */
  onDone(confirmed: boolean): void;
}

/**
 * "Confirm it's you": a modal dialog (the browser keeps focus inside and Esc cancels) asking for
 * the password, and a code when two-step verification is on, for a sensitive change on a session
 * signed in more than 10 minutes ago (docs/recent-authentication.md). What was typed in the
 * page behind it stays as it was.
 */
export function ConfirmItsYou({ codeRequired, passkey = false, password = true, onDone }: Props) {
  const passkeyOnly = passkey && !password;
  const api = useApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useZodForm(codeRequired ? withCode : withPassword, {
    defaultValues: { password: '', code: '' },
    mode: 'onSubmit', // leaving a field for Cancel is no mistake to report
  });
  const { submit, feedback } = useSubmit(
    async ({ password, code }: { password: string; code?: string }) => {
      await reauthenticate(api, code ? { password, code: normalCode(code) } : { password });
      onDone(true);
    },
    {
      onError: (error) => {
        const field =
          error instanceof ApiError && error.code
            ? FIELD_REFUSALS[error.code as keyof typeof FIELD_REFUSALS]
            : undefined;
        if (!field) return false;
        const message = field === 'password' ? 'incorrect' : 'invalid_code';
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
        return true;
      },
      form,
      rateLimited: common.tooManyAttempts,
    },
  );
  const withPasskey = useSubmit(
    async () => {
      const optionsJSON = await reauthenticationOptions(api);
      let assertion;
      try {
        assertion = await ceremony((webAuthn) => webAuthn.startAuthentication({ optionsJSON }));
      } catch (error) {
        if (!(error instanceof CeremonyError)) throw error;
        if (error.problem === 'aborted') return undefined;
        return {
          message: passkeyOnly ? messages.passkeyOnlyCancelled : messages.passkeyCancelled,
        };
      }
      await reauthenticateWithPasskey(api, assertion);
      onDone(true);
    },
    {
      rateLimited: common.tooManyAttempts,
      codes: {
        passkey_invalid: passkeyOnly ? messages.passkeyOnlyInvalid : messages.passkeyInvalid,
        no_passkeys: passkeyOnly ? messages.passkeyOnlyInvalid : messages.passkeyInvalid,
      },
    },
  );
  const { setFocus } = form;
  const passkeyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    if (passkeyOnly) passkeyButton.current?.focus();
    else setFocus('password');
  }, [setFocus, passkeyOnly]);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (passkeyOnly) {
    return (
      <dialog
        ref={dialog}
        className={ui.dialog}
        aria-labelledby="confirm-its-you"
        onCancel={() => onDone(false)}
      >
        <h2 id="confirm-its-you" className={ui.subtitle}>
          <FormattedMessage {...messages.title} />
        </h2>
        <p className={ui.text}>
          <FormattedMessage {...messages.passkeyOnlyText} />
        </p>
        <FormFeedback feedback={withPasskey.feedback} />
        <Actions>
          <button
            ref={passkeyButton}
            type="button"
            className={ui.button}
            disabled={withPasskey.busy}
            aria-busy={withPasskey.busy}
            onClick={() => void withPasskey.submit()}
          >
            <FormattedMessage {...messages.passkeyOnly} />
          </button>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => onDone(false)}
          >
            <FormattedMessage {...common.cancel} />
          </button>
        </Actions>
      </dialog>
    );
  }
  return (
    <dialog
      ref={dialog}
      className={ui.dialog}
      aria-labelledby="confirm-its-you"
      onCancel={() => onDone(false)}
    >
      <h2 id="confirm-its-you" className={ui.subtitle}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p className={ui.text}>
        <FormattedMessage {...messages.text} />
      </p>
      <form className={formStyles.form} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormFeedback feedback={feedback ?? withPasskey.feedback} />
        <Field
          label={common.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {codeRequired ? (
          <Field
            label={messages.code}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.code?.message}
            {...register('code')}
          />
        ) : null}
        <SubmitButton busy={isSubmitting} label={messages.confirm} />
        <Actions>
          {passkey ? (
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={withPasskey.busy}
              aria-busy={withPasskey.busy}
              onClick={() => void withPasskey.submit()}
            >
              <FormattedMessage {...messages.passkey} />
            </button>
          ) : null}
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => onDone(false)}
          >
            <FormattedMessage {...common.cancel} />
          </button>
        </Actions>
      </form>
    </dialog>
  );
}
