import type { RowPolicy } from '../postgrest/context.ts';
import { principalOf } from './principal.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** What PostgREST answers when a row-level security check refuses a written row. */
function rowRefused(relation: string): Response {
  const body = {
    code: '42501',
    message: `new row violates row-level security policy for table "${relation}"`,
    details: null,
    hint: null,
  };
  return new Response(JSON.stringify(body), { status: 403, headers: { 'Content-Type': JSON_TYPE } });
}

/**
 * `created_by` says who wrote a row, so a client may only name itself: a row that names someone
 * else (or, on an update or upsert, no one) is refused, and a new row without it is stamped with
 * the caller. Admins may name anyone (imports, fixing a record). Rows of tables without
 * `created_by` pass untouched.
 */
export const createdByCaller: RowPolicy = ({ relation, action, req, columns, rows, upsert }) => {
  if (!columns.has('created_by')) return null;
  const principal = principalOf(req);
  if (principal === undefined) return null;
  const isAdmin = principal.roles.includes('admin');
  const fresh = action === 'create' && !upsert;
  for (const row of rows) {
    const named = row['created_by'];
    // An upsert without created_by keeps the stored author; a new row is the caller's.
    if (named === undefined) {
      if (fresh) row['created_by'] = principal.personId;
      continue;
    }
    if (isAdmin) continue;
    if (named === null && fresh) row['created_by'] = principal.personId;
    else if (typeof named !== 'string' || named.toLowerCase() !== principal.personId.toLowerCase())
      return rowRefused(relation);
  }
  return null;
};
