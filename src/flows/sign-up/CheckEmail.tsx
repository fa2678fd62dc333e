import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { resendConfirmation } from '../../api/accounts';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { FormAlert, formStyles } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { checkText, messages, resendIn } from './messages';

/** The first resend waits this long: the first mail is usually just slow. */
export const RESEND_WAIT_S = 60;

/** After sign-up (or from an expired link): check your inbox, with a throttled resend. */
export function CheckEmail({ email }: { email: string }) {
  const api = useApi();
  const [wait, setWait] = useState(RESEND_WAIT_S);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  async function resend() {
    setStatus('sending');
    setFailure(null);
    try {
      await resendConfirmation(api, email);
      setStatus('sent');
      setWait(RESEND_WAIT_S);
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.kind === 'rate_limited')
        setWait(error.retryAfter ?? RESEND_WAIT_S);
      else setFailure(error);
    }
  }

  return (
    <>
      <Text>
        <FormattedMessage {...checkText} values={{ email }} />
      </Text>
      {status === 'sent' ? (
        <p ref={sentRef} tabIndex={-1} role="status" className={formStyles.success}>
          <FormattedMessage {...messages.resent} />
        </p>
      ) : null}
      {failure ? (
        <FormAlert>
          <FormattedMessage {...errorMessage(failure)} />
        </FormAlert>
      ) : null}
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={wait > 0 || status === 'sending'}
          aria-describedby={wait > 0 ? 'resend-wait' : undefined}
          onClick={() => void resend()}
        >
          <FormattedMessage {...messages.resend} />
        </button>
      </Actions>
      {wait > 0 ? (
        <Text>
          <span id="resend-wait">
            <FormattedMessage {...resendIn} values={{ seconds: wait }} />
          </span>
        </Text>
      ) : null}
    </>
  );
}
