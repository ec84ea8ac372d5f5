import { useEffect, useRef, useState, type ComponentType } from 'react';
import { MenuPopover } from './MenuPopover';
import { MenuTriggerButton } from './MenuTriggerButton';

/**
 * Wide screens: the navigation is a Radix dropdown, ~28 KB gzip that no page waits for. The page is served,
 * and hydrated, with the button opening a popover that looks the same (MenuPopover), which works from the
 * first paint. Once the page has hydrated and the browser is idle, the dropdown's chunk is fetched; it takes
 * the popover's place while the visitor is not using the menu (closed, its button not focused), so nothing
 * they see or hold changes under them. Should the chunk not arrive, the popover stays the menu.
 */
export function DesktopMenu() {
  const [Dropdown, setDropdown] = useState<ComponentType>();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const trigger = button.current!;
    // Not on a phone, where the button is not shown: there the dropdown would be fetched for nothing (and
    // should the window widen, the popover serves).
    if (!trigger.getClientRects().length) return;
    // A browser without popovers has no target element: there the dropdown takes over once it is loaded.
    const menu = trigger.popoverTargetElement;
    let loaded: ComponentType | undefined;
    const swap = () => {
      if (loaded && !menu?.matches(':popover-open') && document.activeElement !== trigger) setDropdown(() => loaded);
    };
    const load = () =>
      import('./NavDropdown').then(
        (module) => {
          loaded = module.default;
          swap();
        },
        () => undefined,
      );
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
    menu?.addEventListener('toggle', swap);
    trigger.addEventListener('blur', swap);
    return () => {
      menu?.removeEventListener('toggle', swap);
      trigger.removeEventListener('blur', swap);
    };
  }, []);

  if (Dropdown) return <Dropdown />;
  return (
    <>
      <MenuTriggerButton ref={button} popoverTarget="menu-wide" />
      <MenuPopover id="menu-wide" className="menu-panel menu-panel-under-button" linkClassName="menu-item" />
    </>
  );
}
