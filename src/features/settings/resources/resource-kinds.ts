// The settings resource tables this build lists and edits at /settings/{table} (spec 02-areas
// §2.13 "Resource definitions"): Teams (Spec, Members, Job History) and Rules (incident rules;
// Spec, Job History). Catalog Scraper, Topology, Health Check and Log Backends come with the
// resource editors (issue #25). Each kind names its synced collection, the resource whose write
// permission gates its add button and Save/Update (spec §6), its tabs and the list columns it hides.
import type { Resource } from '../../../lib/access/permissions.ts';
import { incidentRules } from '../../../sync/collections/incident-rules.ts';
import { teams } from '../../../sync/collections/teams.ts';
import { createIncidentRule, updateIncidentRule } from '../../../sync/mutators/incident-rules.ts';
import { addTeamMembers, removeTeamMember } from '../../../sync/mutators/team-members.ts';
import { createTeam, updateTeam } from '../../../sync/mutators/teams.ts';
import type { useRow } from '../../../sync/client/hooks.tsx';
import type { ResourceRow } from './resource-model.ts';

/** A synced collection of `T` (named through the client hooks: features do not reach the registry). */
type SyncedCollection<T> = Parameters<typeof useRow<T>>[0];

export type ResourceTab = 'spec' | 'members' | 'jobHistory';
export const TAB_LABELS: Readonly<Record<ResourceTab, string>> = {
  spec: 'Spec',
  members: 'Members',
  jobHistory: 'Job History',
};

/** Every column a generic resource list may show (spec §3 "Generic resource"). */
export const RESOURCE_COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'namespace', label: 'Namespace' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'source', label: 'Source' },
  { id: 'created_by', label: 'Created By' },
  { id: 'created_at', label: 'Created' },
  { id: 'updated_at', label: 'Updated' },
] as const;
export type ResourceColumn = (typeof RESOURCE_COLUMNS)[number]['id'];

export interface ResourceKind {
  readonly table: 'teams' | 'incident_rules';
  /** The breadcrumb and page title (the Settings entry's label). */
  readonly label: string;
  /** One of them ("Add Team", "Team added successfully"). */
  readonly singular: string;
  readonly resource: Resource;
  readonly collection: SyncedCollection<ResourceRow>;
  readonly tabs: readonly ResourceTab[];
  readonly hidden: readonly ResourceColumn[];
  /** Teams carry an icon name beside name and spec. */
  readonly withIcon: boolean;
  /** The mutators writing it, whose refusals its screens show. */
  readonly writes: readonly string[];
}

/**
 * A collection read as generic resource rows. Sound for reads: every row the collection hands
 * out passed its own schema, whose type extends ResourceRow. Writes go through typed mutators.
 */
const asResources = <T extends ResourceRow>(c: SyncedCollection<T>) =>
  c as unknown as SyncedCollection<ResourceRow>;

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  {
    table: 'teams',
    label: 'Teams',
    singular: 'Team',
    resource: 'database',
    collection: asResources(teams),
    tabs: ['spec', 'members', 'jobHistory'],
    // Teams have no namespace or schedule (api-contract: teams {name, spec, icon}).
    hidden: ['namespace', 'schedule'],
    withIcon: true,
    writes: [createTeam.name, updateTeam.name, addTeamMembers.name, removeTeamMember.name],
  },
  {
    table: 'incident_rules',
    label: 'Rules',
    singular: 'Rule',
    resource: 'incident',
    collection: asResources(incidentRules),
    tabs: ['spec', 'jobHistory'],
    hidden: ['namespace', 'schedule'],
    withIcon: false,
    writes: [createIncidentRule.name, updateIncidentRule.name],
  },
];

export function resourceKindOf(table: string): ResourceKind | undefined {
  return RESOURCE_KINDS.find((k) => k.table === table);
}
