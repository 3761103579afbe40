// The kinds an integration row can be (spec 02-areas §3 "Integration list row", integrations_with_status)
// and where each opens: /settings/integrations/{type}/{id} (§2.13), edited as the settings
// resource of its table. Any other type shows 'Unknown type' (§8).
import type { Resource } from '../../../lib/access/permissions.ts';

export const INTEGRATION_TYPES = ['scrapers', 'topologies', 'logging_backends'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const UNKNOWN_TYPE = 'Unknown type';

interface IntegrationKind {
  /** The settings table the detail edits (the generic resource detail of §2.13). */
  readonly table: 'config_scrapers' | 'topologies' | 'logging_backends';
  /** The resource whose permissions guard that table (spec §6). */
  readonly resource: Resource;
  /** What the list's type cell and icon say. */
  readonly label: string;
}

const KINDS: Readonly<Record<IntegrationType, IntegrationKind>> = {
  scrapers: { table: 'config_scrapers', resource: 'config_scrapers', label: 'Catalog Scraper' },
  topologies: { table: 'topologies', resource: 'topologies', label: 'Topology' },
  logging_backends: { table: 'logging_backends', resource: 'logging_backends', label: 'Log Backend' },
};

export function isIntegrationType(type: string): type is IntegrationType {
  return (INTEGRATION_TYPES as readonly string[]).includes(type);
}

/** The detail's table and resource for a {type} of the address, or undefined: 'Unknown type'. */
export function integrationKindOf(type: string): IntegrationKind | undefined {
  return isIntegrationType(type) ? KINDS[type] : undefined;
}

/** Where a row of the list opens (the row's own type, whatever it is: the detail says when unknown). */
export function integrationDetailPath(row: { integration_type: string; id: string }): string {
  return `/settings/integrations/${encodeURIComponent(row.integration_type)}/${encodeURIComponent(row.id)}`;
}
