import { useApi } from '../../api/ApiContext';
import { listLinkedIdentities } from '../../api/linked-identities';
import { useResource } from '../../api/use-resource';

/**
 * The user's linked sign-in methods and the tenant's providers not linked yet, as the API has
 * them; `reload` after a change.
 */
export function useLinkedIdentities() {
  const api = useApi();
  const { data, error, reload } = useResource('linked-identities', (signal) =>
    listLinkedIdentities(api, signal),
  );
  return { identities: data?.identities, available: data?.available, error, reload };
}
