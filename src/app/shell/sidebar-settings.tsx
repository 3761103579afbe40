import { BareButton } from '../../components/ui/button.tsx';
import { Disclosure, DisclosurePanel } from '../../components/ui/disclosure.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/ui/menu.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { NavItem } from './nav-items.ts';
import { isActive, SidebarLink } from './sidebar-link.tsx';

/**
 * The Settings submenu: an expandable group in the wide sidebar, a flyout menu in the narrow one.
 */
export function SidebarSettings({
  items,
  pathname,
  collapsed,
}: {
  items: NavItem[];
  pathname: string;
  collapsed: boolean;
}) {
  const inSettings = isActive(pathname, '/settings');
  if (collapsed) {
    return (
      <MenuTrigger>
        <Tooltip content="Settings" placement="right" delay={200}>
          <BareButton className="shell-nav__link" aria-label="Settings" data-active={inSettings || undefined}>
            <Icon name="settings" />
          </BareButton>
        </Tooltip>
        <Menu aria-label="Settings" placement="right top">
          {items.map((item) => (
            <MenuItem key={item.href} id={item.href} href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    );
  }
  return (
    <Disclosure defaultExpanded={inSettings} className="shell-nav__group">
      <BareButton slot="trigger" className="shell-nav__link" data-active={inSettings || undefined}>
        <Icon name="settings" />
        <span className="shell-nav__label">Settings</span>
        <span className="shell-nav__chevron">
          <Icon name="chevronDown" size={12} />
        </span>
      </BareButton>
      <DisclosurePanel className="shell-nav__panel">
        <ul className="shell-nav__list" aria-label="Settings">
          {items.map((item) => (
            <li key={item.href}>
              <SidebarLink item={item} pathname={pathname} collapsed={false} nested />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
