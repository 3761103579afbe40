import { Icon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { NavItem } from './nav-items.ts';

/** Whether `pathname` is `href` or below it. */
export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** One sidebar entry; when the sidebar is collapsed its label moves into a tooltip. */
export function SidebarLink({
  item,
  pathname,
  collapsed,
  nested = false,
}: {
  item: NavItem;
  pathname: string;
  collapsed: boolean;
  nested?: boolean;
}) {
  const active = isActive(pathname, item.href);
  const link = (
    <Link
      href={item.href}
      variant="quiet"
      className="shell-nav__link"
      data-active={active || undefined}
      data-nested={nested || undefined}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(collapsed ? { 'aria-label': item.label } : {})}
    >
      {item.icon !== undefined && <Icon name={item.icon} />}
      {!collapsed && <span className="shell-nav__label">{item.label}</span>}
    </Link>
  );
  return collapsed ? (
    <Tooltip content={item.label} placement="right" delay={200}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}
