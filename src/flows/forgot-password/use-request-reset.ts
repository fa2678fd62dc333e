import { useApi } from '../../api/ApiContext';
import { requestPasswordReset } from '../../api/accounts';
import * as common from '../../i18n/common-messages';
import { useFormSubmit } from '../../ui/form';
import { requestSchema } from './schema';

/** Step 1: asks for a reset link; the answer is the same for any address. */
export function useRequestReset(onSent: () => void) {
  const api = useApi();
  return useFormSubmit(
    requestSchema,
    { defaultValues: { email: '' } },
    async ({ email }) => {
      await requestPasswordReset(api, email);
      onSent();
    },
    { rateLimited: { message: common.linkSentWait } },
  );
}
