import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import {
  listPushRegistrations,
  listSessions,
  type AccountSession,
  type PushRegistration,
} from '../../api/sessions';

interface Loaded {
  sessions: AccountSession[];
  push: PushRegistration[];
}

/** The sessions and push registrations as the API has them; `reload` after a change. */
export function useSessions() {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ data?: Loaded; error?: unknown } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      listSessions(api, controller.signal),
      listPushRegistrations(api, controller.signal),
    ])
      .then(([sessions, push]) => setResult({ data: { sessions, push } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult((last) => ({ data: last?.data, error }));
      });
    return () => controller.abort();
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: result?.data ?? null, error: result?.error ?? null, reload };
}
