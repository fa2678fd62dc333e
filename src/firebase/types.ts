// The Firebase adapter's types, apart from its entry so its lazy parts (App Check, Messaging)
// can name them without importing the entry back (no import cycle).
import type { Brand } from '../api/whitelabels';
import type { AccountConfig } from '../config/config';

export type FirebaseConfig = NonNullable<AccountConfig['firebase']>;

export type PushTokenResult =
  { kind: 'token'; token: string } | { kind: 'denied' } | { kind: 'unsupported' };

export interface FirebaseServices {
  /** Analytics screen_view (screen_name/firebase_screen = path). Loads analytics on first use; no-op where isSupported() is false. */
  screenView(path: string): void;
  /** setUserId(sub) or null on sign-out. */
  setUser(sub: string | null): void;
  /** Live brand from Realtime Database `whitelabels/{tenantId}`; calls onBrand with a validated Brand (logos on `logoOrigins`), or null when absent/invalid; returns unsubscribe. No-op returning a no-op if no databaseUrl. */
  watchBrand(
    tenantId: string,
    logoOrigins: readonly string[],
    onBrand: (brand: Brand | null) => void,
  ): () => void;
  /** Web push: checks support (messaging isSupported, Notification, serviceWorker), asks permission, registers the service worker, returns the FCM token. */
  getPushToken(): Promise<PushTokenResult>;
}
