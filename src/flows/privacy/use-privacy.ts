import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { exportMyData, requestAccountDeletion } from '../../api/privacy';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { useFormSubmit } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { lastOwnerOfOrganisation, messages } from './messages';
import { ACCOUNT_DELETED_STATE, DELETED, ERASE_AT_PARAM } from './constants';
import { saveFile } from './save-file';

/** Runs an action behind recent authentication (useSensitive's `guard`). */
export type Guard = <T>(action: () => Promise<T>) => Promise<T>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Download your data: the API's export, saved as `account-data-YYYY-MM-DD.json`. */
export function useDownloadData(guard: Guard) {
  const api = useApi();
  return useSubmit(async () => {
    const file = await guard(() => exportMyData(api));
    saveFile(file.fileName, file.text, 'application/json');
    return {
      message: messages.downloaded,
      values: { file: file.fileName },
      tone: 'status' as const,
    };
  });
}

/**
 * Delete the account: the typed address must be the account's (checked here and by the API).
 * Afterwards the server has ended every session; the screen moves to a public page that says
 * when the account will be erased, which forgets the session on this device (and so resets
 * analytics here: src/integrations resets whenever the app settles signed out).
 */
export function useDeleteAccount(guard: Guard, current: string) {
  const api = useApi();
  const paths = usePaths();
  const navigate = useNavigate();
  const { expectEnd } = useSession();
  const schema = z.object({ email: z.string().check(z.trim(), z.minLength(1, 'required')) }).check(
    z.refine((values) => sameAddress(values.email, current), {
      path: ['email'],
      message: 'not_account_email',
    }),
  );
  return useFormSubmit(
    schema,
    { defaultValues: { email: '' } },
    async ({ email }) => {
      const { eraseAt } = await guard(() => requestAccountDeletion(api, email));
      const query = new URLSearchParams({ [ERASE_AT_PARAM]: eraseAt });
      // That page forgets the session once it shows: forgetting it here, while this guarded
      // screen is still up (its code may still be loading), would send the user to "Please sign
      // in" instead. Until then the session holds, so a request of this screen's still under
      // way (the passkey offer's, say) meeting a 401 cannot end it as refused either.
      await expectEnd();
      navigate(`${paths.privacy}/${DELETED}?${query.toString()}`, {
        replace: true,
        state: { [ACCOUNT_DELETED_STATE]: true },
      });
    },
    { codes: { last_owner_of_organisation: lastOwnerOfOrganisation } },
  );
}
