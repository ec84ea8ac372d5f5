/**
 * nginx's form of the site's headers and URL rules (tools/security-headers.ts): a file to include in
 * nginx's http block, as Debian's sites-enabled/ files are, holding one server block for dist/ and the
 * map it needs. It loads on nginx 1.22 (Debian 12) and later with only the modules Debian's nginx-light
 * has; e2e/nginx/ serves a production build with it on a real nginx.
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HASHED_ASSETS,
  securityHeaders,
  type PolicyInputs,
} from './security-headers.ts';
import { TEXT_TYPES } from './precompress.ts';

/** Where the server block expects the contents of dist/. */
export const NGINX_ROOT = '/var/www/blueprint';

/** Text types to compress when no precompressed copy exists; nginx always compresses text/html itself. */
export function gzipTypes(): string[] {
  return [...new Set(Object.values(TEXT_TYPES).flat())].filter((type) => type !== 'text/html');
}

function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot quote ${value} for nginx.`);
  return `"${value}"`;
}

export function nginxServerBlock(options: PolicyInputs & { siteUrl: string }): string {
  const host = new URL(options.siteUrl).hostname;
  const headers = Object.entries({ ...securityHeaders(options), 'Cache-Control': '$blueprint_cache_control' }).map(
    ([name, value]) => `    add_header ${name} ${name === 'Cache-Control' ? value : quoted(value)} always;`,
  );
  return `# Serve the contents of dist/ from ${NGINX_ROOT}.

# Hashed assets never change under their name; everything else, 404s included, is revalidated. Read
# from the URI nginx finally serves: /about is /about.html by then, and a 404 is /404.html.
map $uri $blueprint_cache_control {
    ~^/${HASHED_ASSETS}/ ${quoted(CACHE_IMMUTABLE)};
    default ${quoted(CACHE_REVALIDATE)};
}

server {
    # nginx 1.25.1 and later prefer \`listen 443 ssl;\` with \`http2 on;\`, which 1.22 does not know.
    listen 443 ssl http2;
    server_name ${host};
    # The site's certificate (the paths certbot writes).
    ssl_certificate /etc/letsencrypt/live/${host}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;

    root ${NGINX_ROOT};
    charset utf-8;
    # Redirects say /about, not https://host:port/about: right behind a proxy or a CDN too.
    absolute_redirect off;

    # Every response, redirects and errors included. No location below has an add_header of its own:
    # nginx would then drop all of these in that location (hence the map for Cache-Control).
${headers.join('\n')}

    # Compression: the build writes a .gz (and a .br) beside every text file, sent as it is. Anything
    # without one is compressed on the fly; a stock nginx does that only for text/html.
    gzip on;
    gzip_static on;
    gzip_vary on;
    gzip_types ${gzipTypes().join(' ')};
    # With the brotli module loaded (Debian: libnginx-mod-http-brotli-static), add \`brotli_static on;\`
    # to the http block: the .br files are already there. Without the module that line cannot load.

    error_page 404 /404.html;
    location = /404.html {
        internal;
    }
    # The not-found page at its own address is not found either (rather than a 200).
    location = /404 {
        return 404;
    }

    # Clean URLs: /about is about.html. Files are served as they are and nothing else exists.
    location / {
        try_files $uri $uri.html =404;
    }
    location = / {
        try_files /index.html =404;
    }
    location ^~ /${HASHED_ASSETS}/ {
        try_files $uri =404;
    }

    # One address per page, as the sitemap gives it: /about/ and /about.html move to /about, and the
    # home page's own names to /. try_files above serves a file without coming back through these.
    # The captures skip leading slashes and never start with a backslash (a %5C nginx has decoded), so
    # no redirect can point to another host: browsers read /\\host as //host. The class says \\x5c
    # because nginx's parser reads a pair of backslashes as one.
    location ~ ^/+(?<blueprint_page>[^/\\x5c].*?)/+$ {
        return 301 /$blueprint_page$is_args$args;
    }
    location ~ ^/+(?<blueprint_page>(?:[^/\\x5c].*?)?)\\.html$ {
        return 301 /$blueprint_page$is_args$args;
    }
    location = /index.html {
        return 301 /$is_args$args;
    }
    location = /index {
        return 301 /$is_args$args;
    }
}
`;
}
