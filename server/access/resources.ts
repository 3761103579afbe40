import type { Resource } from './roles.ts';

/**
 * Which resource of the permission matrix guards each relation (table or view) and each RPC
 * (`rpc/<function>`) of `/api/db`. One explicit table, so a reviewer can read the whole policy
 * at once. Anything not listed is `database` (the catalogue, teams, people, job history, ...),
 * except `identity_*` tables, which are always `kratos`.
 */
export const RELATION_RESOURCES: Readonly<Record<string, Resource>> = {
  // rbac: role bindings and permission objects.
  casbin_rule: 'rbac',
  permissions: 'rbac',
  permission_groups: 'rbac',
  permission_subjects: 'rbac',
  permissions_summary: 'rbac',
  // Every person's role bindings (casbin_rule through a view).
  people_roles: 'rbac',
  scopes: 'rbac',

  // Access tokens are credentials: one written through the data API (by anyone with write on
  // `auth`, editors included) would sign in as its person, so they are closed like Kratos's
  // tables and handled only by the service endpoints.
  access_tokens: 'kratos',

  // Teams and their members (Settings > Teams): `database`, so admins and editors change them
  // and everyone else reads them. Listed for the reviewer; it is also the default.
  teams: 'database',
  team_members: 'database',

  // Incident management.
  responders: 'responder',
  comment_responders: 'responder',
  incidents: 'incident',
  hypotheses: 'incident',
  incident_histories: 'incident',
  incident_relationships: 'incident',
  incident_rules: 'incident',
  incident_summary: 'incident',
  incidents_by_component: 'incident',
  incidents_by_config: 'incident',
  evidences: 'evidences',
  comments: 'comments',

  // Health checks.
  canaries: 'canaries',
  canaries_with_status: 'canaries',
  checks: 'canaries',
  checks_unlogged: 'canaries',
  check_statuses: 'canaries',
  check_statuses_1h: 'canaries',
  check_statuses_5m: 'canaries',
  check_status_summary: 'canaries',
  check_summary: 'canaries',
  check_summary_by_component: 'canaries',
  check_summary_for_config: 'canaries',
  checks_by_component: 'canaries',
  checks_by_config: 'canaries',
  check_labels: 'canaries',
  check_names: 'canaries',
  checks_labels_keys: 'canaries',
  check_component_relationships: 'canaries',
  check_config_relationships: 'canaries',

  // Topology.
  topologies: 'topologies',
  topologies_with_status: 'topologies',
  components: 'topologies',
  component_relationships: 'topologies',
  components_with_logs: 'topologies',
  component_names: 'topologies',
  component_names_all: 'topologies',
  component_labels: 'topologies',
  component_labels_keys: 'topologies',
  component_types: 'topologies',
  analysis_by_component: 'topologies',
  analysis_summary_by_component: 'topologies',
  changes_by_component: 'topologies',
  config_component_relationships: 'topologies',
  team_components: 'topologies',

  // Catalogue scrapers.
  config_scrapers: 'config_scrapers',
  config_scrapers_with_status: 'config_scrapers',

  // Users (Kratos's identities table as the console reads it).
  identities: 'identities',

  // Connections carry credentials; `connections_list` is the secret-free listing for selectors.
  connections: 'connections',
  connections_list: 'database',
  // Masks username, password and certificate, but not properties (restic keeps keys there): admins only.
  connection_details: 'connections',

  agents: 'agents',
  agents_summary: 'agents',

  properties: 'properties',

  logging_backends: 'logging_backends',
  logging_backends_with_status: 'logging_backends',

  integrations: 'integrations',
  integrations_with_status: 'integrations',

  notifications: 'notifications',
  notifications_summary: 'notifications',
  notifications_with_status: 'notifications',
  notification_silences: 'notifications',
  notification_send_history: 'notifications',
  notification_send_history_summary: 'notifications',
  notification_send_history_resource_tags: 'notifications',
  notification_send_history_resource_types: 'notifications',

  playbooks: 'playbooks',
  playbook_names: 'playbooks',

  playbook_runs: 'playbook_runs',
  playbook_run_actions: 'playbook_runs',
  playbook_approvals: 'playbook_runs',
  artifacts: 'playbook_runs',
  artifact_summary: 'playbook_runs',
  'rpc/get_playbook_run_actions': 'playbook_runs',
};

/**
 * The resource guarding `relation`; `isRpc` for functions (named `rpc/<name>` in the table).
 * Unlisted names are `database`, except `identity_*`, which are Kratos's secrets.
 */
export function resourceOf(relation: string, isRpc = false): Resource {
  const key = isRpc ? `rpc/${relation}` : relation;
  const listed = Object.hasOwn(RELATION_RESOURCES, key) ? RELATION_RESOURCES[key] : undefined;
  if (listed !== undefined) return listed;
  if (!isRpc && relation.startsWith('identity_')) return 'kratos';
  return 'database';
}
