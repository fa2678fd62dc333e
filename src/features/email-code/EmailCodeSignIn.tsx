// Signing in with a mailed code (docs/passwordless.md), inside the sign-in page's interaction: the
// address, then the code. Its own chunk: the sign-in form's first load has only the button that
// opens it. While the code step waits, the page asks the authority whether the mailed link was
// confirmed on another device, and continues by itself when it was. Asking for a code takes the
// abuse protection's challenge (purpose email_code, docs/abuse-protection.md) where the tenant
// asks for one: solved ahead while the address is typed, a fresh one for "Send again".
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import {
  continueEmailCode,
  emailCodeStatus,
  requestEmailCode,
  verifyEmailCode,
  type CodeOutcome,
} from '../../api/email-codes';
import { ApiError, isChallengeRefusal } from '../../api/errors';
import { INTERACTION_NOT_BOUND } from '../../api/interactions';
import { ssoRequiredStart } from '../../api/sso-required';
import { leavePage } from '../../lib/navigate';
import { EMAIL_CODE_POLL_MS } from '../../config/constants';
import {
  challengeCodes,
  useChallenge,
  type Challenge,
} from '../../features/challenge/use-challenge';
import {
  Form,
  FormEmailField,
  FormField,
  FormFeedback,
  FormSubmit,
  useFormSubmit,
} from '../../ui/form';
import { email as emailRule } from '../../ui/policy';
import { Actions, Text, ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import { messages as ssoMessages } from '../enterprise-sso/messages';
import { ssoRequiredWords } from '../enterprise-sso/sso-error-words';
import { codeSentTo, emailCodeFieldMessages, emailCodeMessages as m } from './messages';
import { addValidationMessages } from '../../ui/validation';

import * as common from '../../i18n/common-messages';

addValidationMessages(emailCodeFieldMessages);

export interface EmailCodeSignInProps {
  interaction: string;
  /** What was typed in the password form's e-mail, kept. */
  email: string;
  /** The tenant whose sign-in page this is (its `emailCodes` setting). */
  tenant: string | null;
  /** A right code: on to the authority, or to the existing second step. */
  onOutcome(outcome: CodeOutcome, email: string): void;
  /** Back to the password form. */
  onBack(): void;
  /** The interaction is another browser's: this browser's own sign-in starts. */
  restart(): void;
}

/** The server's refusals of a typed code, each a message on the field (ui/validation.ts). */
const FIELD_CODES: Record<string, string> = {
  invalid_code: 'email_code_invalid',
  code_expired: 'email_code_expired',
  code_used: 'email_code_used',
};

const askSchema = z.object({ email: emailRule });
const codeSchema = z.object({
  code: z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.replace(/\s+/g, '')),
    )
    .check(z.regex(/^[0-9]{6}$/, 'email_code_format')),
});

