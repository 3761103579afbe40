import type { Authorize, AuthorizeRequest } from '../postgrest/context.ts';
import type { PostgrestOptions } from '../postgrest/handler.ts';
import { principalOf } from './principal.ts';
import { createdByCaller } from './row-policy.ts';
import { resourceOf } from './resources.ts';
import { dbForbidden, dbUnauthorized } from './responses.ts';
import type { Role } from './roles.ts';
import { allows } from './roles.ts';
import { PROJECTIONS, SERVER_WRITTEN, WRITABLE_VIEWS } from './view-policy.ts';

/** Whether `roles` may read (or write) `relation` and, for a view, every table behind it. */
function mayUse(roles: readonly Role[], r: AuthorizeRequest, mode: 'read' | 'write'): boolean {
  if (!allows(roles, resourceOf(r.relation, r.kind === 'function'), mode)) return false;
  if (r.kind !== 'view' || (mode === 'read' && PROJECTIONS.includes(r.relation))) return true;
  return r.behind.every((table) => allows(roles, resourceOf(table), mode));
}

/** Writes no client makes, whatever its role: through views not meant to be written, or to tables only triggers write. */
function writeClosed(r: AuthorizeRequest): boolean {
  if (r.action === 'read' || r.action === 'execute') return false;
  if (SERVER_WRITTEN.includes(r.relation)) return true;
  return r.kind === 'view' && !WRITABLE_VIEWS.includes(r.relation);
}

/**
 * The `authorize` hook of the PostgREST engine: every read, write and RPC of `/api/db`, root and
 * embedded relations alike, is checked against the role matrix. Reads and RPC calls need read on
 * the relation's resource; inserts, updates and deletes need write. A view is guarded as the
 * tables behind it too (see view-policy.ts). A request that reached the engine without a
 * principal (the HTTP middleware did not run) is anonymous and refused.
 */
export const authorizeByRole: Authorize = (r) => {
  const principal = principalOf(r.req);
  if (principal === undefined) return Promise.resolve(dbUnauthorized());
  const mode = r.action === 'read' || r.action === 'execute' ? 'read' : 'write';
  if (!writeClosed(r) && mayUse(principal.roles, r, mode)) return Promise.resolve(null);
  return Promise.resolve(dbForbidden(r.relation, r.kind));
};

/** The engine options that put `/api/db` under access control: the role checks and the row policy. */
export const ACCESS_CONTROL: Pick<PostgrestOptions, 'authorize' | 'rowPolicy'> = {
  authorize: authorizeByRole,
  rowPolicy: createdByCaller,
};
