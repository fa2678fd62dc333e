import { useApi } from '../../api/ApiContext';
import { confirmPasswordReset } from '../../api/accounts';
import type { RecoveryRemoved } from '../../api/recovery';
import { useFormSubmit } from '../../ui/form';
import type { LinkProblem } from '../../ui/use-submit';
import { resetSchema } from './schema';
import { useEarlyForm, useEarlyTakeOver } from '../../ui/use-early-form';

const RESET_FIELDS = ['password', 'confirm'] as const;
import { ssoRequiredHere, useSsoRequiredHere } from '../../features/enterprise-sso/SsoRequiredHere';

/** Step 2, from the mailed link: sets the new password, or says why the link cannot. */
export function useNewPassword(
  token: string,
  onDone: (removed: RecoveryRemoved) => void,
  onBadLink: (problem: LinkProblem) => void,
) {
  const api = useApi();
  // A link mailed before the account's organisation required its SSO (docs/enterprise-sso.md).
  const sso = useSsoRequiredHere(ssoRequiredHere.reset);
  const early = useEarlyForm(RESET_FIELDS);
  const submit = useFormSubmit(
    resetSchema,
    {
      defaultValues: {
        password: early?.values.password ?? '',
        confirm: early?.values.confirm ?? '',
      },
    },
    async ({ password }) => {
      onDone(await confirmPasswordReset(api, token, password));
    },
    { onLinkProblem: onBadLink, onError: sso.onError, codes: sso.codes },
  );
  useEarlyTakeOver(early, RESET_FIELDS, submit.form);
  return { ...submit, ssoAction: sso.action };
}
