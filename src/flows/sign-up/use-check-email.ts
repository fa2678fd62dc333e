import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { resendConfirmation } from '../../api/accounts';
import { RESEND_WAIT_S } from '../../config/constants';
import { useSubmit } from '../../ui/use-submit';

/**
 * The throttled resend of the confirmation e-mail: a countdown (the first mail is usually just
 * slow), then one resend at a time; the server's `Retry-After` sets the next wait.
 */
export function useCheckEmail(email: string) {
  const api = useApi();
  const [wait, setWait] = useState(RESEND_WAIT_S);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const { submit, feedback, busy } = useSubmit(
    async () => {
      setSent(false);
      await resendConfirmation(api, email);
      setSent(true);
      setWait(RESEND_WAIT_S);
    },
    { rateLimited: setWait },
  );

  return { wait, sent, feedback, busy, resend: () => void submit() };
}
