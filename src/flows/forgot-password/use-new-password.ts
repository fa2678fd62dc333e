import { useApi } from '../../api/ApiContext';
import { confirmPasswordReset } from '../../api/accounts';
import { useZodForm } from '../../ui/form';
import { useSubmit, type LinkProblem } from '../../ui/use-submit';
import { resetSchema } from './schema';

/** Step 2, from the mailed link: sets the new password, or says why the link cannot. */
export function useNewPassword(
  token: string,
  onDone: () => void,
  onBadLink: (problem: LinkProblem) => void,
) {
  const api = useApi();
  const form = useZodForm(resetSchema, { defaultValues: { password: '', confirm: '' } });
  const { submit, feedback } = useSubmit(
    async ({ password }: { password: string }) => {
      await confirmPasswordReset(api, token, password);
      onDone();
    },
    { form, onLinkProblem: onBadLink },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
