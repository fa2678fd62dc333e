import { defineConfig } from '@playwright/test';
import { headlessShell } from './tests/e2e/chromium';
import type { AccountOptions } from './tests/e2e/fixtures';

// Production builds (`npm run build`) served the way a deployment serves them, plus the real
// dev API on a throwaway database. Ports are the product's; stop `npm start` before running.
const api = 'http://localhost:4000';
const e2eDb = 'test-results/e2e-api.sqlite';
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export default defineConfig<AccountOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Every test is independent (its own context, and its own account wherever it changes one:
  // tests/e2e/pages.ts, confirmedAccount), so the tests of one file spread over all workers too
  // and the longest files no longer finish alone at the end.
  fullyParallel: true,
  // Three workers on two cores: two leave a quarter of the CPU idle (76% busy against 88%)
  // while a test waits on a server or a timer, and the suite takes 8 to 9 minutes instead of 11.
  // Three once lost presses to layout shifts (fixed in the layout: docs/architecture.md, "Nothing
  // moves after the first paint"); the whole suite then passed on three with five other jobs
  // loading the machine (load average 15).
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // Three workers, Chromium and the servers share two cores: allow for a loaded machine.
  // Screenshots (tests/e2e/visual.spec.ts) may differ by anti-aliasing at the edges of glyphs:
  // a pixel counts only past 20% colour difference, and 0.2% of the pixels may differ; a moved
  // or restyled element changes far more.
  expect: { timeout: 10_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.002 } },
  // The visual baselines, one file per screenshot and no platform suffix: the suite runs on this
  // project's Debian machine and its fonts (docs/account-centre.md, "Visual regression").
  snapshotPathTemplate: 'tests/e2e/baselines/{arg}{ext}',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    launchOptions: headlessShell,
    userAgent,
    // A failed test keeps its trace (every action with its timing and log, the sources) and a
    // screenshot of the page as it failed. Not the trace's screencast and DOM snapshots (the
    // network is recorded with the snapshots): recorded for every test and thrown away when it
    // passes, they cost a third of the suite's CPU (measured on the keyboard and two-step specs:
    // 19.5 s against 13 s), and CPU is what the suite waits for on two cores. To see a failure's
    // network and DOM, run it again with `snapshots: true`.
    // Under CI no trace at all: a clean clone's test-results/ goes with it, and the failure's
    // error, call log and screenshot path are in the log; recording the actions of every test
    // cost 14% of the test runner's CPU (measured on the keyboard, two-step, privacy and centre
    // specs: 17.3 s against 20.1 s).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    apiUrl: api,
  },
  projects: [
    {
      name: 'standalone',
      use: { baseURL: 'http://localhost:3001', accountBase: '' },
    },
    // What runs inside the host: every test whose path crosses something the host provides (its
    // page and styles, its router and base path, the federation runtime loading our code, the
    // `AuthProvider` it mounts: sign-in, callback, renewal, sign-out, the session across tabs;
    // its config, its header), and the accessibility sweep, which shows every screen of every
    // journey inside the host. A test tagged `hostIndependent` (./tests/e2e/fixtures.ts) runs
    // once, standalone: its subject lies wholly in our screens, the authority and the API, and
    // the host would only repeat it (README, "What runs inside the host").
    {
      name: 'hosted',
      grepInvert: /@host-independent/,
      use: { baseURL: 'http://localhost:3000', accountBase: '/account' },
    },
    // The same account routes in hosts built with Rspack and Vite (hosts/), which load the
    // remote's default container: the sign-in journeys only, to keep the suite's time.
    {
      name: 'rspack-host',
      testMatch: 'sign-in.spec.ts',
      use: { baseURL: 'http://localhost:3002', accountBase: '/account' },
    },
    {
      name: 'vite-host',
      testMatch: 'sign-in.spec.ts',
      use: { baseURL: 'http://localhost:3003', accountBase: '/account' },
    },
  ],
  webServer: [
    {
      command: `tsx dev-api/src/server/reset.ts && tsx dev-api/src/server/main.ts`,
      // Tokens live 630 s: the client renews 30 s after sign-in, inside a test's time. One trusted
      // proxy hop: accounts the tests sign up through the API each come from an address of their
      // own (tests/e2e/pages.ts, confirmedAccount); the browser's requests carry no such header.
      // New passwords are hashed at the API tests' scrypt cost (dev-api/src/passwords.ts): the
      // suite signs up hundreds of accounts, and the hash's cost is not what it tests.
      env: {
        DEV_API_DB: e2eDb,
        API_PORT: '4000',
        ACCESS_TOKEN_TTL: '630',
        TRUSTED_PROXIES: '1',
        DEV_API_TEST_SCRYPT_LOG_N: '10',
        // The whole suite signs in from 127.0.0.1, wrong passwords included: one address's
        // limit would stop the tests that come after (dev-api/src/platform/throttle.ts).
        DEV_API_TEST_LOGIN_ADDRESS_MAX: '1000',
      },
      url: `${api}/whitelabels/acme?app=account`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The builds through the deployment's nginx configuration (deploy/, `npm run preview`):
    // its headers, CSP, cache rules and rendered config.json are what the journeys run against.
    {
      command: 'node scripts/preview.mjs --no-api --only account',
      env: { ACCOUNT_PORT: '3001', HOST_PORT: '3000', API_PORT: '4000' },
      url: 'http://localhost:3001/mf-manifest.json',
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/preview.mjs --no-api --only host-demo',
      env: { ACCOUNT_PORT: '3001', HOST_PORT: '3000', API_PORT: '4000' },
      url: 'http://localhost:3000/config.json',
      reuseExistingServer: false,
    },
    ...(['rspack-host', 'vite-host'] as const).map((name, i) => ({
      command: `node scripts/preview.mjs --no-api --only ${name}`,
      env: {
        ACCOUNT_PORT: '3001',
        RSPACK_HOST_PORT: '3002',
        VITE_HOST_PORT: '3003',
        API_PORT: '4000',
      },
      url: `http://localhost:${3002 + i}/config.json`,
      reuseExistingServer: false,
    })),
  ],
});
