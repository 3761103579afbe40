import { isFeatureEnabled, type FeatureFlags } from '../../lib/access/feature-flags.ts';
import { can, type Role } from '../../lib/access/permissions.ts';
import { MAIN_NAV, SETTINGS_NAV, type NavItem } from './nav-items.ts';

/** What the sidebar shows to one user. */
export interface VisibleNav {
  main: NavItem[];
  /** Empty when the Settings submenu is hidden. */
  settings: NavItem[];
}

/**
 * Filters the navigation by feature flag and read permission. The Settings submenu is hidden
 * for viewers (a user whose only role is viewer), and when none of its entries remains.
 */
export function visibleNav(roles: readonly Role[], flags: FeatureFlags): VisibleNav {
  const shown = (item: NavItem) => isFeatureEnabled(flags, item.feature) && can(roles, item.resource, 'read');
  const viewerOnly = roles.every((r) => r === 'viewer');
  return { main: MAIN_NAV.filter(shown), settings: viewerOnly ? [] : SETTINGS_NAV.filter(shown) };
}
