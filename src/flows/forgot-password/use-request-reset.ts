import { useApi } from '../../api/ApiContext';
import { requestPasswordReset } from '../../api/accounts';
import * as common from '../../i18n/common-messages';
import { useFormSubmit } from '../../ui/form';
import { requestSchema } from './schema';
import { useEarlyForm, useEarlyTakeOver } from '../../ui/use-early-form';

const REQUEST_FIELDS = ['email'] as const;
import { challengeCodes, useChallenge } from '../../features/challenge/use-challenge';
import { useSignUpTenant } from '../../whitelabel/WhitelabelContext';
import { ssoRequiredHere, useSsoRequiredHere } from '../../features/enterprise-sso/SsoRequiredHere';

/** Step 1: asks for a reset link; the answer is the same for any address. */
export function useRequestReset(onSent: () => void) {
  const api = useApi();
  // The page's tenant decides whether recovery needs a challenge (never the account's, which
  // would tell whether it exists); solved ahead, while the address is typed.
  const { tenantId } = useSignUpTenant();
  const challenge = useChallenge('password_reset', { ahead: true });
  // The address's organisation requires its SSO: no password to reset (docs/enterprise-sso.md).
  const sso = useSsoRequiredHere(ssoRequiredHere.reset);
  const early = useEarlyForm(REQUEST_FIELDS);
  const submit = useFormSubmit(
    requestSchema,
    { defaultValues: { email: early?.values.email ?? '' } },
    async ({ email }) => {
      await challenge.send((token) =>
        requestPasswordReset(api, email, { tenantId, challenge: token }),
      );
      onSent();
    },
    {
      onError: sso.onError,
      rateLimited: { message: common.linkSentWait },
      codes: { ...challengeCodes, ...sso.codes },
    },
  );
  useEarlyTakeOver(early, REQUEST_FIELDS, submit.form);
  return { ...submit, challengeSlot: challenge.slot, ssoAction: sso.action };
}
