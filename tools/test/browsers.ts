import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Where the browser tests find their browsers (and the nginx they serve the build with): Debian's packages, or the *_PATH variables. Playwright's own
 * browser downloads cannot be fetched on a closed network, so Firefox ESR and WebKitGTK are driven by
 * e2e/engines/ and Chromium by Playwright, all three from here.
 */

/** The Chromium the benchmarks drive, the browser people run: CHROME_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * The Chromium the Playwright suite drives: CHROME_PATH, else Debian's chromium-headless-shell, the same Chromium
 * release (engine, V8, network stack) without the full browser's window and profile layers. It is what Playwright
 * runs for headless tests by default, and it took a third less CPU than the full browser's headless mode over
 * the same specs on the 2-core CI machine.
 */
export function testChromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** MiniBrowser, the WebKitGTK test browser; Debian's webkit2gtk-driver puts it beside the web process. */
export function miniBrowserPath(): string | undefined {
  for (const arch of readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu'))) {
    for (const version of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = join('/usr/lib', arch, version, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export function nginxPath(): string | undefined {
  return commandPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
}

/** Where the shell finds `command` on the PATH, or undefined when it finds none. */
export const commandPath = (command: string) => firstLine('sh', ['-c', `command -v ${command}`]) || undefined;

function firstLine(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')[0]
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * The versions of the three browsers the tests drive, as their packages report them ("not installed" when
 * absent), so a failure can be matched to a browser release. WebKitWebDriver has no version flag on
 * Debian (it prints its usage), so WebKitGTK's is its package's.
 */
export function browserVersions(): Record<'Chromium' | 'Firefox ESR' | 'WebKitGTK', string> {
  const missing = 'not installed';
  const webkitPackage = firstLine('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver']);
  return {
    Chromium: (existsSync(testChromiumPath()) && firstLine(testChromiumPath(), ['--version'])) || missing,
    'Firefox ESR': (existsSync(FIREFOX_PATH) && firstLine(FIREFOX_PATH, ['--version'])) || missing,
    WebKitGTK: webkitPackage ? `webkit2gtk-driver ${webkitPackage}` : missing,
  };
}

/** One line naming each browser's version, printed where the browser tests start. */
export function browserVersionsLine(): string {
  return `browsers: ${Object.entries(browserVersions())
    .map(([name, version]) => `${name}: ${version}`)
    .join(' · ')}`;
}
