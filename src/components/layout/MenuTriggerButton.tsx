import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';

/**
 * The wide-screen menu button (its look: .menu-button in src/index.css). The same markup serves the popover
 * the page is served with and the Radix dropdown that takes over (DesktopMenu), so swapping one for the
 * other does not move anything on screen.
 */
export function MenuTriggerButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className="menu-button" {...props}>
      Menu
      <ChevronDown className="size-4 text-muted transition-transform" aria-hidden="true" />
    </button>
  );
}
