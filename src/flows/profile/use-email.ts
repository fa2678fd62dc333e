import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { cancelEmailChange, requestEmailChange } from '../../api/privacy';
import { fetchProfile } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import { email as emailRule } from '../../ui/policy';
import { useFormSubmit } from '../../ui/form';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { linkSent, messages } from './messages';

/** Runs an action behind recent authentication (useSensitive's `guard`). */
export type Guard = <T>(action: () => Promise<T>) => Promise<T>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profile as the API now has it (with the waiting change, or none), into the session. */
function useRefreshProfile() {
  const api = useApi();
  const { setProfile } = useSession();
  return async () => setProfile(await fetchProfile(api));
}

/**
 * Change e-mail: asks the API to mail a link to the new address. The screen then says a link was
 * sent, whether or not that address has an account (the API answers the same either way), and
 * the profile shows the change waiting until it ends.
 */
export function useChangeEmail(guard: Guard, current: string, onSent: (sent: Feedback) => void) {
  const api = useApi();
  const refresh = useRefreshProfile();
  const schema = z.object({ newEmail: emailRule }).check(
    z.refine((values) => !sameAddress(values.newEmail, current), {
      path: ['newEmail'],
      message: 'unchanged',
    }),
  );
  return useFormSubmit(
    schema,
    { defaultValues: { newEmail: '' } },
    async ({ newEmail }, form) => {
      await guard(() => requestEmailChange(api, newEmail));
      form.reset();
      await refresh();
      // Said by the section: this form closes.
      onSent({ message: linkSent, values: { email: newEmail }, tone: 'status' });
    },
    { rateLimited: messages.tooManyRequests },
  );
}

/** The waiting change: its link sent again (a new one), or the change cancelled. */
export function usePendingEmail(
  guard: Guard,
  pending: string,
  onCancelled: (said: Feedback) => void,
) {
  const api = useApi();
  const refresh = useRefreshProfile();
  const resend = useSubmit(
    async () => {
      await guard(() => requestEmailChange(api, pending));
      await refresh();
      return { message: linkSent, values: { email: pending }, tone: 'status' as const };
    },
    { rateLimited: messages.tooManyRequests },
  );
  const cancel = useSubmit(async () => {
    await cancelEmailChange(api);
    await refresh();
    // Said by the section: the waiting change, and these buttons, are gone.
    onCancelled({ message: messages.cancelled, tone: 'status' });
  });
  return { resend, cancel };
}
