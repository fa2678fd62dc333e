// Realtime Database (lazy chunk): the tenant's brand, live from `whitelabels/{id}`.
import type { FirebaseApp } from 'firebase/app';
import { forceWebSockets, getDatabase, onValue, ref } from 'firebase/database';
import type { Brand } from '../api/whitelabels';
import { brandSchema, refusedFields } from '../api/whitelabels-answers';
import { WHITELABEL_ID_PATTERN } from '../config/constants';

export const BRANDS_PATH = 'whitelabels';

/**
 * The same validation as the REST brand (fetchBrand), logos on `logoOrigins` included: a record
 * that is absent, malformed, or filed under another tenant's key gives null, so it never reaches
 * the screen.
 */
export function toBrand(
  tenantId: string,
  value: unknown,
  logoOrigins: readonly string[],
): Brand | null {
  if (value === null || value === undefined) return null; // no record (or removed): not an error
  const parsed = brandSchema(logoOrigins).safeParse(value);
  if (!parsed.success) {
    console.warn(`The live brand of ${tenantId} was refused (${refusedFields(parsed.error)})`);
    return null;
  }
  return parsed.data.id === tenantId ? parsed.data : null;
}

/** Calls onBrand on every change of the record; returns the unsubscribe. */
export function subscribeBrand(
  app: FirebaseApp,
  databaseUrl: string,
  tenantId: string,
  logoOrigins: readonly string[],
  onBrand: (brand: Brand | null) => void,
): () => void {
  // Ids outside the white-label pattern could hold path characters (`/`, `.`, `#`, `$`, `[`).
  if (!WHITELABEL_ID_PATTERN.test(tenantId)) {
    onBrand(null);
    return () => {};
  }
  // WebSocket only: the SDK's fallback, long-polling, loads JSONP scripts from the database's
  // host, which the page's CSP does not allow (a host serving JSONP lets any page script run
  // whatever it returns). One setting for the whole SDK, before the first connection.
  forceWebSockets();
  const db = getDatabase(app, databaseUrl);
  return onValue(
    ref(db, `${BRANDS_PATH}/${tenantId}`),
    (snapshot) => onBrand(toBrand(tenantId, snapshot.val(), logoOrigins)),
    // Cancelled by the server (e.g. rules deny the read): no live brand.
    (error) => {
      console.warn(`Live brand for ${tenantId} is unavailable:`, error);
      onBrand(null);
    },
  );
}