export default function EmailCodeSignIn(props: EmailCodeSignInProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One for both steps: the ask step's request and the code step's "Send again" (each request
  // spends its solution; the hook solves a fresh one when the API asks).
  const challenge = useChallenge('email_code', { ahead: true });
  return sentTo === null ? (
    <AskStep {...props} challenge={challenge} onSent={setSentTo} />
  ) : (
    <CodeStep {...props} challenge={challenge} email={sentTo} />
  );
}

type StepProps = EmailCodeSignInProps & { challenge: Challenge };

function notBound(error: unknown): boolean {
  return error instanceof ApiError && error.code === INTERACTION_NOT_BOUND;
}

function AskStep({
  interaction,
  email,
  tenant,
  onBack,
  restart,
  onSent,
  challenge,
}: StepProps & { onSent(email: string): void }) {
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The address's organisation requires its single sign-on (docs/enterprise-sso.md): no code is
  // mailed; the form says why and offers the way to the organisation's sign-in.
  const [ssoStart, setSsoStart] = useState<string | null>(null);
  const { form, feedback, onSubmit } = useFormSubmit(
    askSchema,
    { defaultValues: { email }, mode: 'onSubmit' },
    async (values) => {
      setSsoStart(null);
      await challenge.send((token) =>
        requestEmailCode(api, interaction, {
          email: values.email,
          ...(tenant ? { whitelabel: tenant } : {}),
          ...(token ? { challenge: token } : {}),
        }),
      );
      onSent(values.email);
    },
    {
      onError: (error) => {
        if (notBound(error)) restart();
        setSsoStart(ssoRequiredStart(error));
        return notBound(error);
      },
      rateLimited: m.tooMany,
      // A challenge refused even after a fresh one: try again, the address kept.
      codes: { email_codes_off: m.off, sso_required: ssoRequiredWords, ...challengeCodes },
    },
  );
  return (
    <Form
      form={form}
      feedback={feedback}
      onSubmit={onSubmit}
      before={
        <div>
          <h2 ref={heading} tabIndex={-1} className={ui.subtitle}>
            <FormattedMessage {...m.askHeading} />
          </h2>
          <Text>
            <FormattedMessage {...m.askText} />
          </Text>
        </div>
      }
    >
      <FormEmailField name="email" label={common.email} autoComplete="username" />
      {challenge.slot}
      <FormSubmit label={m.send} />
      {ssoStart ? (
        <button type="button" className={ui.button} onClick={() => leavePage(ssoStart)}>
          <FormattedMessage {...ssoMessages.continue} />
        </button>
      ) : null}
      <Actions>
        <button type="button" className={ui.link} onClick={onBack}>
          <FormattedMessage {...m.usePassword} />
        </button>
      </Actions>
    </Form>
  );
}

function CodeStep({
  interaction,
  email,
  tenant,
  onOutcome,
  onBack,
  restart,
  challenge,
}: StepProps) {
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [notice, setNotice] = useState<Feedback | null>(null);
  const { form, feedback, onSubmit } = useFormSubmit(
    codeSchema,
    { defaultValues: { code: '' }, mode: 'onSubmit' },
    async ({ code }) => {
      setNotice(null);
      onOutcome(await verifyEmailCode(api, interaction, code), email);
    },
    (form) => ({
      // Each refusal of the code is said on its field, which keeps what was typed and the focus.
      onError: (error) => {
        if (!(error instanceof ApiError)) return false;
        if (notBound(error)) {
          restart();
          return true;
        }
        const code =
          error.kind === 'rate_limited' ? 'email_code_throttled' : FIELD_CODES[error.code ?? ''];
        if (!code) return false;
        form.setError('code', { type: 'server', message: code }, { shouldFocus: true });
        return true;
      },
    }),
  );

  // The link pressed on another device: this page goes on by itself (docs/passwordless.md).
  const [waiting, setWaiting] = useState(true);
  const latest = useRef(onOutcome);
  useEffect(() => {
    latest.current = onOutcome;
  });
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const state = await emailCodeStatus(api, interaction, controller.signal).catch(() => null);
      if (!live) return;
      if (state === 'verified') {
        setWaiting(false);
        setNotice({ message: m.continuing, tone: 'status' });
        try {
          latest.current(await continueEmailCode(api, interaction), email);
        } catch {
          // Taken meanwhile (the code typed here): the typed code's own answer speaks.
          setNotice(null);
        }
        return;
      }
      if (state === 'used' || state === 'expired') {
        setWaiting(false);
        setNotice({ message: state === 'used' ? m.usedElsewhere : m.expired });
        return;
      }
      timer = setTimeout(() => void ask(), EMAIL_CODE_POLL_MS);
    };
    timer = setTimeout(() => void ask(), EMAIL_CODE_POLL_MS);
    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, interaction, email, waiting]);

  const [resent, setResent] = useState<Feedback | null>(null);
  const sendAgain = async () => {
    try {
      await challenge.send((token) =>
        requestEmailCode(api, interaction, {
          email,
          ...(tenant ? { whitelabel: tenant } : {}),
          ...(token ? { challenge: token } : {}),
        }),
      );
      form.resetField('code');
      form.setFocus('code');
      setNotice(null);
      setResent({ message: m.sentAgain, tone: 'status' });
      setWaiting(true);
    } catch (error) {
      // The organisation started requiring its SSO since the first code: on to its sign-in.
      const ssoStart = ssoRequiredStart(error);
      if (ssoStart) {
        leavePage(ssoStart);
        return;
      }
      setResent({
        message: isChallengeRefusal(error)
          ? challengeCodes.challenge_required
          : error instanceof ApiError && error.kind === 'rate_limited'
            ? m.tooMany
            : m.expired,
      });
    }
  };

  return (
    <Form
      form={form}
      feedback={feedback ?? notice}
      onSubmit={onSubmit}
      before={
        <div>
          <h2 ref={heading} tabIndex={-1} className={ui.subtitle}>
            <FormattedMessage {...m.codeHeading} />
          </h2>
          <Text>
            <FormattedMessage {...codeSentTo} values={{ email }} />
          </Text>
        </div>
      }
    >
      <FormField
        name="code"
        label={m.code}
        hint={<FormattedMessage {...m.codeHint} />}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormSubmit label={m.signIn} />
      {challenge.slot}
      <FormFeedback feedback={resent} />
      <Actions>
        <button type="button" className={ui.link} onClick={() => void sendAgain()}>
          <FormattedMessage {...m.sendAgain} />
        </button>
        <button type="button" className={ui.link} onClick={onBack}>
          <FormattedMessage {...m.usePassword} />
        </button>
      </Actions>
    </Form>
  );
}
