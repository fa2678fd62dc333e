import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { readPasskeys } from '../../api/passkey-signal';
import type { ApiClient } from '../../api/client';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import { useFormSubmit } from '../../ui/form';
import { name } from '../../ui/policy';
import { messages } from './messages';

const schema = z.object({ name });

/** Where the browser has the Signal API: the account's current name and address, to its managers. */
async function passkeyDetailsInStep(api: ApiClient, profile: Profile): Promise<void> {
  if (typeof window.PublicKeyCredential !== 'function') return;
  if (!('signalCurrentUserDetails' in window.PublicKeyCredential)) return;
  try {
    const { signal } = await readPasskeys(api);
    const signals = await import(
      /* webpackChunkName: "webauthn-signals" */ '../../features/webauthn/signals'
    );
    if (signal && signal.credentialIds.length > 0) {
      await signals.signalCurrentUserDetails(
        signal.rpId,
        signal.userHandle,
        profile.email,
        profile.name,
      );
    }
  } catch {
    // A hint to the passkey manager: the name is saved whatever happens here.
  }
}

/** Saves the account's name; the session's profile follows the server's answer. */
export function useEditName(profile: Profile) {
  const api = useApi();
  const { setProfile } = useSession();
  return useFormSubmit(schema, { defaultValues: { name: profile.name } }, async (values) => {
    const saved = await updateProfile(api, values);
    setProfile(saved);
    // The passkey managers show the new name from now on (WebAuthn Signal API,
    // docs/passwordless.md): best effort, nothing on the screen depends on it.
    void passkeyDetailsInStep(api, saved);
    return { message: messages.nameSaved, tone: 'status' as const };
  });
}
