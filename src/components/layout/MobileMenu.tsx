import { Menu, X } from 'lucide-react';
import { MenuPopover } from './MenuPopover';

/**
 * Small screens: a toggle that shows the navigation as a list under the fixed header (a popover, so it
 * works before hydration and without JavaScript). The toggle's icon and name follow the list's state in CSS.
 */
export function MobileMenu() {
  return (
    <div className="group md:hidden">
      <button
        type="button"
        popoverTarget="menu"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface"
      >
        <span className="sr-only group-has-[:popover-open]:hidden">Open menu</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">Close menu</span>
        <Menu className="size-6 group-has-[:popover-open]:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-has-[:popover-open]:block" aria-hidden="true" />
      </button>
      {/* The header is fixed, so the page cannot scroll to a list taller than the viewport (a phone held
          sideways, 400% zoom): the list scrolls by itself instead. Its place overrides the popover's own
          (centred in the viewport). */}
      <MenuPopover
        id="menu"
        className="inset-x-0 top-16 bottom-auto max-h-[calc(100dvh-4rem)] w-auto overflow-y-auto overscroll-contain border-b border-line bg-white shadow-raised"
        listClassName="mx-auto flex max-w-content flex-col px-4 py-3"
        linkClassName="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface aria-[current=page]:bg-brand-light aria-[current=page]:text-brand-dark"
      />
    </div>
  );
}
