// The messaging service worker, built on its own as `/firebase-messaging-sw.js` (the host kit's
// entry `firebase-messaging-sw`, scripts/host-kit.ts: one file, served from an origin's root). It
// reads the Firebase options from its registration URL's query string (see sw-config.ts).
// getMessaging() must run at the worker's first evaluation: it adds the
// push and notificationclick listeners, which browsers accept only then. With the default
// handling, a message carrying a `notification` payload is shown while no page of ours is in front.
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { parseSwConfig } from './sw-config';

const options = parseSwConfig(self.location.search);
if (options) {
  getMessaging(initializeApp(options));
} else {
  console.error('firebase-messaging-sw: missing or invalid ?config= (Firebase options as JSON)');
}
