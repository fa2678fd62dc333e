import { useApi } from '../../api/ApiContext';
import { confirmPasswordReset } from '../../api/accounts';
import type { RecoveryRemoved } from '../../api/recovery';
import { useFormSubmit } from '../../ui/form';
import type { LinkProblem } from '../../ui/use-submit';
import { resetSchema } from './schema';

/** Step 2, from the mailed link: sets the new password, or says why the link cannot. */
export function useNewPassword(
  token: string,
  onDone: (removed: RecoveryRemoved) => void,
  onBadLink: (problem: LinkProblem) => void,
) {
  const api = useApi();
  return useFormSubmit(
    resetSchema,
    { defaultValues: { password: '', confirm: '' } },
    async ({ password }) => {
      onDone(await confirmPasswordReset(api, token, password));
    },
    { onLinkProblem: onBadLink },
  );
}
