/**
 * Reads a _headers file the way Cloudflare Pages applies it: every rule whose URL pattern matches the
 * path contributes its headers, and a header that several rules set is sent once with their values
 * joined. A splat (*) matches anything, slashes included; a :placeholder matches one path segment. (No
 * value of the site's names a placeholder, so none is filled in.)
 */
import { escapeRegExp } from '../../tools/hosts/security-headers';
interface Rule {
  pattern: RegExp;
  headers: Array<[name: string, value: string]>;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`A header before any URL pattern: ${line}`);
    const colon = line.indexOf(':');
    rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every value each header gets for path, by lower-case name: more than one means Pages joins them. */
export function headersForPath(rules: Rule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
    for (const [name, value] of rule.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}
