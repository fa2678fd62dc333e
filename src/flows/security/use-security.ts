import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import {
  getTwoStep,
  listTrustedDevices,
  type TrustedDevice,
  type TwoStepStatus,
} from '../../api/security';

interface Loaded {
  twoStep: TwoStepStatus;
  devices: TrustedDevice[];
}

/** The security settings as the API has them; `reload` after a change. */
export function useSecurity() {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ data?: Loaded; error?: unknown } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getTwoStep(api, controller.signal), listTrustedDevices(api, controller.signal)])
      .then(([twoStep, devices]) => setResult({ data: { twoStep, devices } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ error });
      });
    return () => controller.abort();
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: result?.data ?? null, error: result?.error ?? null, reload };
}
