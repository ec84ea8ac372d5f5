// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  netlifyHeadersFile,
  securityHeaders,
  inlineStyleHashes,
  vercelConfig,
} from '../tools/security-headers';
import { NGINX_EXAMPLE, nginxExample } from '../tools/nginx-example';
import { nginxServerBlock } from '../tools/nginx-config';
import { createHash } from 'node:crypto';
import { PLAYER_HOSTS } from '@/config/site';
import { headersForPath, parseHeadersFile } from './support/headersFile';

/** A stand-in for the hash of the stylesheet a build inlines into its pages. */
const PAGE_STYLE = "'sha256-aW5saW5lIHN0eWxlc2hlZXQgc3RhbmQtaW4gZm9yIHRlc3Q='";
const pageStyles = [PAGE_STYLE];

describe('security headers', () => {
  it('a strict CSP: no inline or eval script, only the player hosts framed, nothing frames us', () => {
    const csp = contentSecurityPolicy({ pageStyles });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src'][0]).toBe("'self'");
    // Only the pages' inline stylesheet and sonner's fixed one (and its empty first state), by hash.
    expect(directives['style-src'].slice(1)).toEqual([
      PAGE_STYLE,
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]{44}'$/),
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['font-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual([...PLAYER_HOSTS]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Trusted Types for every DOM-XSS sink, and no policy may be created (none is needed).
    expect(directives['require-trusted-types-for']).toEqual(["'script'"]);
    expect(directives['trusted-types']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('connect-src adds the forms API origin when it is another host', () => {
    expect(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1', pageStyles })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });

  it('inlineStyleHashes: the CSP source of each <style> element of a page, its text hashed exactly as written', () => {
    const css = 'body{color:red}\n@property --a{syntax:"<length>";inherits:false}';
    const page = `<head><style>${css}</style><meta name="x"></head><body><style></style><style>${css}</style></body>`;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    // Each distinct text once, in page order.
    expect(inlineStyleHashes(page)).toEqual([hash(css), hash('')]);
    expect(inlineStyleHashes('<head><link rel="stylesheet" href="/a.css"></head>')).toEqual([]);
  });

  it('sends the rest of the hardening headers', () => {
    expect(securityHeaders({ pageStyles })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(securityHeaders({ pageStyles })['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/about')).toBe('public, max-age=0, must-revalidate');
  });

  it('every host config carries the same policy, for the API it is given', () => {
    for (const apiBaseUrl of [undefined, 'https://api.example.test/v1']) {
      const csp = contentSecurityPolicy({ apiBaseUrl, pageStyles });
      expect(netlifyHeadersFile({ apiBaseUrl, pageStyles, folders: [] })).toContain(`Content-Security-Policy: ${csp}`);
      expect(vercelConfig({ apiBaseUrl, pageStyles }).headers[0].headers).toContainEqual({
        key: 'Content-Security-Policy',
        value: csp,
      });
      const nginx = nginxServerBlock({ apiBaseUrl, pageStyles, siteUrl: 'https://www.example.test' });
      // Once, at the server level: no location has an add_header that would drop it (e2e/nginx/ serves it).
      expect(nginx.split(`add_header Content-Security-Policy "${csp}" always;`)).toHaveLength(2);
      expect(nginx).toContain('server_name www.example.test;');
    }
  });

  it('_headers, joined as Cloudflare Pages joins matching rules, gives every path one Cache-Control and each security header once', () => {
    const rules = parseHeadersFile(netlifyHeadersFile({ pageStyles, folders: ['assets', 'images', 'resources'] }));
    const paths = [
      '/',
      '/about',
      '/favicon.svg',
      '/no-such-page',
      '/assets/index-abc123.js',
      '/assets/inter-abc123.woff2',
      '/images/articles/chart.svg',
      '/resources',
      '/resources/an-article',
      '/resources/page-data/1.json',
    ];
    for (const path of paths) {
      const headers = headersForPath(rules, path);
      expect(headers.get('cache-control'), path).toEqual([cacheControlFor(path)]);
      for (const [name, value] of Object.entries(securityHeaders({ pageStyles }))) {
        expect(headers.get(name.toLowerCase()), `${name} on ${path}`).toEqual([value]);
      }
    }
  });

  it('Vercel serves clean URLs from dist/ and caches only hashed assets for long', () => {
    const config = vercelConfig({ pageStyles });
    expect(config).toMatchObject({ buildCommand: 'npm run build', outputDirectory: 'dist', cleanUrls: true });
    expect(config.headers.slice(1)).toEqual([
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Everything but /assets/: one Cache-Control per path, whichever way Vercel merges matching rules.
      { source: '/((?!assets/).*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] },
    ]);
    expect(config.headers[0].headers.map(({ key }) => key)).not.toContain('Cache-Control');
  });

  it('docs/deploy/nginx.conf is the example for its stand-in inputs (npx tsx tools/nginx-example.ts rewrites it)', () => {
    expect(readFileSync(NGINX_EXAMPLE, 'utf8')).toBe(nginxExample());
    expect(nginxExample()).toContain("connect-src 'self' https://forms-api.example.com;");
  });
});
