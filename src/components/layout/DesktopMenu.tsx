import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { MenuTriggerButton } from './MenuTriggerButton';

const loadDropdown = () => import('./NavDropdown');
const NavDropdown = lazy(loadDropdown);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Wide screens: the navigation is a Radix dropdown. Radix costs ~28 KB gzip, so the page ships a
 * plain button and loads the dropdown on intent (hover or focus) and opens it on first use.
 */
export function DesktopMenu() {
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <MenuTriggerButton
      aria-expanded={false}
      onPointerEnter={loadDropdown}
      onFocus={loadDropdown}
      onClick={() => setActivated(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          setActivated(true);
        }
      }}
    />
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NavDropdown defaultOpen />
    </Suspense>
  );
}
