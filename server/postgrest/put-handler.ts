import type { RequestContext } from './context.ts';
import { authorize, authorizeEmbeds, checkRows, planContext, textOr } from './context.ts';
import { checkBodyColumns, parseRows, readJson } from './body.ts';
import { PgrstError } from './errors.ts';
import { parseQuery } from './parse/query.ts';
import { parseSelect } from './parse/select.ts';
import { planRead, tableSource } from './plan.ts';
import { respond, singleObject } from './response.ts';
import { ident, Params, qualified } from './sql/params.ts';
import { readStatement } from './sql/read.ts';

/** PUT /t?pk=eq.v: a single-row upsert keyed by the primary key given in the URL. */
export async function handlePut(ctx: RequestContext, relation: string): Promise<Response> {
  await authorize(ctx, relation, 'create');
  await authorize(ctx, relation, 'update');
  const rel = ctx.cat.relations.get(relation);
  const q = parseQuery(ctx.pairs);
  if (q.limit.length > 0 || q.offset.length > 0)
    throw new PgrstError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  const root = planRead(planContext(ctx), tableSource(ctx.cat, relation), parseSelect(q.select), q);
  await authorizeEmbeds(ctx, root);
  const pk = rel?.pk ?? [];
  const byCol = new Map(
    q.filters.filter((f) => f.path.length === 0).map((f) => [f.value.field.name, f.value]),
  );
  const exact =
    pk.length > 0 &&
    q.logic.length === 0 &&
    q.filters.length === pk.length &&
    byCol.size === pk.length &&
    pk.every((c) => {
      const f = byCol.get(c);
      return (
        f !== undefined &&
        f.field.json.length === 0 &&
        f.expr.op === 'eq' &&
        !f.expr.negate &&
        f.expr.quantifier === undefined
      );
    });
  if (!rel || !exact)
    throw new PgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  const row = parseRows(await readJson(ctx.req, false)).rows[0] ?? {};
  checkRows(ctx, relation, 'create', [row]);
  const cols = Object.keys(row);
  checkBodyColumns(rel, cols);
  if (!pk.every((c) => c in row && String(row[c]) === byCol.get(c)?.expr.value)) {
    throw new PgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
  const params = new Params();
  const table = qualified(relation);
  const list = cols.map(ident).join(', ');
  // DO UPDATE even when only key columns are sent, so the row comes back in RETURNING.
  const updated = cols.filter((c) => !pk.includes(c));
  const set = (updated.length > 0 ? updated : pk).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
  const onConflict = `ON CONFLICT (${pk.map(ident).join(', ')}) DO UPDATE SET ${set}`;
  const mutation = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_record(NULL::${table}, ${params.add(JSON.stringify(row))}::json) ${onConflict} RETURNING ${table}.*, (${table}.xmax = 0) AS pgrst_inserted`;
  root.source = { ...root.source, from: 'pgrst_mut' };
  const sql = readStatement(root, params, {
    maxRows: Number.MAX_SAFE_INTEGER,
    count: false,
    withWhere: false,
    prefix: `WITH pgrst_mut AS (${mutation}) `,
    extra: ', (SELECT count(*) FROM pgrst_mut WHERE pgrst_inserted) AS inserted',
  });
  const result = await ctx.db.transaction(async (tx) => (await tx.query(sql, params.values)).rows[0] ?? {});
  const inserted = Number(result['inserted'] ?? 0) > 0;
  const headers: Record<string, string> =
    ctx.prefs.return !== undefined ? { 'Preference-Applied': `return=${ctx.prefs.return}` } : {};
  if (ctx.prefs.return !== 'representation') return respond(204, null, headers);
  let body = textOr(result['body'], '[]');
  if (ctx.media === 'object') body = singleObject(body, Number(result['page'] ?? 0));
  return respond(inserted ? 201 : 200, body, headers, ctx.media);
}
