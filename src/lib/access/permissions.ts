/**
 * The role matrix of spec 01-core §6 / 02-areas §6, evaluated in the console to hide what a user
 * may not use. The server enforces the same matrix (server/access/roles.ts); this copy only
 * decides what to show.
 */

/** Resources of the matrix. `properties` is the spec's feature_flags resource, spelt as the API spells it. */
export const RESOURCES = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'kratos',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = 'read' | 'write';

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const except = (...left: Resource[]): readonly Resource[] => RESOURCES.filter((r) => !left.includes(r));
const INCIDENT_WORK: readonly Resource[] = ['responder', 'incident', 'evidences', 'comments'];
const PRIVILEGED: readonly Resource[] = except('rbac', 'identities', 'connections');

/**
 * What each role may read and write. The editor row follows 02-areas §6 ("reads and writes all
 * except connections, identities and rbac"), as the server does; 01-core's table would let an
 * editor read those three, which the server would then refuse.
 */
export const ROLE_MATRIX: Readonly<Record<Role, { read: readonly Resource[]; write: readonly Resource[] }>> =
  {
    admin: { read: RESOURCES, write: RESOURCES },
    editor: { read: PRIVILEGED, write: PRIVILEGED },
    commander: { read: PRIVILEGED, write: INCIDENT_WORK },
    responder: { read: PRIVILEGED, write: INCIDENT_WORK },
    viewer: { read: PRIVILEGED, write: [] },
  };

/** Kratos's own tables are closed to everyone, admin included (Mission Control's policy). */
const DENIED_TO_EVERYONE: readonly Resource[] = ['kratos'];

/** The known roles among `names`; a user with none of them is a viewer. */
export function effectiveRoles(names: readonly string[]): Role[] {
  const known = ROLES.filter((r) => names.includes(r));
  return known.length > 0 ? known : ['viewer'];
}

/** Whether any of `roles` grants `action` on `resource`. Write does not imply read in the matrix, but every row that writes also reads. */
export function can(roles: readonly Role[], resource: Resource, action: Action): boolean {
  if (DENIED_TO_EVERYONE.includes(resource)) return false;
  return roles.some((role) => ROLE_MATRIX[role][action].includes(resource));
}

/** Whether any of `resources` is permitted: the rule of the access wrapper. */
export function canAny(roles: readonly Role[], resources: readonly Resource[], action: Action): boolean {
  return resources.some((r) => can(roles, r, action));
}
