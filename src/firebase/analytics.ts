// Analytics (lazy chunk): one `screen_view` per route change and the signed-in user's id.
import type { FirebaseApp } from 'firebase/app';
import { initializeAnalytics, isSupported, logEvent, setUserId } from 'firebase/analytics';
import { redactUrl } from '../lib/redact';

/** Names this front end's screens in reports, apart from a host's own screens. */
export const SCREEN_CLASS = 'account';

export interface Tracker {
  screenView(path: string): void;
  setUser(sub: string | null): void;
}

/** Where Firebase Analytics loads gtag.js from (firebase/analytics' GTAG_URL). */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Whether the page already loads gtag.js (a host that chose Google's tag): Firebase Analytics
 * otherwise inserts it itself, and our CSP allows no tag-manager host (docs/deploying.md,
 * "Firebase's hosts"): a script-src with it runs any tag-manager container's scripts.
 */
export function pageLoadsGtag(): boolean {
  return [...document.scripts].some((script) => script.src.startsWith(GTAG_URL));
}

/**
 * Null where Analytics cannot run: a page that does not load gtag.js itself (the standalone
 * app never does), no cookies or IndexedDB, a browser extension context…
 */
export async function loadAnalytics(app: FirebaseApp): Promise<Tracker | null> {
  if (!pageLoadsGtag() || !(await isSupported())) return null;
  // No automatic page_view, and never the raw address: our URLs carry single-use tokens
  // (confirmation, reset, push links), which must not reach Google (see redactUrl).
  const analytics = initializeAnalytics(app, {
    config: { send_page_view: false, page_location: redactUrl(window.location.href) },
  });
  return {
    screenView(path) {
      logEvent(analytics, 'screen_view', {
        firebase_screen: path,
        firebase_screen_class: SCREEN_CLASS,
        screen_name: path,
        page_location: redactUrl(`${window.location.origin}${path}`),
      });
    },
    setUser(sub) {
      setUserId(analytics, sub);
    },
  };
}
