import {
  QUERY_WHITELABEL,
  WHITELABEL_ID_PATTERN,
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
