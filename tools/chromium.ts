import { existsSync } from 'node:fs';

/** The Chromium the browser tests and the benchmark drive: CHROME_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
