import type { MessageDescriptor } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { addPasskey, PASSKEY_INVALID, registrationOptions } from '../../api/passkeys';
import { useSubmit } from '../../ui/use-submit';
import { ceremony, CeremonyError, type CeremonyProblem } from '../../features/webauthn/webauthn';
import { passkeyMessages as m } from './messages';

const problems: Record<Exclude<CeremonyProblem, 'aborted'>, MessageDescriptor> = {
  cancelled: m.cancelled,
  exists: m.exists,
  unsupported: m.unsupported,
  failed: m.invalid,
};

/** The API's refusals of a passkey change, as the user reads them. */
export const passkeyCodes = {
  [PASSKEY_INVALID]: m.invalid,
  passkey_exists: m.exists,
  passkey_limit: m.limit,
  not_found: m.gone,
};

export type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Adding a passkey (docs/passkeys.md), for the Security screen and the offer after a password
 * sign-in: options from the API (sensitive: `guard` confirms an old sign-in), the browser's
 * ceremony, then the API stores it. `onAdded` runs once it is stored; `added` is what the user then reads.
 */
export function useAddPasskey(
  guard: Guard,
  onAdded: () => void,
  added: MessageDescriptor = m.added,
) {
  const api = useApi();
  return useSubmit(
    async () => {
      const optionsJSON = await guard(() => registrationOptions(api));
      let response;
      try {
        response = await ceremony((webAuthn) => webAuthn.startRegistration({ optionsJSON }));
      } catch (failure) {
        if (!(failure instanceof CeremonyError)) throw failure;
        return failure.problem === 'aborted' ? undefined : { message: problems[failure.problem] };
      }
      await guard(() => addPasskey(api, response));
      onAdded();
      return { message: added, tone: 'status' as const };
    },
    { codes: passkeyCodes },
  );
}
