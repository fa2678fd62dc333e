import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import { useZodForm } from '../../ui/form';
import { name } from '../../ui/policy';
import { useSubmit } from '../../ui/use-submit';
import { messages } from './messages';

const schema = z.object({ name });

/** Saves the account's name; the session's profile follows the server's answer. */
export function useEditName(profile: Profile) {
  const api = useApi();
  const { setProfile } = useSession();
  const form = useZodForm(schema, { defaultValues: { name: profile.name } });
  const { submit, feedback } = useSubmit(
    async (values: z.output<typeof schema>) => {
      setProfile(await updateProfile(api, values));
      return { message: messages.nameSaved, tone: 'status' as const };
    },
    { form },
  );
  return { form, feedback, onSubmit: form.handleSubmit(submit) };
}
