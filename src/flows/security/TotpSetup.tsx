import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { confirmTotpSetup, startTotpSetup } from '../../api/security';
import { Form, FormFeedback, FormField, FormSubmit, useFormSubmit } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { normalCode } from '../../ui/policy';
import { Actions, Text, ui } from '../../ui/Screen';
import { Cancelled, type Feedback } from '../../ui/use-submit';
import { errorFeedback } from '../../api/error-messages';
import { messages } from './messages';
import { QrCode } from './QrCode';
import { useCopy } from './use-copy';
import * as common from '../../i18n/common-messages';

const schema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d{3} ?\d{3}$/, 'code_format')),
});

interface Props {
  guard<T>(action: () => Promise<T>): Promise<T>;
  onCodes(codes: string[]): void;
  onCancel(): void;
}

/** Setting up an authenticator app: the QR code or the key, then a code from the app. */
export function TotpSetup({ guard, onCodes, onCancel }: Props) {
  const api = useApi();
  const [setup, setSetup] = useState<{ otpauthUri: string; setupKey: string } | null>(null);
  const [failure, setFailure] = useState<Feedback | null>(null);
  const started = useRef(false);
  const { copied, copy } = useCopy();
  useEffect(() => {
    if (started.current) return; // one secret per visit (StrictMode runs effects twice)
    started.current = true;
    guard(() => startTotpSetup(api)).then(setSetup, (error: unknown) => {
      if (error instanceof Cancelled) onCancel();
      else setFailure(errorFeedback(error));
    });
  }, [api, guard, onCancel]);
  const { form, feedback, onSubmit } = useFormSubmit(
    schema,
    { defaultValues: { code: '' }, mode: 'onSubmit' },
    async ({ code }) => onCodes(await guard(() => confirmTotpSetup(api, normalCode(code)))),
    (form) => ({
      onError: (error) => {
        if (!(error instanceof ApiError) || error.code !== 'invalid_code') return false;
        form.setError('code', { type: 'server', message: 'invalid_code' }, { shouldFocus: true });
        return true;
      },
    }),
  );
  const cancel = (
    <Actions>
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onCancel}>
        <FormattedMessage {...common.cancel} />
      </button>
    </Actions>
  );
  if (failure) {
    return (
      <>
        <FormFeedback feedback={failure} />
        {cancel}
      </>
    );
  }
  if (!setup) return <Loading />;
  const groups = setup.setupKey.match(/.{1,4}/g) ?? [];
  return (
    <>
      <Text>
        <FormattedMessage {...messages.scan} />
      </Text>
      <QrCode value={setup.otpauthUri} />
      <Text>
        <FormattedMessage {...messages.setupKey} />
      </Text>
      <p className={ui.code} translate="no">
        {groups.join(' ')}
      </p>
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => copy('key', setup.setupKey)}
        >
          <FormattedMessage {...messages.copyKey} />
        </button>
        <span role="status">
          {copied === 'key' ? <FormattedMessage {...messages.copied} /> : null}
        </span>
      </Actions>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormField
          name="code"
          label={messages.code}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <FormSubmit label={messages.turnOn} />
      </Form>
      {cancel}
    </>
  );
}
