import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Where the browser tests find their browsers (and the nginx they serve the build with): Debian's packages, or the *_PATH variables. Playwright's own
 * browser downloads cannot be fetched on a closed network, so Firefox ESR and WebKitGTK are driven by
 * e2e/engines/ and Chromium by Playwright, all three from here.
 */

/** The Chromium the browser tests and the benchmark drive: CHROME_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
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
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
  }
}
