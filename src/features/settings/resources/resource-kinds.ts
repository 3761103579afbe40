// The settings resource tables the generic list and detail show at /settings/{table} (spec
// 02-areas §2.13 "Resource definitions"): Teams (Spec, Members, Job History), Rules (incident
// rules), Topology and Log Backends (Spec, Job History). Health checks and catalogue scrapers have
// their own forms (settings/canaries, settings/scrapers). Each kind names its synced collection,
// the resource whose write permission gates its add button and Save/Update (spec §6), its tabs,
// the list columns it hides, and the JSON schema its spec editor checks against (§5).
import type { Resource } from '../../../lib/access/permissions.ts';
import { incidentRules } from '../../../sync/collections/incident-rules.ts';
import { loggingBackends } from '../../../sync/collections/logging-backends.ts';
import { teams } from '../../../sync/collections/teams.ts';
import { topologies } from '../../../sync/collections/topologies.ts';
import {
  createIncidentRule,
  deleteIncidentRule,
  updateIncidentRule,
} from '../../../sync/mutators/incident-rules.ts';
import {
  createLoggingBackend,
  deleteLoggingBackend,
  updateLoggingBackend,
} from '../../../sync/mutators/logging-backends.ts';
import { createTopology, deleteTopology, updateTopology } from '../../../sync/mutators/topologies.ts';
import { addTeamMembers, removeTeamMember } from '../../../sync/mutators/team-members.ts';
import { createTeam, deleteTeam, updateTeam } from '../../../sync/mutators/teams.ts';
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
  readonly table: 'teams' | 'incident_rules' | 'topologies' | 'logging_backends';
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
  /** Topologies have a namespace (default 'default'), fixed once created. */
  readonly namespaced: boolean;
  /** The JSON schema at /api/schemas/ the spec is checked against; none checks the syntax only. */
  readonly schemaName?: string;
  /** The mutators writing it, whose refusals its screens show. */
  readonly writes: readonly string[];
  /** Its collection keeps soft-deleted rows on the device (lists leave them out). */
  readonly keepsDeleted: boolean;
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
    namespaced: false,
    keepsDeleted: false,
    writes: [createTeam.name, updateTeam.name, deleteTeam.name, addTeamMembers.name, removeTeamMember.name],
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
    namespaced: false,
    keepsDeleted: false,
    writes: [createIncidentRule.name, updateIncidentRule.name, deleteIncidentRule.name],
  },
  {
    table: 'topologies',
    label: 'Topology',
    singular: 'Topology',
    resource: 'topologies',
    collection: asResources(topologies),
    tabs: ['spec', 'jobHistory'],
    // Most topologies come from Kubernetes resources, with no creator; a schedule is in the spec.
    // Without the two, namespace and source have their room at 1024 px.
    hidden: ['schedule', 'created_by'],
    withIcon: false,
    namespaced: true,
    schemaName: 'topology.spec.schema.json',
    keepsDeleted: true,
    writes: [createTopology.name, updateTopology.name, deleteTopology.name],
  },
  {
    table: 'logging_backends',
    label: 'Log Backends',
    singular: 'Log Backend',
    resource: 'logging_backends',
    collection: asResources(loggingBackends),
    tabs: ['spec', 'jobHistory'],
    // Log backends have no namespace and run on no schedule.
    hidden: ['namespace', 'schedule'],
    withIcon: false,
    namespaced: false,
    keepsDeleted: true,
    writes: [createLoggingBackend.name, updateLoggingBackend.name, deleteLoggingBackend.name],
  },
];

export function resourceKindOf(table: string): ResourceKind | undefined {
  return RESOURCE_KINDS.find((k) => k.table === table);
}
