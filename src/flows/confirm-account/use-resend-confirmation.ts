import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { resendConfirmation } from '../../api/accounts';
import { useZodForm } from '../../ui/form';
import { email } from '../../ui/policy';
import { useSubmit } from '../../ui/use-submit';
import { resendMessages as messages } from './messages';
import * as common from '../../i18n/common-messages';

const schema = z.object({ email });

/**
 * Asks for a new confirmation link. Sent and "wait a minute" are both neutral answers
 * (announced, not alarming): neither says whether the address has an account.
 */
export function useResendConfirmation() {
  const api = useApi();
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const { submit, feedback } = useSubmit(
    async (values: z.output<typeof schema>) => {
      await resendConfirmation(api, values.email);
      return { message: messages.sent, tone: 'status' as const };
    },
    { rateLimited: { message: common.linkSentWait, tone: 'status' } },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
