/**
 * Request targets a visitor (or a crafted link) can send, generated without randomness, for the fuzz
 * tests of every host's answers (e2e/nginx/fuzz.spec.ts on a real nginx and, by shape, the preview server;
 * tests/security-headers.test.ts on the Vercel routes and the _headers rules). Each target is the exact bytes of a request line's target, held
 * in a latin1 string (one character per byte), so a raw byte, a percent-encoded one and a UTF-8
 * sequence all reach the server as written.
 */

/** Every byte a target may carry as it is in a request line: all but the line's own separators. */
const rawAllowed = (byte: number) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d;

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/** The ways one byte is written in a target: encoded (both cases), encoded twice, and raw where possible. */
function byteForms(byte: number): string[] {
  const forms = [`%${hex(byte).toUpperCase()}`, `%${hex(byte)}`, `%25${hex(byte).toUpperCase()}`];
  if (rawAllowed(byte)) forms.push(String.fromCharCode(byte));
  return [...new Set(forms)];
}

/** Where a byte goes: the first, a middle and the last segment, beside page names, hosts and suffixes. */
function placements(page: string, article: string): Array<(x: string) => string> {
  return [
    (x) => `/${x}`,
    (x) => `/${x}/`,
    (x) => `/${x}evil.example/`,
    (x) => `/${x}/evil.example/`,
    (x) => `/${x}${page.slice(1)}/`,
    (x) => `/${x}${page.slice(1)}.html`,
    (x) => `${page}${x}/`,
    (x) => `${page}/${x}`,
    (x) => `${page}${x}.html`,
    (x) => `/resources/${x}/${article.split('/').pop()}/`,
    (x) => `${article}${x}`,
    (x) => `/index${x}`,
  ];
}

/** UTF-8 bytes of `text`, as a latin1 string. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** Odd shapes of a path: slashes, backslashes, dot segments, case, length, non-ASCII. */
function shapes(pages: readonly string[]): string[] {
  const hosts = ['evil.example', 'evil.example/', 'evil.example.html', '127.0.0.1', 'user@evil.example'];
  const prefixes = [
    // Slashes and backslashes, raw, encoded and encoded twice: a path that starts with two is another host.
    ...['//', '///', '/\\', '\\\\', '/\\/', '/%2F', '/%2f/', '/%5C', '/%5c%5c', '/%2F%2F', '/%252F%252F', '/%255C'],
    // Dot segments, raw and encoded.
    ...['/./', '/.//', '/../', '/..//', '/%2e/', '/%2E%2E/', '/%2e%2e%2f'],
    // Bytes a URL parser drops or stops at, and a full stop that is not ASCII.
    ...['/%09/', '/%0a/', '/%0d%0a/', '/%00/', '/%20/', '/%E3%80%82/'],
    // Schemes.
    ...['/https:', '/https:/', '/https://', '/http:%2F%2F', '/%68ttps://', '/javascript:'],
  ];
  const targets: string[] = [];
  for (const prefix of prefixes) for (const host of hosts) targets.push(`${prefix}${host}`);

  const suffixes = ['', '/', '//', '.html', '.html/', '/.', '/..', '/%2e', '/%2e%2e', '%2F', '%5C', '/./', '?', '#x'];
  for (const page of pages) {
    const mixed = [...page].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join('');
    for (const form of [page, page.toUpperCase(), mixed, `/${page}`, `${page.replace(/^\//, '/%2F')}`]) {
      for (const suffix of suffixes) targets.push(`${form}${suffix}`);
    }
    targets.push(
      `/.${page}/`,
      `/..${page}/`,
      `/x/..${page}/`,
      `/x/%2e%2e${page}/`,
      `${page.replace(/[a-z]/, (letter) => `%${hex(letter.charCodeAt(0))}`)}/`,
      `/\\${page.slice(1)}/`,
      `${page}/?next=//evil.example`,
      `${page}.html?x=%0d%0aSet-Cookie:%20pwn=1`,
      `${page}/%0d%0aSet-Cookie:%20pwn=1`,
    );
  }

  // Header lines a decoded line break would start, and bytes before a host that a URL parser drops.
  targets.push(
    ...['/%0aSet-Cookie:%20pwn=1/', '/%0d%0aSet-Cookie:%20pwn=1/', '/%0dSet-Cookie:%20pwn=1/'],
    ...['/%E5%98%8A%E5%98%8DSet-Cookie:%20pwn=1/', '/%250aSet-Cookie:%20pwn=1/', '/about%0aSet-Cookie:%20pwn=1/'],
    ...['/%09/', '/%09%09/', '/%0b/', '/%0c/', '/%7F/'].map((prefix) => `${prefix}evil.example/`),
  );

  for (const length of [100, 255, 256, 1000, 4095, 4096, 8000, 9000]) {
    targets.push(`/${'a'.repeat(length)}`, `/${'a'.repeat(length)}/`, `/${'%61'.repeat(Math.ceil(length / 3))}/`);
  }
  targets.push(
    `/${'../'.repeat(50)}etc/passwd`,
    `/${'%2e%2e/'.repeat(50)}etc/passwd`,
    `/about${'/'.repeat(1000)}`,
    `${'/'.repeat(1000)}evil.example/`,
    `/${'x/'.repeat(1000)}`,
  );

  // Letters beyond ASCII, among them lookalikes of a page's name.
  const texts = ['über', 'résumé.html', '日本語', '🙂', 'аbout', 'about\u2028', 'ａｂｏｕｔ', 'about\u00a0', 'ıNDEX'];
  for (const text of texts) targets.push(`/${utf8(text)}`, `/${utf8(text)}/`, `/${encodeURIComponent(text)}/`);
  targets.push('/%C0%AF', '/%C0%AE%C0%AE/', '/%C0%AFevil.example/', '/%FF%FE/', '/%ZZ/', '/%', '/%2', '/%%30%61/');
  return targets;
}

