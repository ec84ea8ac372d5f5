/**
 * nginx's form of the site's headers and URL rules (tools/hosts/security-headers.ts): a file to include in
 * nginx's http block, as Debian's sites-enabled/ files are, holding one server block for dist/ and the
 * map it needs. It loads on nginx 1.22 (Debian 12) and later with only the modules Debian's nginx-light
 * has; e2e/nginx/ serves a production build with it on a real nginx.
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_HASHED_FOLDERS,
  HASHED_ASSETS,
  escapeRegExp,
  securityHeaders,
  type PolicyInputs,
} from './security-headers.ts';
import { pageRedirects } from './redirects.ts';
import { PRECOMPRESSED_EXTENSIONS, TEXT_TYPES } from '../build/precompress.ts';

/** Where the server block expects the contents of dist/. */
export const NGINX_ROOT = '/var/www/blueprint';

/** Text types to compress when no precompressed copy exists; nginx always compresses text/html itself. */
const GZIP_TYPES = [...new Set(Object.values(TEXT_TYPES).flat())].filter((type) => type !== 'text/html');

function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot quote ${value} for nginx.`);
  return `"${value}"`;
}

/**
 * pages: the canonical address of every page of the build (tools/hosts/redirects.ts, pagePaths), whose other
 * names the block redirects.
 */
export function nginxServerBlock(options: PolicyInputs & { siteUrl: string; pages: readonly string[] }): string {
  const host = new URL(options.siteUrl).hostname;
  const precompressed = PRECOMPRESSED_EXTENSIONS.map((extension) => escapeRegExp(extension)).join('|');
  const redirects = pageRedirects(options.pages).map(({ from, to }) => `    location = ${from} { return 301 ${to}; }`);
  const headers = Object.entries({ ...securityHeaders(options), 'Cache-Control': '$blueprint_cache_control' }).map(
    ([name, value]) => `    add_header ${name} ${name === 'Cache-Control' ? value : quoted(value)} always;`,
  );
  return `# Serve the contents of dist/ from ${NGINX_ROOT}.

# Content-hashed files never change under their name; everything else, 404s included, is revalidated.
# Read from the URI nginx finally serves: /about is /about.html by then, and a 404 is /404.html.
map $uri $blueprint_cache_control {
    ~^/(?:${CONTENT_HASHED_FOLDERS.map(escapeRegExp).join('|')})/ ${quoted(CACHE_IMMUTABLE)};
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
    # No version in the Server header: it only helps whoever looks for a known flaw.
    server_tokens off;
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
    gzip_types ${GZIP_TYPES.join(' ')};
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
    location /${HASHED_ASSETS}/ {
        try_files $uri =404;
    }
    # Files of dist/ that are no address of the site: the other hosts' _headers, and the compressed copies
    # gzip_static sends in place of the file asked for (it reads them from disk, never through a location).
    location = /_headers {
        return 404;
    }
    location ~ (?:${precompressed})$ {
        return 404;
    }

    # One address per page, as the sitemap gives it: each page's address with a trailing slash or .html,
    # and the home page's own file names, move to the page's address. Exact matches against the list of
    # the build's pages, each sent to an address written out here: nothing of the request is ever copied
    # into Location. (Patterns that captured the path did: nginx decodes %0a, %09 and %5C before matching,
    # so a capture could add a header line or point to another host.) nginx matches the decoded,
    # normalised path, so /%61bout/ and //about/ are /about/ too; any other address is a 404. The query is
    # not kept either: it is the visitor's input as much as the path (a link to /resources/?q=word lands
    # on /resources without its search, a small price for that rule).
    # try_files above serves a file without coming back through these.
${redirects.join('\n')}
}
`;
}
