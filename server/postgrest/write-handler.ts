import type { Relation } from './catalog.ts';
import type { RequestContext } from './context.ts';
import { authorize, authorizeEmbeds, checkRows, planContext, textOr } from './context.ts';
import {
  checkBodyColumns,
  insertColumns,
  parseColumnList,
  parseObject,
  parseRows,
  readJson,
} from './body.ts';
import { PgrstError, unknownColumn } from './errors.ts';
import { parseQuery } from './parse/query.ts';
import { parseSelect } from './parse/select.ts';
import type { ReadNode } from './plan.ts';
import { planRead, tableSource } from './plan.ts';
import { respond, singleObject } from './response.ts';
import { whereParts } from './sql/expr.ts';
import { ident, Params, qualified } from './sql/params.ts';
import { readStatement } from './sql/read.ts';

const NO_CAP = Number.MAX_SAFE_INTEGER;

interface WriteResult {
  body: string;
  page: number;
  affected: number;
  inserted: number;
  /** `[{pk: value}]` of the written rows, for `return=headers-only` Location. */
  keys: string;
}

function planFor(ctx: RequestContext, relation: string): { rel: Relation; root: ReadNode } {
  const rel = ctx.cat.relations.get(relation);
  if (!rel) throw unknownColumn(relation, '');
  const q = parseQuery(ctx.pairs);
  return { rel, root: planRead(planContext(ctx), tableSource(ctx.cat, relation), parseSelect(q.select), q) };
}

