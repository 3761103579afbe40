import type { Command } from '../../lib/commands/command.ts';
import { TOGGLE_SIDEBAR } from './command-ids.ts';

/** Collapses or expands the sidebar; '[' as in Linear. The sidebar registers it (it owns the state). */
export function toggleSidebarCommand(
  collapsed: boolean,
  setCollapsed: (collapsed: boolean) => void,
): Command {
  return {
    id: TOGGLE_SIDEBAR,
    title: collapsed ? 'Expand sidebar' : 'Collapse sidebar',
    icon: 'sidebar',
    group: 'shell',
    shortcut: '[',
    run: () => setCollapsed(!collapsed),
  };
}
