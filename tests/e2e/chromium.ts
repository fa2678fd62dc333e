import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium, in two builds of the same version (the `chromium` and
// `chromium-headless-shell` packages): the same engine (Blink, V8, Skia, the network stack),
// with and without the desktop browser around it.

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A user's browser, not an automated one: analytics libraries drop events from browsers that
  // announce automation (navigator.webdriver, "HeadlessChrome"), as they should in production.
  '--disable-blink-features=AutomationControlled',
];

/**
 * The suite's browser: Chromium's headless shell, which renders and runs pages as the browser
 * does without the desktop browser's own processes and services. The same tests cost about a
 * third less CPU in it (measured: 46 s instead of 67 s for the keyboard and two-step specs), and
 * CPU is what the suite waits for on two cores.
 */
export const headlessShell: LaunchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: flags,
};

/**
 * The full browser, for tests of what PostHog sends: posthog-js rightly drops every event of a
 * browser whose client hints (`navigator.userAgentData.brands`) name "HeadlessChrome", as the
 * headless shell's do; the full browser's name Chromium only. `test.use({ launchOptions:
 * fullChromium })` where a test reads back the events.
 */
export const fullChromium: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: flags,
};
