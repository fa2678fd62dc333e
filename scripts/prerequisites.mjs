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
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt run (a second checkout's tests, the machine's own updates) rather than
  // failing at once on its lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length > 0) {
    console.error(`Still missing after the install: ${still.map((t) => t.path).join(', ')}`);
    process.exit(1);
  }
}
