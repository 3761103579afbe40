import type { Authorize } from '../postgrest/context.ts';
import { principalOf } from './principal.ts';
import { resourceOf } from './resources.ts';
import { dbForbidden, dbUnauthorized } from './responses.ts';
import { allows } from './roles.ts';

/**
 * The `authorize` hook of the PostgREST engine: every read, write and RPC of `/api/db`, root and
 * embedded relations alike, is checked against the role matrix. Reads and RPC calls need read on
 * the relation's resource; inserts, updates and deletes need write. A request that reached the
 * engine without a principal (the HTTP middleware did not run) is anonymous and refused.
 */
export const authorizeByRole: Authorize = ({ relation, action, req }) => {
  const principal = principalOf(req);
  if (principal === undefined) return Promise.resolve(dbUnauthorized());
  const isRpc = action === 'execute';
  const mode = action === 'read' || isRpc ? 'read' : 'write';
  if (allows(principal.roles, resourceOf(relation, isRpc), mode)) return Promise.resolve(null);
  return Promise.resolve(dbForbidden(relation, isRpc));
};
