import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { resendConfirmation } from '../../api/accounts';
import * as common from '../../i18n/common-messages';
import { useFormSubmit } from '../../ui/form';
import { email } from '../../ui/policy';
import { resendMessages as messages } from './messages';

const schema = z.object({ email });

/**
 * Asks for a new confirmation link. Sent and "wait a minute" are both neutral answers
 * (announced, not alarming): neither says whether the address has an account.
 */
export function useResendConfirmation() {
  const api = useApi();
  return useFormSubmit(
    schema,
    { defaultValues: { email: '' } },
    async (values) => {
      await resendConfirmation(api, values.email);
      return { message: messages.sent, tone: 'status' as const };
    },
    { rateLimited: { message: common.linkSentWait, tone: 'status' } },
  );
}
