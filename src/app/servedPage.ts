/**
 * When a prerendered page's own code cannot load, even after the one full page load that
 * lib/chunkRecovery tries (a broken deploy, a path a CDN blocks), the page is not replaced by the error
 * view: it stays exactly as served. That HTML is complete and readable, and without the app its links are
 * plain links that load the next page in full and its menus are popovers the browser opens. Only what needs
 * JavaScript (a form, search, a player) is out of reach, which a quiet notice says, announced politely.
 */
export const SERVED_PAGE_NOTICE =
  'Part of this page could not load, so it works as a plain page: everything here can be read and every link works.';

export function keepServedPage() {
  const main = document.getElementById('main');
  if (!main) return;
  const wrapper = document.createElement('div');
  wrapper.className = 'mx-auto max-w-content px-4 pt-4 sm:px-6 lg:px-8';
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.className = 'rounded-lg border border-line bg-surface px-4 py-3 text-sm text-muted';
  wrapper.append(notice);
  main.prepend(wrapper);
  // A live region announces a change to its content, not content it was inserted with.
  requestAnimationFrame(() => {
    notice.textContent = SERVED_PAGE_NOTICE;
  });
}
