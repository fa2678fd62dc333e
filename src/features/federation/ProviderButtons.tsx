import { lazy, Suspense, useEffect } from 'react';
import { useApi } from '../../api/ApiContext';
import { listProviders } from '../../api/federation';
import { useResource } from '../../api/use-resource';
import { useTenantId } from '../../whitelabel/WhitelabelContext';
import type { ListProps } from './ProviderList';

const loadList = () => import(/* webpackChunkName: "federation-buttons" */ './ProviderList');
const ProviderList = lazy(loadList);

/** The tenant's providers, in its order (the default list without a tenant). */
export function useProviders() {
  const api = useApi();
  const tenant = useTenantId();
  return useResource(`providers:${tenant ?? ''}`, (signal) => listProviders(api, tenant, signal));
}

/**
 * The provider buttons of the sign-in and sign-up pages (ProviderList.tsx): nothing while the
 * tenant's list loads, when it cannot (the password form is there) or when it is empty. The
 * list's code is fetched alongside the list, not after it.
 */
export function ProviderButtons(props: Omit<ListProps, 'providers'>) {
  const { data } = useProviders();
  useEffect(() => {
    void loadList().catch(() => undefined);
  }, []);
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProviderList providers={data} {...props} />
    </Suspense>
  );
}