/** Runs `WITH pgrst_mut AS (<mutation>) <representation read>` in one transaction. */
async function runWrite(
  ctx: RequestContext,
  root: ReadNode,
  params: Params,
  mutation: string,
  extra: string,
): Promise<WriteResult> {
  root.source = { ...root.source, from: 'pgrst_mut' };
  const sql = readStatement(root, params, {
    maxRows: NO_CAP,
    count: true,
    withWhere: false,
    prefix: `WITH pgrst_mut AS (${mutation}) `,
    extra,
  });
  return ctx.db.transaction(async (tx) => {
    const res = await tx.query(sql, params.values);
    const row = res.rows[0] ?? {};
    const result = {
      body: textOr(row['body'], '[]'),
      page: Number(row['page'] ?? 0),
      affected: Number(row['total'] ?? 0),
      inserted: Number(row['inserted'] ?? 0),
      keys: textOr(row['keys'], '[]'),
    };
    // A singular request that does not touch exactly one row is rolled back.
    if (ctx.media === 'object') singleObject(result.body, result.affected);
    const max = ctx.prefs.maxAffected;
    if (strict(ctx) && max !== undefined && result.affected > max && ctx.req.method !== 'POST') {
      throw new PgrstError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${result.affected} rows`,
      );
    }
    return result;
  });
}

/**
 * An UPDATE or DELETE without a filter would change every row: refused as pg-safeupdate does in
 * PostgREST deployments (SQLSTATE 21000, answered 400 by PostgREST).
 */
function requireWhere(where: string[], verb: 'UPDATE' | 'DELETE'): void {
  if (where.length === 0) throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`);
}

function strict(ctx: RequestContext): boolean {
  return ctx.prefs.handling === 'strict';
}

/** `status` with `return=representation`, else `minimalStatus` and no body. `applied`: resolution/missing echoes. */
function finish(
  ctx: RequestContext,
  result: WriteResult,
  status: number,
  minimalStatus: number,
  contentRange: string,
  applied: string[],
): Response {
  const headers: Record<string, string> = { 'Content-Range': contentRange };
  const prefs = ctx.prefs;
  if (prefs.return !== undefined) applied.push(`return=${prefs.return}`);
  if (prefs.count !== undefined) applied.push(`count=${prefs.count}`);
  if (strict(ctx)) applied.push('handling=strict');
  if (strict(ctx) && prefs.maxAffected !== undefined && ctx.req.method !== 'POST')
    applied.push(`max-affected=${prefs.maxAffected}`);
  if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
  if (prefs.return !== 'representation') return respond(minimalStatus, null, headers);
  const body = ctx.media === 'object' ? singleObject(result.body, result.page) : result.body;
  return respond(status, body, headers, ctx.media);
}

export async function handleInsert(ctx: RequestContext, relation: string): Promise<Response> {
  await authorize(ctx, relation, 'create');
  const { rel, root } = planFor(ctx, relation);
  await authorizeEmbeds(ctx, root);
  const q = parseQuery(ctx.pairs);
  const { rows } = parseRows(await readJson(ctx.req, false));
  checkRows(ctx, relation, 'create', rows);
  const cols = insertColumns(rel, rows, q.columns);
  const params = new Params();
  const table = qualified(relation);
  const colList = cols.map(ident).join(', ');
  const applied: string[] = [];
  let conflict = '';
  let merged = false;
  const resolution = ctx.prefs.resolution;
  if (resolution !== undefined) {
    const target = q.onConflict !== undefined ? parseColumnList(q.onConflict, 'on_conflict') : rel.pk;
    for (const c of target) if (!rel.columns.has(c)) throw unknownColumn(relation, c);
    if (target.length > 0) {
      const update = cols.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
      conflict = ` ON CONFLICT (${target.map(ident).join(', ')}) ${resolution === 'merge-duplicates' && update !== '' ? `DO UPDATE SET ${update}` : 'DO NOTHING'}`;
      applied.push(`resolution=${resolution}`);
      merged = resolution === 'merge-duplicates';
    }
  }
  const insertedFlag = rel.kind === 'table' ? `(${table}.xmax = 0)` : 'true';
  let mutation: string;
  if (rows.length === 0) mutation = `SELECT *, false AS pgrst_inserted FROM ${table} WHERE false`;
  else if (cols.length === 0)
    mutation = `INSERT INTO ${table} DEFAULT VALUES${conflict} RETURNING ${table}.*, ${insertedFlag} AS pgrst_inserted`;
  else {
    const body = params.add(JSON.stringify(rows));
    let source = `SELECT ${colList} FROM json_populate_recordset(NULL::${table}, ${body}::json)`;
    if (ctx.prefs.missing === 'default') {
      applied.push('missing=default');
      // Keys absent from an element take the column default instead of NULL.
      const values = cols.map((c) => {
        const def = rel.columns.get(c)?.default ?? null;
        return def === null
          ? `pgrst_r.${ident(c)}`
          : `CASE WHEN pgrst_e.j::jsonb ? ${params.add(c)} THEN pgrst_r.${ident(c)} ELSE (${def}) END`;
      });
      source = `SELECT ${values.join(', ')} FROM json_array_elements(${body}::json) AS pgrst_e(j), LATERAL json_populate_record(NULL::${table}, pgrst_e.j) AS pgrst_r`;
    }
    mutation = `INSERT INTO ${table} (${colList}) ${source}${conflict} RETURNING ${table}.*, ${insertedFlag} AS pgrst_inserted`;
  }
  const keys =
    rel.pk.length > 0
      ? `json_build_object(${rel.pk.map((c) => `${params.add(c)}::text, pgrst_k.${ident(c)}`).join(', ')})`
      : 'NULL';
  const extra = `, (SELECT count(*) FROM pgrst_mut WHERE pgrst_inserted) AS inserted, (SELECT json_agg(${keys})::text FROM pgrst_mut pgrst_k) AS keys`;
  const result = await runWrite(ctx, root, params, mutation, extra);
  const status = merged && result.inserted === 0 ? 200 : 201;
  const range = `*/${ctx.prefs.count !== undefined ? result.affected : '*'}`;
  const res = finish(ctx, result, status, status, range, applied);
  const written = JSON.parse(result.keys) as Record<string, unknown>[] | null;
  if (ctx.prefs.return === 'headers-only' && rel.pk.length > 0 && written?.length === 1 && written[0]) {
    const row = written[0];
    res.headers.set(
      'Location',
      `/${encodeURIComponent(relation)}?${rel.pk.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(row[c]))}`).join('&')}`,
    );
  }
  return res;
}

export async function handleUpdate(ctx: RequestContext, relation: string): Promise<Response> {
  await authorize(ctx, relation, 'update');
  const { root } = planFor(ctx, relation);
  await authorizeEmbeds(ctx, root);
  const patch = parseObject(await readJson(ctx.req, false));
  checkRows(ctx, relation, 'update', [patch]);
  const rel = ctx.cat.relations.get(relation);
  const keys = Object.keys(patch);
  if (rel) checkBodyColumns(rel, keys);
  const params = new Params();
  const table = qualified(relation);
  const where = whereParts(root, params);
  requireWhere(where, 'UPDATE');
  const whereSql = ` WHERE ${where.join(' AND ')}`;
  let mutation = `SELECT * FROM ${table} WHERE false`;
  if (keys.length > 0) {
    const body = params.add(JSON.stringify(patch));
    const set = keys.map((k) => `${ident(k)} = pgrst_b.${ident(k)}`).join(', ');
    mutation = `UPDATE ${table} AS ${root.alias} SET ${set} FROM (SELECT * FROM json_populate_record(NULL::${table}, ${body}::json)) pgrst_b${whereSql} RETURNING ${root.alias}.*`;
  }
  const result = await runWrite(ctx, root, params, mutation, '');
  const n = result.affected;
  const total = ctx.prefs.count !== undefined ? String(n) : '*';
  return finish(ctx, result, 200, 204, n > 0 ? `0-${n - 1}/${total}` : `*/${total}`, []);
}

export async function handleDelete(ctx: RequestContext, relation: string): Promise<Response> {
  await authorize(ctx, relation, 'delete');
  const { root } = planFor(ctx, relation);
  await authorizeEmbeds(ctx, root);
  const params = new Params();
  const where = whereParts(root, params);
  requireWhere(where, 'DELETE');
  const whereSql = ` WHERE ${where.join(' AND ')}`;
  const mutation = `DELETE FROM ${qualified(relation)} AS ${root.alias}${whereSql} RETURNING ${root.alias}.*`;
  const result = await runWrite(ctx, root, params, mutation, '');
  return finish(ctx, result, 200, 204, `*/${ctx.prefs.count !== undefined ? result.affected : '*'}`, []);
}
