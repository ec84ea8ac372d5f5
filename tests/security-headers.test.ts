import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  netlifyHeadersFile,
  nginxServerBlock,
  securityHeaders,
  vercelConfig,
} from '../tools/security-headers';
import { PLAYER_HOSTS } from '@/config/site';

describe('security headers', () => {
  it('a strict CSP: no inline or eval script, only the player hosts framed, nothing frames us', () => {
    const csp = contentSecurityPolicy();
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src'][0]).toBe("'self'");
    // Only sonner's fixed stylesheet (and its empty first state) by hash: see tools/security-headers.ts.
    expect(directives['style-src'].slice(1)).toEqual([
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
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('connect-src adds the forms API origin when it is another host', () => {
    expect(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1' })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });

  it('sends the rest of the hardening headers', () => {
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(securityHeaders()['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/about')).toBe('public, max-age=0, must-revalidate');
  });

  it('every host config carries the same policy', () => {
    const csp = contentSecurityPolicy();
    expect(netlifyHeadersFile()).toContain(`Content-Security-Policy: ${csp}`);
    expect(JSON.parse(vercelConfig()).headers[0].headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: csp,
    });
    expect(nginxServerBlock()).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  it('the committed vercel.json and nginx example match the definition (run npm run build to refresh them)', () => {
    expect(readFileSync('vercel.json', 'utf8')).toBe(vercelConfig());
    expect(readFileSync('docs/deploy/nginx.conf', 'utf8')).toBe(nginxServerBlock());
  });
});
