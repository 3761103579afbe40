import { useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { CommandButton } from '../../lib/commands/command-button.tsx';
import { useCommand, useRegisterCommands } from '../../lib/commands/commands-context.tsx';
import { TOGGLE_SIDEBAR } from '../commands/command-ids.ts';
import { toggleSidebarCommand } from '../commands/sidebar-command.ts';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarSettings } from './sidebar-settings.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';
import type { VisibleNav } from './visible-nav.ts';
import './sidebar.css';

/** The collapsible left navigation (224 px wide, 56 px collapsed). */
export function Sidebar({ nav }: { nav: VisibleNav }) {
  const ref = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useSidebarCollapsed(ref);
  // The toggle is a command (its shortcut works anywhere); the button below reads it back.
  useRegisterCommands([toggleSidebarCommand(collapsed, setCollapsed)], [collapsed, setCollapsed]);
  const toggle = useCommand(TOGGLE_SIDEBAR);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <nav ref={ref} className="shell-sidebar" aria-label="Main" data-collapsed={collapsed || undefined}>
      <div className="shell-sidebar__brand">
        <Link
          href="/"
          variant="quiet"
          className="shell-sidebar__logo"
          {...(collapsed ? { 'aria-label': 'Mission Control' } : {})}
        >
          <span className="shell-sidebar__mark" aria-hidden="true">
            MC
          </span>
          {!collapsed && <span className="shell-sidebar__name">Mission Control</span>}
        </Link>
      </div>
      <ul className="shell-nav__list shell-sidebar__items">
        {nav.main.map((item) => (
          <li key={item.href}>
            <SidebarLink item={item} pathname={pathname} collapsed={collapsed} />
          </li>
        ))}
        {nav.settings.length > 0 && (
          <li>
            <SidebarSettings items={nav.settings} pathname={pathname} collapsed={collapsed} />
          </li>
        )}
      </ul>
      <div className="shell-sidebar__footer">
        {toggle !== undefined && (
          <CommandButton
            command={toggle}
            size="sm"
            aria-expanded={!collapsed}
            tooltipPlacement={collapsed ? 'right' : 'top'}
          />
        )}
      </div>
    </nav>
  );
}
