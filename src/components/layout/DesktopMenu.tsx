import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { recoverable } from '@/lib/chunkRecovery';
import { MenuTriggerButton } from './MenuTriggerButton';

/** The dropdown on first use; a deploy or a lost connection is handled as for a page's chunk. */
const NavDropdown = lazy(recoverable(() => import('./NavDropdown')));
/** Ahead of first use, on intent: nobody waits on it, so a failure is left to the load on first use. */
const loadDropdown = () => void import('./NavDropdown').catch(() => undefined);

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
