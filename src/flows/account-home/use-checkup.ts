import { useApi } from '../../api/ApiContext';
import { listPasskeys } from '../../api/passkeys';
import { getTwoStep } from '../../api/security';
import { listActivity, listSessions } from '../../api/sessions';
import { useResource } from '../../api/use-resource';

/** What the overview's security checkup shows, read from the sections' own resources. */
export function useCheckup() {
  const api = useApi();
  return useResource('checkup', async (signal) => {
    const [twoStep, passkeys, sessions, activity] = await Promise.all([
      getTwoStep(api, signal),
      listPasskeys(api, signal),
      listSessions(api, signal),
      listActivity(api, null, signal),
    ]);
    return {
      twoStep,
      passkeys: passkeys.length,
      devices: sessions.length,
      latest: activity.events[0]?.at ?? null,
    };
  });
}
