import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, node_modules left out, whose name matches `name`: paths joined onto `dir`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}
