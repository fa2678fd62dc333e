// The machine tools the tests need beyond Node and npm, checked in the first seconds of
// `npm test` (and before the browser tests and screenshots run alone): Debian's Chromium for the
// browser tests, Firefox ESR and WebKitGTK (its WebDriver and MiniBrowser, on a virtual X display)
// for the same journeys in the other engines (tests/browsers/), and Debian's nginx with its
// brotli module, which serves the production builds as a deployment does (the preview, the
// deployment tests and every browser test).
//
// As root with apt-get (a fresh CI machine, a container) the missing packages are installed;
// otherwise the run stops at once naming each missing piece and the command that installs it,
// rather than failing a quarter of an hour later. No test skips for a missing tool.
// With `--check` it only answers whether the tests can have their tools (present, or installable
// here) and installs nothing: `npm test` asks that first, then installs in its build lane while
// the static checks, Jest and the dev API tests, which need none of these, run beside it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Taken around every apt run of the tests (also by scripts/test-image.sh). */
const APT_LOCK = '/run/lock/account-apt.lock';

const needed = [
  { path: '/usr/bin/chromium', pkg: 'chromium', why: 'the analytics browser tests, the bench' },
  {
    path: '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    why: 'the browser tests (tests/e2e/chromium.ts)',
  },
  { path: '/usr/bin/firefox-esr', pkg: 'firefox-esr', why: 'the Firefox journeys' },
  { path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver', why: 'the WebKit journeys' },
  {
    // The browser WebKitWebDriver starts; it ships with the engine, not with the driver.
    path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    pkg: 'libwebkit2gtk-4.1-0',
    why: 'the WebKit journeys',
  },
  {
    path: '/usr/bin/Xvfb',
    pkg: 'xvfb',
    why: "WebKit's display (MiniBrowser has no headless mode)",
  },
  { path: '/usr/sbin/nginx', pkg: 'nginx-light', why: 'serving the builds as deployed' },
  {
    path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    pkg: 'libnginx-mod-http-brotli-static',
    why: "nginx's brotli files",
  },
];

const missing = needed.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg);
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error('The tests need these Debian packages, which are missing:');
    for (const tool of missing) console.error(`  ${tool.pkg} (${tool.path}, for ${tool.why})`);
    console.error(
      `Install them as root:\n  apt-get update && apt-get install -y ${packages.join(' ')}`,
    );
    console.error('(Playwright must not download a browser of its own.)');
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log(`Missing, to be installed from Debian: ${packages.join(', ')}`);
    process.exit(0);
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt run rather than failing at once on its lock: the machine's own updates
  // (apt's lock, which `apt-get install` waits for with DPkg::Lock::Timeout and `apt-get update`
  // does not), and the image test's install, which .ci/run starts beside `npm test`
  // (scripts/test-image.sh takes the same lock file).
  const apt = (...args) =>
    execFileSync(
      'flock',
      ['--wait', '900', APT_LOCK, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args],
      { stdio: 'inherit', env },
    );
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...packages);
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length > 0) {
    console.error(`Still missing after the install: ${still.map((t) => t.path).join(', ')}`);
    process.exit(1);
  }
}
