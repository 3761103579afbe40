import type { IconName } from '../../components/ui/icons.tsx';
import type { Feature } from '../../lib/access/feature-flags.ts';
import type { Resource } from '../../lib/access/permissions.ts';

/** One navigation entry: shown when its feature is enabled and its resource readable. */
export interface NavItem {
  label: string;
  href: string;
  feature: Feature;
  resource: Resource;
  icon?: IconName;
}

/** Top-level sidebar items, in display order (spec 01-core §2 "Application shell"). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', href: '/topology', feature: 'topology', resource: 'topologies', icon: 'dashboard' },
  { label: 'Health', href: '/health', feature: 'health', resource: 'canaries', icon: 'health' },
  { label: 'Incidents', href: '/incidents', feature: 'incidents', resource: 'incident', icon: 'incidents' },
  { label: 'Catalog', href: '/catalog', feature: 'config', resource: 'database', icon: 'catalog' },
  { label: 'Logs', href: '/logs', feature: 'logs', resource: 'database', icon: 'logs' },
  { label: 'Playbooks', href: '/playbooks', feature: 'playbooks', resource: 'playbooks', icon: 'playbooks' },
];

/**
 * The generic resource tables of 02-areas §2.13, listed at /settings/{table}. Each is a settings
 * entry of its own; `table` is the database table the list page reads.
 */
export const RESOURCE_TABLES = [
  {
    label: 'Catalog Scraper',
    table: 'config_scrapers',
    feature: 'settings.config_scraper',
    resource: 'config_scrapers',
  },
  { label: 'Health Check', table: 'canaries', feature: 'settings.health', resource: 'canaries' },
  {
    label: 'Log Backends',
    table: 'logging_backends',
    feature: 'settings.logging_backends',
    resource: 'logging_backends',
  },
  { label: 'Rules', table: 'incident_rules', feature: 'settings.rules', resource: 'incident' },
  { label: 'Teams', table: 'teams', feature: 'settings.teams', resource: 'database' },
  { label: 'Topology', table: 'topologies', feature: 'settings.topology', resource: 'topologies' },
] as const satisfies readonly (Omit<NavItem, 'href'> & { table: string })[];

/** The Settings submenu, sorted by label (spec: "a sorted Settings submenu"). */
export const SETTINGS_NAV: readonly NavItem[] = (
  [
    { label: 'Agents', href: '/settings/agents', feature: 'agents', resource: 'agents' },
    {
      label: 'Connections',
      href: '/settings/connections',
      feature: 'settings.connections',
      resource: 'connections',
    },
    {
      label: 'Event Queue',
      href: '/settings/event-queue-status',
      feature: 'settings.event_queue_status',
      resource: 'database',
    },
    {
      label: 'Feature Flags',
      href: '/settings/feature-flags',
      feature: 'settings.feature_flags',
      resource: 'properties',
    },
    {
      label: 'Integrations',
      href: '/settings/integrations',
      feature: 'settings.integrations',
      resource: 'integrations',
    },
    { label: 'Jobs History', href: '/settings/jobs', feature: 'settings.job_history', resource: 'database' },
    {
      label: 'Notifications',
      href: '/settings/notifications',
      feature: 'settings.notifications',
      resource: 'notifications',
    },
    { label: 'Users', href: '/settings/users', feature: 'settings.users', resource: 'identities' },
    ...RESOURCE_TABLES.map(({ table, ...rest }): NavItem => ({ ...rest, href: `/settings/${table}` })),
  ] satisfies NavItem[]
).sort((a, b) => a.label.localeCompare(b.label));
