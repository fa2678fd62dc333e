import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext';
import { fetchBrand, type Brand } from '../api/whitelabels';
import { browserStorage } from '../lib/storage';
import { useSession } from '../auth/SessionContext';
import { captureWhitelabel } from './capture';
import { defaultBrand } from './default-brand';

interface WhitelabelState {
  /** `null` while the tenant's brand is loading (so the default never flashes before it). */
  brand: Brand | null;
  /** The tenant chosen with `?whitelabel=` (now or earlier), whether or not its brand loaded. */
  tenantId: string | null;
}

const WhitelabelContext = createContext<WhitelabelState>({ brand: defaultBrand, tenantId: null });

export function WhitelabelProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  // Captured once per page load, before the first render that needs it.
  const [captured] = useState(() =>
    typeof window === 'undefined'
      ? null
      : captureWhitelabel(window.location.search, browserStorage()),
  );
  // No `?whitelabel` on this or an earlier load: a signed-in user's own tenant brands the pages.
  const profileTenant = useSession().profile?.tenantId ?? null;
  const tenantId = captured ?? profileTenant;
  const [loaded, setLoaded] = useState<{ id: string; brand: Brand } | null>(null);
  const brand = !tenantId ? defaultBrand : loaded?.id === tenantId ? loaded.brand : null;

  useEffect(() => {
    if (!tenantId) return;
    const controller = new AbortController();
    fetchBrand(api, tenantId, controller.signal).then(
      (found) => setLoaded({ id: tenantId, brand: found }),
      () => {
        if (!controller.signal.aborted) setLoaded({ id: tenantId, brand: defaultBrand });
      },
    );
    return () => controller.abort();
  }, [api, tenantId]);

  const value = useMemo(() => ({ brand, tenantId }), [brand, tenantId]);
  return <WhitelabelContext.Provider value={value}>{children}</WhitelabelContext.Provider>;
}

export function useBrand(): Brand | null {
  return useContext(WhitelabelContext).brand;
}

export function useTenantId(): string | null {
  return useContext(WhitelabelContext).tenantId;
}
