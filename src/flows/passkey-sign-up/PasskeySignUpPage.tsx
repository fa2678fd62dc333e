import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import {
  completePasskeySignUp,
  startPasskeySignUp,
  verifyPasskeySignUp,
} from '../../api/email-codes';
import { ApiError } from '../../api/errors';
import { challengeCodes, useChallenge } from '../../features/challenge/use-challenge';
import { DocumentLinks } from '../../features/documents/Documents';
import { ssoRequiredHere, useSsoRequiredHere } from '../../features/enterprise-sso/SsoRequiredHere';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { ceremony, CeremonyError } from '../../features/webauthn/webauthn';
import * as common from '../../i18n/common-messages';
import {
  Form,
  FormCheckbox,
  FormEmailField,
  FormField,
  FormSubmit,
  useFormSubmit,
} from '../../ui/form';
import { email, name } from '../../ui/policy';
import { Screen, Text } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { codeSentTo, messages as m } from './messages';
import { emailCodeFieldMessages } from '../../features/email-code/messages';
import { addValidationMessages } from '../../ui/validation';

addValidationMessages(emailCodeFieldMessages);

const startSchema = z.object({
  name,
  email,
  acceptedTerms: z.boolean().check(z.refine((value) => value, 'terms')),
});
const codeSchema = z.object({
  code: z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.replace(/\s+/g, '')),
    )
    .check(z.regex(/^[0-9]{6}$/, 'email_code_format')),
});

/** The server's refusals of a typed code, on its field (ui/validation.ts). */
const FIELD_CODES: Record<string, string> = {
  invalid_code: 'email_code_invalid',
  code_expired: 'email_code_expired',
  code_used: 'email_code_used',
};

/**
 * Passkey-first sign-up (docs/passwordless.md): name, address and the terms; the mailed code
 * proves the address; the browser creates the passkey; the account has no password (one can be
 * added later with "Forgot your password?"). Then the person signs in with the passkey.
 */
export default function PasskeySignUpPage() {
  const [sent, setSent] = useState<{ attempt: string; email: string } | null>(null);
  const [done, setDone] = useState(false);
  const signIn = useStartSignIn();
  if (done) {
    return (
      <StatusScreen
        title={m.doneTitle}
        text={m.doneText}
        action={
          <ActionButton
            label={common.signIn}
            busy={signIn.starting}
            onClick={() => signIn.start()}
          />
        }
      />
    );
  }
  return sent ? (
    <CodeStep key="code" {...sent} onDone={() => setDone(true)} onRestart={() => setSent(null)} />
  ) : (
    <StartStep key="start" onSent={setSent} />
  );
}

function StartStep({ onSent }: { onSent(sent: { attempt: string; email: string }): void }) {
  const api = useApi();
  const intl = useIntl();
  const tenant = useSignUpTenant();
  // A sign-up like the password one: the same challenge (docs/abuse-protection.md), solved ahead.
  const challenge = useChallenge('sign_up', { ahead: true });
  // The address's organisation requires its SSO: its sign-in makes the account instead.
  const sso = useSsoRequiredHere(ssoRequiredHere.signUp);
  const { form, feedback, onSubmit } = useFormSubmit(
    startSchema,
    { defaultValues: { name: '', email: '', acceptedTerms: false } },
    async (values) => {
      const { attempt } = await challenge.send((token) =>
        startPasskeySignUp(api, {
          name: values.name,
          email: values.email,
          acceptedTerms: true,
          locale: intl.locale as 'en',
          ...(tenant.tenantId ? { tenantId: tenant.tenantId } : {}),
          ...(tenant.joinCode ? { joinCode: tenant.joinCode } : {}),
          ...(token ? { challenge: token } : {}),
        }),
      );
      onSent({ attempt, email: values.email });
    },
    {
      onError: sso.onError,
      rateLimited: m.tooMany,
      codes: { ...challengeCodes, ...sso.codes },
    },
  );
  return (
    <Screen title={<FormattedMessage {...m.title} />}>
      <Text>
        <FormattedMessage {...m.intro} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormField name="name" label={common.name} autoComplete="name" />
        <FormEmailField name="email" label={common.email} autoComplete="username" />
        <FormCheckbox name="acceptedTerms" label={<FormattedMessage {...common.acceptTerms} />} />
        <DocumentLinks />
        {challenge.slot}
        <FormSubmit label={m.send} />
        {sso.action}
      </Form>
    </Screen>
  );
}

function CodeStep({
  attempt,
  email,
  onDone,
  onRestart,
}: {
  attempt: string;
  email: string;
  onDone(): void;
  onRestart(): void;
}) {
  const api = useApi();
  // The proven code's options, kept: a cancelled passkey prompt is tried again without the code
  // (spent once right).
  const options = useRef<PublicKeyCredentialCreationOptionsJSON | null>(null);
  const { form, feedback, onSubmit } = useFormSubmit(
    codeSchema,
    { defaultValues: { code: '' }, mode: 'onSubmit' },
    async ({ code }) => {
      options.current ??= await verifyPasskeySignUp(api, { attempt, code });
      const optionsJSON = options.current;
      let response;
      try {
        response = await ceremony((webAuthn) => webAuthn.startRegistration({ optionsJSON }));
      } catch (failure) {
        if (!(failure instanceof CeremonyError)) throw failure;
        return { message: m.cancelled };
      }
      await completePasskeySignUp(api, attempt, response);
      onDone();
    },
    (form) => ({
      onError: (error) => {
        if (!(error instanceof ApiError)) return false;
        const code = FIELD_CODES[error.code ?? ''];
        if (!code) return false;
        form.setError('code', { type: 'server', message: code }, { shouldFocus: true });
        return true;
      },
      codes: { no_sign_up_attempt: m.expiredAttempt },
    }),
  );
  return (
    <Screen title={<FormattedMessage {...m.codeTitle} />}>
      <Text>
        <FormattedMessage {...codeSentTo} values={{ email }} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormField
          name="code"
          label={m.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
        />
        <FormSubmit label={m.create} />
      </Form>
      <ActionButton label={m.again} secondary onClick={onRestart} />
    </Screen>
  );
}
