import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext';
import { useResource } from '../api/use-resource';
import { fetchBrand, type Brand } from '../api/whitelabels';
import { browserStorage } from '../lib/storage';
import { useSession, type AccountStatus } from '../session/SessionContext';
import type { Profile } from '../api/users';
import { useConfig } from '../config/ConfigContext';
import { useIntegrations } from '../integrations/IntegrationsContext';
import { useTheme } from '../theme/ThemeContext';
import { captureJoinCode, captureWhitelabel } from './capture';
import { defaultBrand } from './default-brand';

interface WhitelabelState {
  /** `null` while the tenant's brand is loading (so the default never flashes before it). */
  brand: Brand | null;
  /**
   * The tenant whose brand shows: a signed-in user's own; for a visitor, the one chosen with
   * `?whitelabel=` (now or earlier), whether or not its brand loaded.
   */
  tenantId: string | null;
  /** The join code of that tenant's sign-up link (`?join=`), for a sign-up to join it. */
  joinCode: string | null;
}

const WhitelabelContext = createContext<WhitelabelState>({
  brand: defaultBrand,
  tenantId: null,
  joinCode: null,
});

/**
 * Whose brand shows: a signed-in user's own tenant always (their profile's `tenantId`, none
 * included; before the profile, the one their ID token names), never a `?whitelabel=` that any
 * link can carry; the link brands the pages of a visitor only. `undefined` while a link's tenant
 * waits to learn whether someone is signed in (the session or the profile loading), so another
 * tenant's brand never flashes first.
 */
export function brandTenant(
  session: {
    status: AccountStatus;
    profile: Profile | null;
    profileError?: unknown;
    authentication?: { tenantId?: string | null } | null;
  },
  fromLink: string | null,
): string | null | undefined {
  if (session.status === 'anonymous') return fromLink;
  if (session.profile) return session.profile.tenantId ?? null;
  // The ID token's word, from our own authority: the brand's request goes out beside the
  // profile's instead of after it (the account centre's largest paint is the tenant's logo).
  const fromToken = session.status === 'signed-in' ? session.authentication?.tenantId : undefined;
  if (fromToken !== undefined) return fromToken;
  // No link, or signed in with a profile that cannot load: the platform's brand meanwhile.
  if (fromLink === null || (session.status === 'signed-in' && session.profileError)) return null;
  return undefined;
}

export function WhitelabelProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  // Captured once per page load, before the first render that needs it.
  const [captured] = useState(() => {
    if (typeof window === 'undefined') return { tenantId: null, joinCode: null };
    const storage = browserStorage();
    const tenantId = captureWhitelabel(window.location.search, storage);
    return { tenantId, joinCode: captureJoinCode(window.location.search, storage, tenantId) };
  });
  const known = brandTenant(useSession(), captured.tenantId);
  const tenantId = known ?? null;
  const joinCode = tenantId !== null && tenantId === captured.tenantId ? captured.joinCode : null;
  const [live, setLive] = useState<{ id: string; brand: Brand } | null>(null);
  const config = useConfig();
  // Tenant data is foreign input: both sources refuse a brand whose logos are not on these.
  const { logoOrigins } = config;
  // The API's answer; a tenant whose brand cannot load shows the platform's.
  const loaded = useResource(tenantId, (signal, id) => fetchBrand(api, id, logoOrigins, signal));
  // The live record (Realtime Database) wins over the API's answer once it arrives.
  const brand =
    known === undefined
      ? null
      : !tenantId
        ? defaultBrand
        : live?.id === tenantId
          ? live.brand
          : (loaded.data ?? (loaded.error ? defaultBrand : null));

  // With Firebase's Realtime Database configured, the brand follows `whitelabels/{id}` live: a
  // tenant's new logo or colour shows without a reload. A missing or malformed record leaves the
  // API's brand in place.
  const firebase = useIntegrations()?.firebase;
  const liveBrands = !!config.firebase?.databaseUrl;
  useEffect(() => {
    if (!tenantId || !firebase || !liveBrands) return;
    let active = true;
    let stop = () => {};
    firebase().then(
      (services) => {
        if (!active) return;
        stop = services.watchBrand(tenantId, logoOrigins, (found) =>
          setLive(found ? { id: tenantId, brand: found } : null),
        );
      },
      (error: unknown) => console.error('Firebase could not be loaded', error),
    );
    return () => {
      active = false;
      stop();
    };
  }, [firebase, liveBrands, logoOrigins, tenantId]);

  // The logo is asked for as soon as its address is known, not when the screen that shows it
  // renders: a signed-in screen paints after the profile, the gates and its own code, and its
  // largest element (the account centre's header logo) would then wait one more request.
  const { theme } = useTheme();
  const logo = brand ? (theme === 'dark' ? brand.logoDark : brand.logo) : null;
  useEffect(() => {
    if (logo) new Image().src = logo;
  }, [logo]);

  const value = useMemo(() => ({ brand, tenantId, joinCode }), [brand, tenantId, joinCode]);
  return <WhitelabelContext.Provider value={value}>{children}</WhitelabelContext.Provider>;
}

/**
 * A brand that does not follow the tenant: null keeps the logo's space empty. For the sign-in
 * page rendered at build time, before any tenant is known (app/prerender.tsx).
 */
export function FixedBrand({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  const value = useMemo(() => ({ brand, tenantId: null, joinCode: null }), [brand]);
  return <WhitelabelContext.Provider value={value}>{children}</WhitelabelContext.Provider>;
}

export function useBrand(): Brand | null {
  return useContext(WhitelabelContext).brand;
}

export function useTenantId(): string | null {
  return useContext(WhitelabelContext).tenantId;
}

/** The tenant a sign-up asks to join, with its link's join code (the API decides). */
export function useSignUpTenant(): { tenantId: string | null; joinCode: string | null } {
  const { tenantId, joinCode } = useContext(WhitelabelContext);
  return { tenantId, joinCode };
}
