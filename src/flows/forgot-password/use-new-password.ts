import { useApi } from '../../api/ApiContext';
import { confirmPasswordReset } from '../../api/accounts';
import type { RecoveryRemoved } from '../../api/recovery';
import { useZodForm } from '../../ui/form';
import { useSubmit, type LinkProblem } from '../../ui/use-submit';
import { resetSchema } from './schema';

/** Step 2, from the mailed link: sets the new password, or says why the link cannot. */
export function useNewPassword(
  token: string,
  onDone: (removed: RecoveryRemoved) => void,
  onBadLink: (problem: LinkProblem) => void,
) {
  const api = useApi();
  const form = useZodForm(resetSchema, { defaultValues: { password: '', confirm: '' } });
  const { submit, feedback } = useSubmit(
    async ({ password }: { password: string }) => {
      onDone(await confirmPasswordReset(api, token, password));
    },
    { form, onLinkProblem: onBadLink },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
