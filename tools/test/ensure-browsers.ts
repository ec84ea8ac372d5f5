/**
 * Makes sure the browsers a test command needs are installed, from Debian's packages only — never a
 * test tool's own browser download, which cannot work on a closed network. nginx too: the Playwright
 * suite serves the build with the generated nginx block (e2e/nginx/).
 *   tsx tools/test/ensure-browsers.ts chromium nginx      (the Playwright suite)
 *   tsx tools/test/ensure-browsers.ts firefox webkit      (npm run test:browsers)
 *   tsx tools/test/ensure-browsers.ts java                (npm run test:html: the Nu HTML Checker runs on Java)
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { commandPath, FIREFOX_PATH, miniBrowserPath, nginxPath, testChromiumPath } from './browsers.ts';

const onPath = (command: string) => commandPath(command) !== undefined;

type Need = { present: () => boolean; packages: string[]; what: string; override?: string };
const NEEDS: Record<string, Need> = {
  chromium: {
    present: () => existsSync(testChromiumPath()),
    packages: ['chromium-headless-shell'],
    what: `Chromium's headless shell at ${testChromiumPath()}`,
    override: 'CHROME_PATH',
  },
  firefox: {
    present: () => existsSync(FIREFOX_PATH),
    packages: ['firefox-esr'],
    what: `Firefox ESR at ${FIREFOX_PATH}`,
    override: 'FIREFOX_PATH',
  },
  nginx: {
    present: () => nginxPath() !== undefined,
    packages: ['nginx-light'],
    what: 'nginx',
  },
  webkit: {
    present: () => onPath('WebKitWebDriver') && miniBrowserPath() !== undefined && onPath('xvfb-run'),
    packages: ['webkit2gtk-driver', 'xvfb'],
    what: 'WebKitWebDriver, MiniBrowser and xvfb-run',
  },
  java: {
    present: () => Boolean(process.env.JAVA) || onPath('java'),
    packages: ['default-jre-headless'],
    what: 'a Java runtime (java)',
    override: 'JAVA',
  },
};

const wanted = process.argv.slice(2).map((name) => {
  const need = NEEDS[name];
  if (!need) throw new Error(`unknown need '${name}' (known: ${Object.keys(NEEDS).join(', ')})`);
  return need;
});
const missing = wanted.filter((need) => !need.present());
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((need) => need.packages);
const canInstall = onPath('apt-get') && process.getuid?.() === 0;
if (canInstall) {
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
}

const stillMissing = missing.filter((need) => !need.present());
if (stillMissing.length === 0) process.exit(0);
console.error(
  [
    'The tests need:',
    ...stillMissing.map((need) => `  - ${need.what}${need.override ? ` (or set ${need.override})` : ''}`),
    `On Debian/Ubuntu: sudo apt-get install -y ${stillMissing.flatMap((need) => need.packages).join(' ')}`,
  ].join('\n'),
);
process.exit(1);
