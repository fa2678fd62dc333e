import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import { useFormSubmit } from '../../ui/form';
import { name } from '../../ui/policy';
import { messages } from './messages';

const schema = z.object({ name });

/** Saves the account's name; the session's profile follows the server's answer. */
export function useEditName(profile: Profile) {
  const api = useApi();
  const { setProfile } = useSession();
  return useFormSubmit(schema, { defaultValues: { name: profile.name } }, async (values) => {
    setProfile(await updateProfile(api, values));
    return { message: messages.nameSaved, tone: 'status' as const };
  });
}
