import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext';
import { fetchBrand, type Brand } from '../api/whitelabels';
import { browserStorage } from '../lib/storage';
import { captureWhitelabel } from './capture';
import { defaultBrand } from './default-brand';

/** `null` while the tenant's brand is loading (so the default never flashes before it). */
const WhitelabelContext = createContext<Brand | null>(defaultBrand);

export function WhitelabelProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  // Captured once per page load, before the first render that needs it.
  const [tenantId] = useState(() =>
    typeof window === 'undefined'
      ? null
      : captureWhitelabel(window.location.search, browserStorage()),
  );
  const [brand, setBrand] = useState<Brand | null>(tenantId ? null : defaultBrand);

  useEffect(() => {
    if (!tenantId) return;
    const controller = new AbortController();
    fetchBrand(api, tenantId, controller.signal).then(setBrand, () => {
      if (!controller.signal.aborted) setBrand(defaultBrand);
    });
    return () => controller.abort();
  }, [api, tenantId]);

  return <WhitelabelContext.Provider value={brand}>{children}</WhitelabelContext.Provider>;
}

export function useBrand(): Brand | null {
  return useContext(WhitelabelContext);
}
