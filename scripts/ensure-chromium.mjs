// The browser tests drive Debian's Chromium. Install it when it is missing and we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's chromium package as root:\n` +
        '  apt-get update && apt-get install -y chromium\n' +
        '(Playwright must not download its own browser here.)',
    );
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
