// Messaging (lazy chunk): a web push token for `register-token-fcm` (docs/architecture.md, "Push tokens").
import type { FirebaseApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseConfig, PushTokenResult } from './types';
import { MESSAGING_SW_SCOPE, messagingOptions, messagingSwUrl } from './sw-config';

/**
 * Support first, so a browser that cannot receive web push is never asked for permission; then
 * permission (a prompt only while undecided); then our service worker; then the FCM token.
 * Rejects when the worker cannot be registered or FCM refuses the token.
 */
export async function requestPushToken(
  app: FirebaseApp,
  config: FirebaseConfig,
): Promise<PushTokenResult> {
  const options = messagingOptions(config.options);
  if (
    options === null ||
    typeof Notification === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !(await isSupported())
  ) {
    return { kind: 'unsupported' };
  }
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return { kind: 'denied' };

  const serviceWorkerRegistration = await navigator.serviceWorker.register(
    messagingSwUrl(options),
    { scope: MESSAGING_SW_SCOPE },
  );
  const token = await getToken(getMessaging(app), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration,
  });
  return { kind: 'token', token };
}
