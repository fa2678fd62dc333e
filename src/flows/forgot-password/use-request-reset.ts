import { useApi } from '../../api/ApiContext';
import { requestPasswordReset } from '../../api/accounts';
import { useZodForm } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { requestSchema } from './schema';
import * as common from '../../i18n/common-messages';

/** Step 1: asks for a reset link; the answer is the same for any address. */
export function useRequestReset(onSent: () => void) {
  const api = useApi();
  const form = useZodForm(requestSchema, { defaultValues: { email: '' } });
  const { submit, feedback } = useSubmit(
    async ({ email }: { email: string }) => {
      await requestPasswordReset(api, email);
      onSent();
    },
    { rateLimited: { message: common.linkSentWait } },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
