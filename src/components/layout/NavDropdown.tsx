import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NavLink } from '@/components/ui/Link';
import { mainNav } from '@/config/nav';
import { MenuTriggerButton } from './MenuTriggerButton';

/** The Radix dropdown behind the wide-screen menu button; it takes over from the popover (see DesktopMenu). */
export default function NavDropdown() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <MenuTriggerButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="menu-panel z-50">
          {mainNav.map((item) => (
            <DropdownMenu.Item key={item.path} asChild>
              <NavLink to={item.path} end className="menu-item">
                {item.name}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
