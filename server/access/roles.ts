import { ROLES } from '../seed/well-known-ids.ts';
import type { Role } from '../seed/well-known-ids.ts';

/**
 * The resources of the spec's permission matrix (01-core §6, 02-areas §6). `properties` is the
 * spec's feature_flags resource, spelt as Mission Control's console spells it.
 */
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
export type Mode = 'read' | 'write';
export type { Role };

const except = (...left: Resource[]): readonly Resource[] => RESOURCES.filter((r) => !left.includes(r));
const INCIDENT_WORK: readonly Resource[] = ['responder', 'incident', 'evidences', 'comments'];

/** The matrix itself: what each role may read and write. */
export const ROLE_MATRIX: Readonly<Record<Role, { read: readonly Resource[]; write: readonly Resource[] }>> =
  {
    admin: { read: RESOURCES, write: RESOURCES },
    editor: {
      read: except('connections', 'identities', 'rbac'),
      write: except('connections', 'identities', 'rbac'),
    },
    commander: { read: except('rbac', 'identities', 'connections'), write: INCIDENT_WORK },
    responder: { read: except('rbac', 'identities', 'connections'), write: INCIDENT_WORK },
    viewer: { read: except('rbac', 'identities', 'connections'), write: [] },
  };

/**
 * Closed to every role, admin included, as Mission Control's own policy does for Kratos's tables
 * (`everyone: database.kratos !*`): password hashes, session token hashes, flows and the mailbox
 * of recovery codes are never served over the data API.
 */
export const DENIED_TO_EVERYONE: readonly Resource[] = ['kratos'];

export function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s);
}

/** Whether any of `roles` grants `mode` on `resource`. */
export function allows(roles: readonly Role[], resource: Resource, mode: Mode): boolean {
  if (DENIED_TO_EVERYONE.includes(resource)) return false;
  return roles.some((role) => ROLE_MATRIX[role][mode].includes(resource));
}

/** Bound role names to matrix roles, in matrix order; unknown names dropped; none → viewer. */
export function effectiveRoles(bound: readonly (string | null)[]): Role[] {
  const set = new Set(bound);
  const roles = ROLES.filter((r) => set.has(r));
  return roles.length > 0 ? roles : ['viewer'];
}

/** One entry of whoami's `permissions`, in Mission Control's `policy.Permission` shape. */
export interface Permission {
  subject: string;
  object: string;
  action: string;
  deny?: boolean;
}

/**
 * The permissions `roles` carry, as whoami lists them: one entry per role and resource, action
 * `*` (read and write) or `read`; plus the deny that applies to everyone.
 */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  const out: Permission[] = [];
  for (const role of roles) {
    const m = ROLE_MATRIX[role];
    for (const object of m.read) {
      if (DENIED_TO_EVERYONE.includes(object)) continue;
      out.push({ subject: role, object, action: m.write.includes(object) ? '*' : 'read' });
    }
  }
  for (const object of DENIED_TO_EVERYONE) out.push({ subject: 'everyone', object, action: '*', deny: true });
  return out;
}
