// In-app browsers (the webviews of social and chat apps) where a provider refuses to sign in:
// Google answers `disallowed_useragent` there (its "Use secure browsers" policy). Told by the
// user agent only: no script can ask a page whether it runs in a webview.

/**
 * The in-app browsers we recognise: Android's WebView marks itself `; wv)`; the apps' own
 * tokens (Facebook, Instagram, LinkedIn, X, TikTok, Snapchat, LINE, WeChat, Pinterest); on
 * iOS, a WebKit view without Safari's token (Safari, Chrome, Firefox and Edge all carry it).
 */
const EMBEDDED = [
  /; wv\)/,
  /\bFBA[NV]\/|\bFB_IAB\//,
  /\bInstagram\b/,
  /\bLinkedInApp\b/,
  /\bTwitter(?:Android)?\b/,
  /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/,
  /\bSnapchat\b/,
  /\bLine\//,
  /\bMicroMessenger\//,
  /\bPinterest\b/,
];
const IOS_WEBKIT = /\b(?:iPhone|iPad|iPod)\b.*\bAppleWebKit\//;
const SAFARI_TOKEN = /\bSafari\//;

export function isEmbeddedBrowser(userAgent: string): boolean {
  if (EMBEDDED.some((pattern) => pattern.test(userAgent))) return true;
  return IOS_WEBKIT.test(userAgent) && !SAFARI_TOKEN.test(userAgent);
}

/**
 * The providers that refuse an embedded browser: their buttons are not offered there (a
 * provider's error page would be all the user got), and the notice says to open the page in the
 * browser. Google only, by its published policy; Apple, Microsoft, GitHub and other OpenID
 * Connect providers sign in inside a webview (without the browser's saved sessions).
 */
export const REFUSES_EMBEDDED: ReadonlySet<string> = new Set(['google']);

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/.test(userAgent);
}

/**
 * An address that Android hands to the user's browser from inside a webview (an intent: the
 * system's default browser opens `url`). iOS has no such address: the page offers to copy it.
 */
export function androidBrowserIntent(url: string): string {
  const { protocol, host, pathname, search } = new URL(url);
  return `intent://${host}${pathname}${search}#Intent;scheme=${protocol.replace(':', '')};end`;
}
