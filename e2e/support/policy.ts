import { readFileSync } from 'node:fs';
import { NGINX_OUTPUT } from '../../tools/hosts/host-configs';

const root = new URL('../..', import.meta.url).pathname;

/** The sources of directive `name` in the first Content-Security-Policy of `text` (a config file or a header's value). */
function directiveSources(text: string, name: string): string[] {
  const directive = new RegExp(`${name} ([^;"\\n]*)`).exec(text);
  if (!directive) throw new Error(`No ${name} found`);
  return directive[1].trim().split(/\s+/);
}

/** Directive `name` of the policy each config the build writes sends: dist/_headers and the nginx block. */
export function writtenPolicies(name: string): Record<string, string[]> {
  return {
    _headers: directiveSources(readFileSync(`${root}dist/_headers`, 'utf8'), name),
    [NGINX_OUTPUT]: directiveSources(readFileSync(`${root}${NGINX_OUTPUT}`, 'utf8'), name),
  };
}
