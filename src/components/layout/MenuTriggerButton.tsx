import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronDown } from 'lucide-react';

/**
 * The wide-screen menu button. The same markup serves before and after the Radix dropdown
 * is loaded, so swapping one for the other does not move anything on screen.
 */
export const MenuTriggerButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function MenuTriggerButton(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-haspopup="menu"
        className="group inline-flex h-11 items-center gap-1.5 rounded-lg px-4 text-[0.95rem] font-semibold text-ink hover:bg-surface data-[state=open]:bg-surface"
        {...props}
      >
        Menu
        <ChevronDown
          className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </button>
    );
  },
);
