import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '@/components/ui/Link';
import { Menu, X } from 'lucide-react';
import { mainNav } from '@/config/nav';
import { cn } from '@/lib/cn';

/** Small screens: a toggle that shows the navigation as a list under the header. */
export function MobileMenu() {
  const { key, pathname } = useLocation();
  // The list is open for one page only: any navigation (a chosen link, back/forward) closes it. But a page
  // is rendered a moment after its address changes (the router renders it as a transition), and a menu
  // opened in that moment belongs to the page coming in: so the menu remembers the browser's address when
  // it opened, and closes when a page whose address is another one is rendered.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [renderedKey, setRenderedKey] = useState(key);
  if (renderedKey !== key) {
    setRenderedKey(key);
    if (openedOn !== null && openedOn !== pathname) setOpenedOn(null);
  }
  const open = openedOn !== null;
  const setOpen = (value: boolean) => setOpenedOn(value ? window.location.pathname : null);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpenedOn(null);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
      <nav
        id={listId}
        aria-label="Main"
        hidden={!open}
        // The header is fixed, so the page cannot scroll to a list taller than the viewport (a phone held
        // sideways, 400% zoom): the list scrolls by itself instead.
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto overscroll-contain border-b border-line bg-white shadow-raised"
      >
        <ul className="mx-auto flex max-w-content flex-col px-4 py-3">
          {mainNav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-3 text-base font-medium',
                    isActive ? 'bg-brand-light text-brand-dark' : 'text-ink hover:bg-surface',
                  )
                }
              >
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
