import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { listProviders, type FederationProvider } from '../../api/federation';
import { useResource, type Resource } from '../../api/use-resource';
import { useTenantId } from '../../whitelabel/WhitelabelContext';
import { loadProviderList, providerListLoaded, providersFromAddress } from './from-address';
import type { ListProps } from './ProviderList';

// Without its code (a network that fails): no buttons, the rest of the page as it is.
const ProviderList = lazy((): Promise<{ default: ComponentType<ListProps> }> =>
  loadProviderList().catch(() => ({ default: () => null })),
);

/**
 * The tenant's providers, in its order (the default list without a tenant); nothing asked while
 * `ask` is false (a parent holds the list already).
 */
export function useProviders(ask = true): Resource<FederationProvider[]> {
  const api = useApi();
  const tenant = useTenantId();
  return useResource(ask ? `providers:${tenant ?? ''}` : null, (signal) =>
    listProviders(api, tenant, signal),
  );
}

/**
 * The tenant's list, and whether its buttons can be shown in their place at once: the list has
 * been answered (or has failed) and, when it has buttons, their code has arrived (or could not).
 * A screen whose content sits below the buttons waits for it (the sign-up page: its links moved
 * 450 px down when the list came after the form, and a press meant for one landed elsewhere),
 * then hands the list to ProviderButtons.
 */
export function useProviderButtons(): { list: Resource<FederationProvider[]>; ready: boolean } {
  const list = useProviders();
  const [code, setCode] = useState(providerListLoaded);
  useEffect(() => {
    if (code) return;
    let live = true;
    void loadProviderList()
      .catch(() => undefined)
      .then(() => {
        if (live) setCode(providerListLoaded());
      });
    return () => {
      live = false;
    };
  }, [code]);
  const ready = !!list.error || (list.data !== null && (list.data.length === 0 || code !== null));
  return { list, ready };
}

/**
 * The provider buttons of the sign-in and sign-up pages (ProviderList.tsx). Until the tenant's
 * list arrives, the list the sign-in address names (from-address.ts: the authority's, shown by
 * the page before it painted), so nothing moves when the app takes over nor when the API answers
 * the same; a different answer replaces it (the screen waits for the list's code then, as the
 * app's start has it already: from-address.ts). Without one: nothing while the list loads, when
 * it cannot (the password form is there) or when it is empty. The list's code is fetched
 * alongside the list, not after it, and rendered at once when it has arrived already.
 */
export function ProviderButtons({
  list,
  ...props
}: Omit<ListProps, 'providers'> & {
  /** The list from `useProviderButtons`, when the screen holds it already. */
  list?: Resource<FederationProvider[]>;
}) {
  const own = useProviders(!list);
  const { data } = list ?? own;
  const { search } = useLocation();
  const [named] = useState(() => providersFromAddress(search));
  // Decided once: the same component all along, so a list shown keeps its state.
  const [code] = useState(providerListLoaded);
  useEffect(() => {
    void loadProviderList().catch(() => undefined);
  }, []);
  const providers = data ?? named;
  if (!providers || providers.length === 0) return null;
  if (code && code !== 'failed') return <code.default providers={providers} {...props} />;
  // The address names the buttons (the page showed them): the screen waits for their code as
  // a whole (the route's own Suspense), rather than showing without them and moving after.
  if (named && !code) return <ProviderList providers={providers} {...props} />;
  return (
    <Suspense fallback={null}>
      <ProviderList providers={providers} {...props} />
    </Suspense>
  );
}
