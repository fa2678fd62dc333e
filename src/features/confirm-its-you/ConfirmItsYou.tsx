import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { reauthenticateWithPasskey, reauthenticationOptions } from '../../api/passkeys';
import { reauthenticateWithProvider, type AvailableProvider } from '../../api/linked-identities';
import { reauthenticate } from '../../api/security';
import { usePaths } from '../../config/ConfigContext';
import { leavePage } from '../../lib/navigate';
import brands from '../federation/brands.module.css';
import federation from '../federation/federation.module.css';
import { brandOf, ProviderMark } from '../federation/marks';
import { messages as federationMessages } from '../federation/messages';
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
  // An account with no password of its own (made by a provider): the linked services confirm.
  textProvider: {
    id: 'reauth.provider.text',
    defaultMessage:
      'This change needs a recent sign-in. Sign in again with a service linked to your account to go on; you come back here and can then make the change.',
  },
  orProvider: {
    id: 'reauth.provider.or',
    defaultMessage: 'Or confirm with a linked service (you come back here afterwards)',
  },
  providerList: { id: 'reauth.provider.list', defaultMessage: 'Linked services' },
  providerUnavailable: {
    id: 'reauth.provider.unavailable',
    defaultMessage: 'This service does not answer right now. Try again later.',
  },
  providerUnknown: {
    id: 'reauth.provider.unknown',
    defaultMessage: 'This service is no longer linked to your account.',
  },
  // An account with no password and no linked service (passkey-first): the passkey alone.
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

const continueWith = defineMessage<{ provider: string }>({
  id: 'reauth.provider.continue',
  defaultMessage: 'Continue with {provider}',
});

/** A linked provider that can confirm it's you (the 403's `providers`). */
export type ConfirmingProvider = AvailableProvider;

/** The page's route under the app's base, which the provider's round trip comes back to. */
function returnPathOf(base: string): string {
  const { pathname } = window.location;
  const inside = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  return inside.replace(/\/+$/, '');
}

const withPassword = z.object({ password: required, code: z.optional(z.string()) });
const withCode = z.object({ password: required, code: secondFactorCode });

/** Refusals that belong on a field: the field says so and takes the focus. */
const FIELD_REFUSALS = { invalid_credentials: 'password', invalid_code: 'code' } as const;

interface Props {
  /** Two-step verification is on: a code goes with the password. */
  codeRequired: boolean;
  /** The account has a password of its own (the 403's `methods`); default true. */
  password?: boolean;
  /** The user has a passkey (the 403's `methods`): it can confirm instead, with no code. */
  passkey?: boolean;
  /** Linked providers that can confirm instead, by a round trip that leaves the page. */
  providers?: ConfirmingProvider[];
  /** true once the API recorded the confirmation; false when the user cancels. */
  onDone(confirmed: boolean): void;
}

/**
 * "Confirm it's you": a modal dialog (the browser keeps focus inside and Esc cancels) asking for
 * the password, and a code when two-step verification is on, for a sensitive change on a session
 * signed in more than 10 minutes ago (docs/recent-authentication.md). What was typed in the
 * page behind it stays as it was.
 */
export function ConfirmItsYou({
  codeRequired,
  password: hasPassword = true,
  passkey = false,
  providers = [],
  onDone,
}: Props) {
  // No password and no linked service (a passkey-first account): its passkey is the only way.
  const passkeyOnly = passkey && !hasPassword && providers.length === 0;
  const api = useApi();
  const intl = useIntl();
  const paths = usePaths();
  const idBase = useId();
  const [leaving, setLeaving] = useState<string | null>(null);
  // Through a provider: the browser leaves for it and comes back to this page, which then says
  // so (ProviderConfirmed.tsx); the change is made again from there.
  const withProvider = useSubmit(
    async (provider: ConfirmingProvider) => {
      const base = paths.home.replace(/\/$/, '');
      const url = await reauthenticateWithProvider(
        api,
        provider.id,
        returnPathOf(base),
        window.location.origin,
      );
      setLeaving(provider.id);
      leavePage(url);
    },
    {
      codes: {
        provider_unavailable: messages.providerUnavailable,
        provider_unknown: messages.providerUnknown,
      },
    },
  );
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
        return { message: passkeyOnly ? messages.passkeyOnlyCancelled : messages.passkeyCancelled };
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
    if (hasPassword) setFocus('password');
    else if (passkeyOnly) passkeyButton.current?.focus();
  }, [setFocus, hasPassword, passkeyOnly]);
  const providerButtons =
    providers.length > 0 ? (
      <ul
        className={federation.list}
        // Under the password form, the visible "Or confirm with…" names the list.
        aria-labelledby={hasPassword ? `${idBase}-or` : undefined}
        aria-label={hasPassword ? undefined : intl.formatMessage(messages.providerList)}
      >
        {providers.map((provider) => {
          const note = `${idBase}-${provider.id}-dev`;
          return (
            <li key={provider.id} className={federation.item}>
              <button
                type="button"
                className={`${ui.button} ${federation.provider} ${brands[brandOf(provider.id)]}`}
                aria-describedby={provider.development ? note : undefined}
                aria-busy={leaving === provider.id}
                disabled={withProvider.busy || leaving !== null}
                onClick={() => void withProvider.submit(provider)}
              >
                <ProviderMark id={provider.id} />
                <span>
                  <FormattedMessage {...continueWith} values={{ provider: provider.displayName }} />
                </span>
              </button>
              {provider.development ? (
                <span className={federation.notes}>
                  <span
                    id={note}
                    className={federation.badge}
                    title={intl.formatMessage(federationMessages.developmentHint)}
                  >
                    <FormattedMessage {...federationMessages.development} />
                  </span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    ) : null;
  const cancel = (
    <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => onDone(false)}>
      <FormattedMessage {...common.cancel} />
    </button>
  );
  if (!hasPassword) {
    // No password to ask for: a passkey, or a linked service, confirms it.
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
          <FormattedMessage {...(passkeyOnly ? messages.passkeyOnlyText : messages.textProvider)} />
        </p>
        <FormFeedback feedback={withProvider.feedback ?? withPasskey.feedback} />
        {providerButtons}
        <Actions>
          {passkey ? (
            <button
              ref={passkeyButton}
              type="button"
              className={passkeyOnly ? ui.button : `${ui.button} ${ui.secondary}`}
              disabled={withPasskey.busy}
              aria-busy={withPasskey.busy}
              onClick={() => void withPasskey.submit()}
            >
              <FormattedMessage {...(passkeyOnly ? messages.passkeyOnly : messages.passkey)} />
            </button>
          ) : null}
          {cancel}
        </Actions>
      </dialog>
    );
  }
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
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
        <FormFeedback feedback={feedback ?? withPasskey.feedback ?? withProvider.feedback} />
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
        {providers.length > 0 ? (
          <p id={`${idBase}-or`} className={ui.text}>
            <FormattedMessage {...messages.orProvider} />
          </p>
        ) : null}
        {providerButtons}
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
          {cancel}
        </Actions>
      </form>
    </dialog>
  );
}
