/**
 * Makes sure a Chromium exists for the e2e tests. Uses Debian's `chromium` package, never a test
 * tool's own browser download (which cannot work on a closed network).
 */
import { execSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium.ts';

function canInstall(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

if (hasChromium()) {
  process.exit(0);
}

if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
  process.exit(1);
}

if (canInstall()) {
  console.log('Chromium not found: installing Debian’s chromium package (about 30 s)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (hasChromium()) process.exit(0);
}

console.error(
  [
    `No Chromium at ${chromiumPath()}. The browser tests need one. Either:`,
    '  - on Debian/Ubuntu: sudo apt-get install -y chromium',
    '  - or point CHROME_PATH at an installed Chrome or Chromium binary.',
  ].join('\n'),
);
process.exit(1);
