import { useApi } from '../../api/ApiContext';
import { listPushRegistrations, listSessions } from '../../api/sessions';
import { useResource } from '../../api/use-resource';

/** The sessions and push registrations as the API has them; `reload` after a change. */
export function useSessions() {
  const api = useApi();
  return useResource('sessions', async (signal) => {
    const [sessions, push] = await Promise.all([
      listSessions(api, signal),
      listPushRegistrations(api, signal),
    ]);
    return { sessions, push };
  });
}
