import type { Queryable } from '../db/database.ts';

/**
 * Every relation a view's rewrite rule depends on (`pg_depend` of its `_RETURN` rule): the
 * tables and views it selects, joins or filters on, not only the ones its columns come from.
 */
const VIEW_DEPENDENCIES_SQL = `
SELECT DISTINCT v.relname AS view, b.relname AS base
FROM pg_rewrite r
JOIN pg_class v ON v.oid = r.ev_class
JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid = 'pg_class'::regclass
JOIN pg_class b ON b.oid = d.refobjid AND b.oid <> v.oid
WHERE v.relnamespace = 'public'::regnamespace AND b.relnamespace = 'public'::regnamespace
  AND v.relkind IN ('v', 'm') AND r.rulename = '_RETURN'`;

/**
 * The tables behind each view of `public`, through nested views: what an access policy guards
 * a view by ("a view is guarded as the tables behind it").
 */
export async function loadViewBases(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ view: string; base: string }>(VIEW_DEPENDENCIES_SQL);
  const direct = new Map<string, string[]>();
  for (const r of rows) direct.set(r.view, [...(direct.get(r.view) ?? []), r.base]);
  const resolved = new Map<string, string[]>();
  const tablesOf = (name: string, seen: Set<string>): string[] => {
    const deps = direct.get(name);
    if (deps === undefined) return [name];
    if (seen.has(name)) return [];
    seen.add(name);
    return deps.flatMap((d) => tablesOf(d, seen));
  };
  for (const view of direct.keys()) resolved.set(view, [...new Set(tablesOf(view, new Set()))].sort());
  return resolved;
}
