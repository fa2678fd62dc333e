import {
  JOIN_CODE_PATTERN,
  QUERY_JOIN,
  QUERY_WHITELABEL,
  WHITELABEL_ID_PATTERN,
  WHITELABEL_JOIN_STORAGE_KEY,
  WHITELABEL_STORAGE_KEY,
} from '../config/constants';
import { readItem, writeItem } from '../lib/storage';

/**
 * On every page load: a valid `?whitelabel=` is remembered under `whitelabelId`, so the tenant's
 * brand follows the user through the flow. Invalid values are ignored, never stored.
 * Returns the tenant id in effect (new or previously stored), or null.
 */
export function captureWhitelabel(search: string, storage: Storage | undefined): string | null {
  const fromQuery = new URLSearchParams(search).get(QUERY_WHITELABEL);
  if (fromQuery !== null && WHITELABEL_ID_PATTERN.test(fromQuery)) {
    writeItem(storage, WHITELABEL_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const stored = readItem(storage, WHITELABEL_STORAGE_KEY);
  return stored !== null && WHITELABEL_ID_PATTERN.test(stored) ? stored : null;
}

/**
 * The join code of a tenant's own sign-up link (`?whitelabel=acme&join=…`), remembered with the
 * tenant it came with: a later `?whitelabel=` link of any tenant replaces or drops it, so a
 * code never travels to another tenant's sign-up. Returns the code for `tenantId`, or null.
 */
export function captureJoinCode(
  search: string,
  storage: Storage | undefined,
  tenantId: string | null,
): string | null {
  const query = new URLSearchParams(search);
  const tenant = query.get(QUERY_WHITELABEL);
  if (tenant !== null && WHITELABEL_ID_PATTERN.test(tenant)) {
    const code = query.get(QUERY_JOIN);
    const valid = code !== null && JOIN_CODE_PATTERN.test(code);
    writeItem(storage, WHITELABEL_JOIN_STORAGE_KEY, valid ? `${tenant}:${code}` : null);
  }
  const stored = readItem(storage, WHITELABEL_JOIN_STORAGE_KEY);
  const separator = stored?.indexOf(':') ?? -1;
  if (!stored || separator < 0 || !tenantId) return null;
  const code = stored.slice(separator + 1);
  return stored.slice(0, separator) === tenantId && JOIN_CODE_PATTERN.test(code) ? code : null;
}
