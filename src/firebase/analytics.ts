// Analytics (lazy chunk): one `screen_view` per route change and the signed-in user's id.
import type { FirebaseApp } from 'firebase/app';
import { getAnalytics, isSupported, logEvent, setUserId } from 'firebase/analytics';

/** Names this front end's screens in reports, apart from a host's own screens. */
export const SCREEN_CLASS = 'account';

export interface Tracker {
  screenView(path: string): void;
  setUser(sub: string | null): void;
}

/** Null where Analytics cannot run (no cookies or IndexedDB, a browser extension context…). */
export async function loadAnalytics(app: FirebaseApp): Promise<Tracker | null> {
  if (!(await isSupported())) return null;
  const analytics = getAnalytics(app);
  return {
    screenView(path) {
      logEvent(analytics, 'screen_view', {
        firebase_screen: path,
        firebase_screen_class: SCREEN_CLASS,
        screen_name: path,
      });
    },
    setUser(sub) {
      setUserId(analytics, sub);
    },
  };
}
