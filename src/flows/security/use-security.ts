import { useApi } from '../../api/ApiContext';
import { getTwoStep, listTrustedDevices } from '../../api/security';
import { useResource } from '../../api/use-resource';

/** The security settings as the API has them; `reload` after a change. */
export function useSecurity() {
  const api = useApi();
  return useResource('security', async (signal) => {
    const [twoStep, devices] = await Promise.all([
      getTwoStep(api, signal),
      listTrustedDevices(api, signal),
    ]);
    return { twoStep, devices };
  });
}
