import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormFeedback, formStyles } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { checkText, messages, resendIn } from './messages';
import { useCheckEmail } from './use-check-email';

/** After sign-up (or from an expired link): check your inbox, with a throttled resend. */
export function CheckEmail({ email }: { email: string }) {
  const { wait, sent, feedback, busy, resend } = useCheckEmail(email);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <>
      <Text>
        <FormattedMessage {...checkText} values={{ email }} />
      </Text>
      {sent ? (
        <p ref={sentRef} tabIndex={-1} role="status" className={formStyles.success}>
          <FormattedMessage {...messages.resent} />
        </p>
      ) : null}
      <FormFeedback feedback={feedback} />
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={wait > 0 || busy}
          aria-describedby={wait > 0 ? 'resend-wait' : undefined}
          onClick={resend}
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
