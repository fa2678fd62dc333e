import Bowser from 'bowser';

// bowser names a browser it does not know by the user agent's first word, which is whatever the
// client sent: a failed sign-in's user agent is a stranger's text ("Call 555 0100/1.0"). Only
// names from bowser's own lists are shown.
const KNOWN_BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set<string>(Object.values(Bowser.OS_MAP));

/** "Chrome" and "Linux" from a user agent, each null when bowser does not know it. */
export function browserAndSystem(userAgent: string | null): {
  browser: string | null;
  os: string | null;
} {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser = parsed?.browser.name;
  const os = parsed?.os.name;
  return {
    browser: browser && KNOWN_BROWSERS.has(browser) ? browser : null,
    os: os && KNOWN_SYSTEMS.has(os) ? os : null,
  };
}
