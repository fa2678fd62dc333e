import { TAB_TENANT_STORAGE_KEY, WHITELABEL_ID_PATTERN } from '../config/constants';
import { readItem, writeItem } from '../lib/storage';

/**
 * The tenant of the user signed in on this tab, remembered beside the tab's session: on a reload,
 * its brand is asked for while the profile loads, instead of after it. A hint for what to load
 * first, never for what shows: the brand shown is still the profile's tenant's (brandTenant).
 */
export function rememberTabTenant(
  storage: Storage | undefined,
  sub: string,
  tenantId: string | null,
): void {
  writeItem(storage, TAB_TENANT_STORAGE_KEY, tenantId ? JSON.stringify({ sub, tenantId }) : null);
}

export function forgetTabTenant(storage: Storage | undefined): void {
  writeItem(storage, TAB_TENANT_STORAGE_KEY, null);
}

/** The tenant remembered for `sub` on this tab, or null (none, another user's, or malformed). */
export function tabTenant(storage: Storage | undefined, sub: string): string | null {
  const raw = readItem(storage, TAB_TENANT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as { sub?: unknown; tenantId?: unknown };
    return kept.sub === sub &&
      typeof kept.tenantId === 'string' &&
      WHITELABEL_ID_PATTERN.test(kept.tenantId)
      ? kept.tenantId
      : null;
  } catch {
    return null;
  }
}
