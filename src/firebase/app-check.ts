// App Check (lazy chunk). Production: reCAPTCHA v3 attests the page. Development: a debug token
// (registered in the Firebase console) stands in, because reCAPTCHA does not attest localhost.
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';
import type { FirebaseConfig } from './types';

/**
 * The global the SDK reads in initializeAppCheck: a string is the debug token to use, `true` makes
 * it create one, keep it in IndexedDB and print it to the console for registration.
 */
export type DebugTokenGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

// CustomProvider.isEqual compares getToken's source: starting again with the same config finds
// the App Check already there instead of failing with `already-initialized`.
const unusedInDebugMode = () =>
  Promise.reject(new Error('App Check debug mode exchanges the debug token instead'));

/**
 * Whether the page already loads reCAPTCHA (a host that chose it): the provider otherwise
 * inserts Google's script and iframe itself, and our CSP allows neither www.google.com nor
 * www.gstatic.com (docs/deploying.md, "Firebase's hosts"): both serve scripts that run what a
 * page asks them to. Without it, App Check stays off and the calls go without its token.
 */
export function pageLoadsRecaptcha(): boolean {
  return typeof (globalThis as { grecaptcha?: unknown }).grecaptcha === 'object';
}

/** Called once, and only where appCheckApplies (index.ts), before any other part runs. */
export function startAppCheck(
  app: FirebaseApp,
  config: FirebaseConfig,
  development: boolean,
): void {
  if (development) {
    (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN =
      config.appCheckDebugToken ?? true;
    initializeAppCheck(app, {
      // In debug mode the SDK exchanges the debug token and never asks the provider; it still
      // calls the provider's initialize, which for reCAPTCHA would load Google's script for
      // nothing. This provider loads nothing.
      provider: new CustomProvider({ getToken: unusedInDebugMode }),
      isTokenAutoRefreshEnabled: true,
    });
  } else if (config.appCheckSiteKey && pageLoadsRecaptcha()) {
    initializeAppCheck(app, {
      provider: new ReCaptchaV3Provider(config.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
}
