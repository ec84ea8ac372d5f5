import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NavLink } from '@/components/ui/Link';
import { mainNav } from '@/config/nav';
import { MenuTriggerButton } from './MenuTriggerButton';

/** The Radix dropdown behind the wide-screen menu button; loaded on first use (see DesktopMenu). */
export default function NavDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <MenuTriggerButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-white p-1.5 shadow-raised"
        >
          {mainNav.map((item) => (
            <DropdownMenu.Item key={item.path} asChild>
              <NavLink
                to={item.path}
                end
                className="flex rounded-lg px-3 py-2.5 text-[0.95rem] font-medium text-ink outline-none data-[highlighted]:bg-brand-light data-[highlighted]:text-brand-dark aria-[current=page]:text-brand"
              >
                {item.name}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
