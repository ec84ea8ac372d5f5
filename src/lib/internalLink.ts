/** The site's pages have clean URLs: a path with an extension is a file (a diagram, the feed) the browser opens. */
export const isFilePath = (pathname: string) => /\.\w+$/.test(pathname);

/**
 * The in-site path a click on a plain anchor asks for, when the router should take it: a primary click
 * without modifier keys on a same-origin link that opens in this tab. Otherwise undefined, and the
 * browser does what it would do anyway (a new tab, a download, another site).
 */
export function internalLinkPath(event: MouseEvent, origin = window.location.origin): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  return url.origin === origin && !isFilePath(url.pathname) ? url.pathname + url.search + url.hash : undefined;
}