/** The pages the targets stand beside: the home page, one other page and one article of the build. */
function samplePages(pages: readonly string[]) {
  const page = pages.find((path) => path !== '/' && !path.startsWith('/resources')) ?? '/about';
  const article = pages.find((path) => path.startsWith('/resources/')) ?? '/resources/an-article';
  return { page, article };
}

/**
 * At least 5,000 distinct targets: every byte, in each of its forms, in each placement, and the shapes
 * above, for the build's pages (canonical addresses, '/' among them, at least one article).
 */
export function requestTargets(pages: readonly string[]): string[] {
  const { page, article } = samplePages(pages);
  const targets: string[] = [];
  for (let byte = 0; byte <= 0xff; byte++) {
    for (const form of byteForms(byte)) for (const place of placements(page, article)) targets.push(place(form));
  }
  targets.push(...shapes(pages));
  return [...new Set(targets)];
}

/**
 * One target of each kind requestTargets() sends, without its expansion over every byte and every page:
 * each placement holding an encoded slash, and the shapes for the home page, one page and one article. For a
 * server whose parsing of a target is not the one a host runs (the preview server): what it gets wrong, it
 * gets wrong for a shape, not for one byte among 256.
 */
export function requestShapes(pages: readonly string[]): string[] {
  const { page, article } = samplePages(pages);
  return [...new Set([...placements(page, article).map((place) => place('%2F')), ...shapes(['/', page, article])])];
}

/** The path part of a target (before any `?`), as Vercel or Pages would match it, raw or percent-decoded. */
export function pathForms(target: string): string[] {
  const path = target.split('?')[0].split('#')[0];
  const forms = [path];
  try {
    forms.push(decodeURIComponent(Buffer.from(path, 'latin1').toString('utf8')));
  } catch {
    // Not valid percent-encoded UTF-8: a host answers 400, or matches it raw.
  }
  forms.push(path.replace(/%([0-9a-f]{2})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16))));
  return [...new Set(forms)].filter((form) => form.startsWith('/'));
}
